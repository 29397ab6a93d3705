import { randomUUID } from 'node:crypto';
import { githubToken, runtimeToken } from './tokens.js';

/** Twirp's error codes, which the REST side maps onto its own statuses. */
export type ErrorCode =
  | 'invalid_argument'
  | 'malformed'
  | 'unauthenticated'
  | 'permission_denied'
  | 'not_found'
  | 'bad_route'
  | 'already_exists'
  | 'failed_precondition'
  | 'resource_exhausted'
  | 'internal';

export class ServiceError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export interface JobIdentity {
  readonly repository: string;
  readonly runId: number;
  readonly job: string;
  readonly runBackendId: string;
  readonly jobBackendId: string;
  readonly runtimeToken: string;
  readonly githubToken: string;
}

export interface ArtifactRecord {
  readonly id: number;
  readonly name: string;
  readonly owner: JobIdentity;
  /** Where the bytes live in the blob store. */
  readonly blobName: string;
  readonly mimeType: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  finalized: boolean;
  size: number;
  /** As the client reported it at finalize ("sha256:<hex>"), if it did. */
  digest: string | undefined;
  updatedAt: Date;
}

interface Run {
  readonly repository: string;
  readonly runBackendId: string;
  readonly jobs: Map<string, JobIdentity>;
}

const defaultRetentionDays = 90;

/**
 * Runs, jobs, the tokens issued to them and the artifact records: the rules the
 * backend enforces, with no HTTP in sight.
 */
export class Registry {
  private readonly runs = new Map<number, Run>();
  private readonly runtimeTokens = new Map<string, JobIdentity>();
  private readonly githubTokens = new Map<string, JobIdentity>();
  private readonly artifacts = new Map<number, ArtifactRecord>();
  private readonly createdPerJob = new Map<string, number>();
  // GitHub's artifact ids are large and global; starting high catches code
  // that confuses them with small indexes.
  private nextId = 4_100_000_001;

  constructor(
    private readonly maxArtifactsPerJob: number,
    private readonly now: () => Date,
  ) {}

  job(repository: string, runId: number, job: string): JobIdentity {
    let run = this.runs.get(runId);
    if (!run) {
      run = { repository, runBackendId: randomUUID(), jobs: new Map() };
      this.runs.set(runId, run);
    } else if (run.repository !== repository) {
      throw new Error(`run ${runId} belongs to ${run.repository}, not ${repository}`);
    }
    const known = run.jobs.get(job);
    if (known) return known;
    const jobBackendId = randomUUID();
    const identity: JobIdentity = {
      repository,
      runId,
      job,
      runBackendId: run.runBackendId,
      jobBackendId,
      runtimeToken: runtimeToken(run.runBackendId, jobBackendId, this.now().getTime()),
      githubToken: githubToken(),
    };
    run.jobs.set(job, identity);
    this.runtimeTokens.set(identity.runtimeToken, identity);
    this.githubTokens.set(identity.githubToken, identity);
    return identity;
  }

  byRuntimeToken(token: string): JobIdentity | undefined {
    return this.runtimeTokens.get(token);
  }

  /** The repository a GITHUB_TOKEN may read, if the token is one of ours. */
  repositoryOf(githubTokenValue: string): string | undefined {
    return this.githubTokens.get(githubTokenValue)?.repository;
  }

  runRepository(runId: number): string | undefined {
    return this.runs.get(runId)?.repository;
  }

  create(owner: JobIdentity, name: string, mimeType: string, expiresAt?: Date): ArtifactRecord {
    if (name.length < 1 || name.length > 256) {
      throw new ServiceError(
        'invalid_argument',
        'name invalid length for artifact name: must be between 1 and 256 characters',
      );
    }
    if (this.inRun(owner.runId).some((a) => a.name === name)) {
      throw new ServiceError(
        'already_exists',
        'an artifact with this name already exists on the workflow run',
      );
    }
    const jobKey = `${owner.runId}/${owner.job}`;
    const created = this.createdPerJob.get(jobKey) ?? 0;
    if (created >= this.maxArtifactsPerJob) {
      throw new ServiceError(
        'invalid_argument',
        `exceeded the maximum number of artifacts (${this.maxArtifactsPerJob}) for the job`,
      );
    }
    this.createdPerJob.set(jobKey, created + 1);
    const createdAt = this.now();
    const record: ArtifactRecord = {
      id: this.nextId++,
      name,
      owner,
      blobName: `${owner.runBackendId}/${owner.jobBackendId}/${randomUUID()}`,
      mimeType,
      createdAt,
      expiresAt: expiresAt ?? new Date(createdAt.getTime() + defaultRetentionDays * 86_400_000),
      finalized: false,
      size: 0,
      digest: undefined,
      updatedAt: createdAt,
    };
    this.artifacts.set(record.id, record);
    return record;
  }

  /** The artifact a job is uploading under this name, still open for finalize. */
  pending(owner: JobIdentity, name: string): ArtifactRecord {
    const record = this.inRun(owner.runId).find((a) => a.name === name);
    if (!record || record.owner !== owner) {
      throw new ServiceError('not_found', `artifact ${name} not found for this job`);
    }
    if (record.finalized) {
      throw new ServiceError('failed_precondition', `artifact ${name} is already finalized`);
    }
    return record;
  }

  finalize(record: ArtifactRecord, size: number, digest: string | undefined): void {
    record.finalized = true;
    record.size = size;
    record.digest = digest;
    record.updatedAt = this.now();
  }

  /** Finalized artifacts of a run, oldest first. */
  listed(runId: number): ArtifactRecord[] {
    return this.inRun(runId).filter((a) => a.finalized);
  }

  byId(id: number): ArtifactRecord | undefined {
    return this.artifacts.get(id);
  }

  byBlobName(blobName: string): ArtifactRecord | undefined {
    return [...this.artifacts.values()].find((a) => a.blobName === blobName);
  }

  remove(record: ArtifactRecord): void {
    this.artifacts.delete(record.id);
  }

  private inRun(runId: number): ArtifactRecord[] {
    return [...this.artifacts.values()]
      .filter((a) => a.owner.runId === runId)
      .sort((a, b) => a.id - b.id);
  }
}
