// ARM's asynchronous operations as Compute 2026-04-01 declares its
// long-running operations (x-ms-long-running-operation, final state via
// Location): the Azure-AsyncOperation URL answers the status document
// ({name, status, startTime, endTime?, error?}, the shape of
// OperationStatusResult in arm-common-types-v3.json), the Location URL 202
// while running and 204 once done. Departures: every operation takes a fixed
// number of polls rather than time, and no percentComplete is given.

/** One ARM asynchronous operation, as its Azure-AsyncOperation URL reports it. */
interface Operation {
  status: 'InProgress' | 'Succeeded' | 'Failed';
  pollsLeft: number;
  readonly startTime: string;
  endTime?: string;
  error?: { code: string; message: string };
  /** Applies the operation's effect and says how it ended. */
  readonly finish: () => { code: string; message: string } | undefined;
}

/**
 * Long-running operations: each reports InProgress for a set number of polls,
 * then applies its effect and reports Succeeded, or Failed with
 * `error: { code, message }` (ARM's "Azure-AsyncOperation" protocol).
 */
export class Operations {
  private readonly operations = new Map<string, Operation>();
  private next = 1;

  constructor(private readonly pollsUntilDone: number) {}

  start(finish: Operation['finish']): string {
    const id = `op-${this.next++}`;
    this.operations.set(id, {
      status: 'InProgress',
      pollsLeft: this.pollsUntilDone,
      startTime: new Date().toISOString(),
      finish,
    });
    if (this.pollsUntilDone <= 0) this.complete(id);
    return id;
  }

  /** The status document of a GET on the operation URL; undefined if unknown. */
  poll(id: string): Record<string, unknown> | undefined {
    const operation = this.operations.get(id);
    if (operation === undefined) return undefined;
    if (operation.status === 'InProgress') {
      operation.pollsLeft -= 1;
      if (operation.pollsLeft <= 0) this.complete(id);
    }
    return {
      name: id,
      status: operation.status,
      startTime: operation.startTime,
      ...(operation.endTime === undefined ? {} : { endTime: operation.endTime }),
      ...(operation.error === undefined ? {} : { error: operation.error }),
    };
  }

  /** A Location poll: it advances the operation as a status poll does, and says how it stands. */
  monitor(id: string): { done: boolean; error?: { code: string; message: string } } | undefined {
    const status = this.poll(id);
    const operation = this.operations.get(id);
    if (status === undefined || operation === undefined) return undefined;
    if (operation.status === 'InProgress') return { done: false };
    return operation.error === undefined ? { done: true } : { done: true, error: operation.error };
  }

  /** A GET on the Location (monitor) URL: 202 while running, 204 once done. */
  isDone(id: string): boolean | undefined {
    const operation = this.operations.get(id);
    return operation === undefined ? undefined : operation.status !== 'InProgress';
  }

  private complete(id: string): void {
    const operation = this.operations.get(id);
    if (operation === undefined || operation.status !== 'InProgress') return;
    const error = operation.finish();
    operation.endTime = new Date().toISOString();
    operation.status = error === undefined ? 'Succeeded' : 'Failed';
    if (error !== undefined) operation.error = error;
  }
}
