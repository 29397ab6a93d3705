import { createHash } from 'node:crypto';

// What the Compute Engine emulator knows: instances and zone operations of one
// project, and the failures a test arranges. Operations move PENDING ->
// RUNNING -> DONE one step per get or wait, so a client has to poll; what an
// insert or delete does to the instance happens when its operation is DONE.

export type Json = Record<string, unknown>;

/** An error as Compute puts it in a finished operation's `error.errors[]`. */
export interface OperationErrorEntry {
  readonly code: string;
  readonly message: string;
  readonly errorDetails?: readonly Json[];
}

export interface StoredOperation extends Json {
  id: string;
  name: string;
  zone: string;
  operationType: string;
  status: 'PENDING' | 'RUNNING' | 'DONE';
  targetLink: string;
  /** Absent where the operation is about no single resource (bulkInsert). */
  targetId?: string;
  insertTime: string;
  selfLink: string;
  error?: { errors: OperationErrorEntry[] };
  httpErrorStatusCode?: number;
  httpErrorMessage?: string;
}

interface PendingEffect {
  readonly apply: () => void;
}

export const LINK_ROOT = 'https://www.googleapis.com/compute/v1';

export class ComputeState {
  readonly instances = new Map<string, Json>();
  readonly operations: StoredOperation[] = [];
  private readonly effects = new Map<string, PendingEffect>();
  private nextId = 1000;
  private nextAddress = 1;

  constructor(
    readonly project: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  key(zone: string, name: string): string {
    return `${zone}/${name}`;
  }

  instanceLink(zone: string, name: string): string {
    return `${LINK_ROOT}/projects/${this.project}/zones/${zone}/instances/${name}`;
  }

  newId(): string {
    this.nextId += 1;
    return String(this.nextId);
  }

  /** The next private address of the project's network, as Compute gives each new VM one. */
  newAddress(): string {
    this.nextAddress += 1;
    return `10.128.${Math.floor(this.nextAddress / 256)}.${this.nextAddress % 256}`;
  }

  /** Compute's labelFingerprint: base64 of a hash of the labels, quoted back by setLabels. */
  fingerprint(labels: unknown): string {
    const entries = Object.entries((labels ?? {}) as Record<string, unknown>).sort(([a], [b]) =>
      a.localeCompare(b),
    );
    return createHash('sha256')
      .update(JSON.stringify(entries))
      .digest()
      .subarray(0, 8)
      .toString('base64');
  }

  /** Starts an operation; `effect` runs when it reaches DONE, `error` makes it fail instead. */
  startOperation(params: {
    zone: string;
    operationType: string;
    targetLink: string;
    targetId?: string;
    effect?: () => void;
    error?: { status: number; message: string; errors: OperationErrorEntry[] };
    done?: boolean;
  }): StoredOperation {
    const id = this.newId();
    // Lowercase: the operation parameter's pattern is [a-z](?:[-a-z0-9]{0,61}[a-z0-9])?.
    const name = `operation-${id}-${(params.operationType.split('.').pop() ?? 'op').toLowerCase()}`;
    const operation: StoredOperation = {
      kind: 'compute#operation',
      id,
      name,
      zone: `${LINK_ROOT}/projects/${this.project}/zones/${params.zone}`,
      operationType: params.operationType,
      status: params.done === true ? 'DONE' : 'PENDING',
      progress: params.done === true ? 100 : 0,
      targetLink: params.targetLink,
      ...(params.targetId === undefined ? {} : { targetId: params.targetId }),
      user: params.done === true ? 'system' : 'spot-train-test@example.iam.gserviceaccount.com',
      insertTime: this.now().toISOString(),
      selfLink: `${LINK_ROOT}/projects/${this.project}/zones/${params.zone}/operations/${name}`,
    };
    if (params.error !== undefined) {
      operation.error = { errors: params.error.errors };
      operation.httpErrorStatusCode = params.error.status;
      operation.httpErrorMessage = params.error.message;
    } else if (params.effect !== undefined) {
      this.effects.set(name, { apply: params.effect });
    }
    this.operations.push(operation);
    if (operation.status === 'DONE') this.finish(operation);
    return operation;
  }

  findOperation(zone: string, name: string): StoredOperation | undefined {
    return this.operations.find((op) => op.name === name && op.zone.endsWith(`/zones/${zone}`));
  }

  /** One poll's worth of progress. */
  advance(operation: StoredOperation): void {
    if (operation.status === 'PENDING') {
      operation.status = 'RUNNING';
      operation.progress = 50;
      operation.startTime = this.now().toISOString();
    } else if (operation.status === 'RUNNING') {
      operation.status = 'DONE';
      operation.progress = 100;
      this.finish(operation);
    }
  }

  private finish(operation: StoredOperation): void {
    operation.endTime = this.now().toISOString();
    const effect = this.effects.get(operation.name);
    this.effects.delete(operation.name);
    effect?.apply();
  }
}
