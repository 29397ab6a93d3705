export interface RunnerSpec {
  readonly name: string;
  readonly labels?: readonly string[];
  readonly status?: 'online' | 'offline';
  readonly busy?: boolean;
  readonly os?: string;
  readonly ephemeral?: boolean;
  readonly runnerGroupId?: number;
}

export interface Runner {
  readonly id: number;
  readonly name: string;
  readonly os: string;
  status: 'online' | 'offline';
  busy: boolean;
  readonly labels: readonly string[];
  readonly ephemeral: boolean;
  readonly runnerGroupId: number;
}

/** The repository's self-hosted runners, as the test and the API both see them. */
export class RunnerPool {
  private readonly runners = new Map<number, Runner>();
  private nextId = 101;

  add(spec: RunnerSpec): Runner {
    if (this.byName(spec.name)) throw new Error(`a runner named ${spec.name} already exists`);
    const runner: Runner = {
      id: this.nextId++,
      name: spec.name,
      // A runner that never connected has not reported its OS.
      os: spec.os ?? 'unknown',
      status: spec.status ?? 'offline',
      busy: spec.busy ?? false,
      labels: spec.labels ?? [],
      ephemeral: spec.ephemeral ?? false,
      runnerGroupId: spec.runnerGroupId ?? 1,
    };
    this.runners.set(runner.id, runner);
    return runner;
  }

  list(): Runner[] {
    return [...this.runners.values()];
  }

  get(id: number): Runner | undefined {
    return this.runners.get(id);
  }

  byName(name: string): Runner | undefined {
    return this.list().find((runner) => runner.name === name);
  }

  delete(id: number): boolean {
    return this.runners.delete(id);
  }
}
