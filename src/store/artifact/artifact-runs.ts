import { basename } from 'node:path';
import type { ArtifactClient, FindOptions } from '@actions/artifact';

export interface RunArtifact {
  readonly id: number;
  readonly name: string;
  readonly size: number;
}

export interface ArtifactRunsParams {
  readonly client: ArtifactClient;
  /** GITHUB_RUN_ID: this run's artifacts are reached with the runtime token. */
  readonly currentRunId: string;
  /** GITHUB_REPOSITORY as owner and name, for other runs' artifacts. */
  readonly owner: string;
  readonly repo: string;
  /** A token with `actions: read`, needed only for other runs' artifacts. */
  readonly token: string | undefined;
}

/**
 * The artifacts of workflow runs, as @actions/artifact reaches them: this
 * run's through the runtime token, any other run's through the REST API and
 * a token (`findBy`). Uploads and deletions only ever touch this run.
 */
export class ArtifactRuns {
  constructor(private readonly params: ArtifactRunsParams) {}

  get currentRunId(): string {
    return this.params.currentRunId;
  }

  /** Whether a store's run key is in this workflow run. */
  isCurrent(runKey: string): boolean {
    return workflowRunOf(runKey) === this.params.currentRunId;
  }

  /** The run's finalized artifacts; none for an id that cannot be a run. */
  async list(runId: string): Promise<RunArtifact[]> {
    const find = this.findOptions(runId);
    if (find === undefined) return [];
    const { artifacts } = await this.params.client.listArtifacts(find);
    return artifacts.map(({ id, name, size }) => ({ id, name, size }));
  }

  /** Downloads an artifact into `directory`: a zip is extracted, a raw file keeps its name. */
  async download(runId: string, artifact: RunArtifact, directory: string): Promise<void> {
    const find = this.findOptions(runId);
    if (find === undefined) throw new Error(`${runId} is not a workflow run id`);
    const { digestMismatch } = await this.params.client.downloadArtifact(artifact.id, {
      ...find,
      path: directory,
    });
    if (digestMismatch) throw new Error(`artifact ${artifact.name} arrived with the wrong digest`);
  }

  /** Uploads files as one zip, stored rather than compressed: checkpoints hardly compress. */
  async uploadZip(name: string, files: string[], root: string): Promise<RunArtifact> {
    const result = await this.params.client.uploadArtifact(name, files, root, {
      compressionLevel: 0,
    });
    return this.uploaded(name, result.id, result.size);
  }

  /** Uploads one file as it is, under its base name, which is the artifact's name. */
  async uploadRaw(path: string): Promise<RunArtifact> {
    const result = await this.params.client.uploadArtifact(basename(path), [path], '/', {
      skipArchive: true,
    });
    return this.uploaded(basename(path), result.id, result.size);
  }

  async delete(name: string): Promise<void> {
    await this.params.client.deleteArtifact(name);
  }

  private uploaded(name: string, id: number | undefined, size: number | undefined): RunArtifact {
    if (id === undefined) throw new Error(`the artifact service returned no id for ${name}`);
    return { id, name, size: size ?? 0 };
  }

  private findOptions(runKey: string): FindOptions | undefined {
    const runId = workflowRunOf(runKey);
    if (runId === undefined) return undefined;
    if (runId === this.params.currentRunId) return {};
    const { token, owner, repo } = this.params;
    if (token === undefined) {
      throw new Error(
        `reading run ${runId}'s artifacts needs a token with actions: read (the github-token input)`,
      );
    }
    return {
      findBy: {
        token,
        workflowRunId: Number(runId),
        repositoryOwner: owner,
        repositoryName: repo,
      },
    };
  }
}

/** An upload refused because the run already has an artifact of that name. */
export function isNameTaken(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /\(409\)|already exists|conflict/i.test(message);
}

/**
 * The workflow run a store's run key is in: the key is the run id, with
 * `-<attempt>` for a re-run, whose artifacts belong to the same run.
 */
function workflowRunOf(runKey: string): string | undefined {
  return /^([1-9][0-9]{0,18})(?:-[0-9]+)?$/.exec(runKey)?.[1];
}
