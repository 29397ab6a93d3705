export type RunStatus =
  'queued' | 'in_progress' | 'completed' | 'waiting' | 'requested' | 'pending';
export type JobConclusion =
  'success' | 'failure' | 'neutral' | 'cancelled' | 'skipped' | 'timed_out' | 'action_required';

export interface Step {
  readonly name: string;
  readonly number: number;
  readonly status: 'queued' | 'in_progress' | 'completed';
  readonly conclusion: string | null;
}

export interface JobSpec {
  readonly name: string;
  readonly status?: RunStatus;
  readonly conclusion?: JobConclusion | null;
  readonly labels?: readonly string[];
  readonly runnerName?: string | null;
  readonly runnerId?: number | null;
  /** The run attempt the job belongs to; the run's current attempt by default. */
  readonly runAttempt?: number;
  readonly steps?: readonly Step[];
  readonly startedAt?: Date;
  readonly completedAt?: Date | null;
}

export interface Job {
  readonly id: number;
  readonly runId: number;
  runAttempt: number;
  name: string;
  status: RunStatus;
  conclusion: JobConclusion | null;
  labels: readonly string[];
  runnerName: string | null;
  runnerId: number | null;
  steps: readonly Step[];
  readonly createdAt: Date;
  startedAt: Date;
  completedAt: Date | null;
}

export interface RunSpec {
  readonly id?: number;
  readonly workflowPath: string;
  readonly event?: string;
  readonly status?: RunStatus;
  readonly conclusion?: string | null;
  readonly headBranch?: string;
  readonly runAttempt?: number;
  /** What the run was dispatched with, for a workflow_dispatch run. */
  readonly inputs?: Readonly<Record<string, unknown>>;
  readonly jobs?: readonly JobSpec[];
  readonly createdAt?: Date;
}

export interface Run {
  readonly id: number;
  readonly workflowId: number;
  readonly workflowPath: string;
  readonly workflowName: string;
  /** display_title: what the workflow's run-name made of the run, or its name. */
  readonly title: string;
  readonly runNumber: number;
  event: string;
  status: RunStatus;
  conclusion: string | null;
  headBranch: string;
  headSha: string;
  runAttempt: number;
  inputs: Readonly<Record<string, unknown>>;
  readonly jobs: Job[];
  readonly createdAt: Date;
  runStartedAt: Date;
  updatedAt: Date;
}

export type RunPatch = Partial<
  Pick<Run, 'status' | 'conclusion' | 'runAttempt' | 'headBranch' | 'event'>
>;

export interface NewRun {
  readonly workflowId: number;
  readonly workflowPath: string;
  readonly workflowName: string;
  readonly title?: string;
  readonly headSha: string;
}

/** Workflow runs and their jobs, by id. */
export class RunBook {
  private readonly runs = new Map<number, Run>();
  private readonly runNumbers = new Map<number, number>();
  // Far from small ids a test picks by hand, and past 2^31 like real run ids.
  private nextRunId = 3_000_000_001;
  private nextJobId = 8_000_000_001;

  constructor(private readonly now: () => Date) {}

  all(): Run[] {
    return [...this.runs.values()];
  }

  get(id: number): Run | undefined {
    return this.runs.get(id);
  }

  add(spec: RunSpec, workflow: NewRun): Run {
    const id = spec.id ?? this.nextRunId;
    if (this.runs.has(id)) throw new Error(`run ${id} already exists`);
    this.nextRunId = Math.max(this.nextRunId, id) + 1;
    const runNumber = (this.runNumbers.get(workflow.workflowId) ?? 0) + 1;
    this.runNumbers.set(workflow.workflowId, runNumber);
    const createdAt = spec.createdAt ?? this.now();
    const run: Run = {
      id,
      workflowId: workflow.workflowId,
      workflowPath: workflow.workflowPath,
      workflowName: workflow.workflowName,
      title: workflow.title ?? workflow.workflowName,
      runNumber,
      event: spec.event ?? 'workflow_dispatch',
      status: spec.status ?? 'queued',
      conclusion: spec.conclusion ?? null,
      headBranch: spec.headBranch ?? 'main',
      headSha: workflow.headSha,
      runAttempt: spec.runAttempt ?? 1,
      inputs: spec.inputs ?? {},
      jobs: [],
      createdAt,
      runStartedAt: createdAt,
      updatedAt: createdAt,
    };
    this.runs.set(id, run);
    for (const job of spec.jobs ?? []) this.setJob(id, job.name, job);
    return run;
  }

  update(id: number, patch: RunPatch): Run {
    const run = this.require(id);
    Object.assign(run, patch);
    run.updatedAt = this.now();
    return run;
  }

  /** Updates the job of that name in the run's current attempt, creating it if missing. */
  setJob(runId: number, name: string, patch: Omit<JobSpec, 'name'> & { name?: string }): Job {
    const run = this.require(runId);
    const attempt = patch.runAttempt ?? run.runAttempt;
    let job = run.jobs.find((j) => j.name === name && j.runAttempt === attempt);
    if (!job) {
      const now = this.now();
      job = {
        id: this.nextJobId++,
        runId,
        runAttempt: attempt,
        name,
        status: 'queued',
        conclusion: null,
        labels: [],
        runnerName: null,
        runnerId: null,
        steps: [],
        createdAt: now,
        startedAt: now,
        completedAt: null,
      };
      run.jobs.push(job);
    }
    const { startedAt, completedAt, ...rest } = patch;
    Object.assign(job, dropUndefined(rest));
    if (startedAt) job.startedAt = startedAt;
    if (completedAt !== undefined) job.completedAt = completedAt;
    else if (patch.status === 'completed') job.completedAt ??= this.now();
    run.updatedAt = this.now();
    return job;
  }

  private require(id: number): Run {
    const run = this.runs.get(id);
    if (!run) throw new Error(`no run ${id}`);
    return run;
  }
}

function dropUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
