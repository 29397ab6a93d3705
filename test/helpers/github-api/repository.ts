import { createHash } from 'node:crypto';
import { readWorkflowFile, type DispatchInput } from './workflow-file.js';

export interface WorkflowSpec {
  /** ".github/workflows/train.yml" */
  readonly path: string;
  readonly yaml: string;
  readonly id?: number;
}

export interface Workflow {
  readonly id: number;
  readonly path: string;
  readonly name: string;
  readonly yaml: string;
  /** Undefined when the workflow has no workflow_dispatch trigger. */
  readonly dispatchInputs: readonly DispatchInput[] | undefined;
  /** The workflow's `run-name:`, which makes each run's title. */
  readonly runName?: string;
  readonly createdAt: Date;
}

/**
 * Git-side state of the one emulated repository: branches, files and the
 * workflows among them. Every ref sees the same files; the tests here care
 * whether a ref exists, not what differs between refs.
 */
export class Repository {
  private readonly branches = new Map<string, string>();
  /** Every commit a branch ever pointed at: a check run may go on any of them. */
  private readonly commits = new Set<string>();
  private readonly files = new Map<string, string>();
  private readonly workflows: Workflow[] = [];
  private nextWorkflowId = 161335;

  constructor(
    readonly owner: string,
    readonly name: string,
    readonly defaultBranch: string,
    private readonly now: () => Date,
  ) {
    this.addBranch(defaultBranch);
  }

  get fullName(): string {
    return `${this.owner}/${this.name}`;
  }

  /** Owner and repository names are case-insensitive on GitHub. */
  is(owner: string | undefined, name: string | undefined): boolean {
    return (
      owner?.toLowerCase() === this.owner.toLowerCase() &&
      name?.toLowerCase() === this.name.toLowerCase()
    );
  }

  /** Adds the branch, or moves it to `sha` (a push). */
  addBranch(name: string, sha: string = gitSha(`branch ${name}`)): void {
    this.branches.set(name, sha);
    this.commits.add(sha);
  }

  knowsCommit(sha: string): boolean {
    return this.commits.has(sha);
  }

  /** The commit a ref points at: "main", "refs/heads/main", or a full SHA of a branch head. */
  resolveRef(ref: string): string | undefined {
    const name = ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : ref;
    const sha = this.branches.get(name);
    if (sha !== undefined) return sha;
    return [...this.branches.values()].find((head) => head === ref);
  }

  addFile(path: string, content: string): void {
    this.files.set(normalise(path), content);
  }

  file(path: string): string | undefined {
    return this.files.get(normalise(path));
  }

  addWorkflow(spec: WorkflowSpec): Workflow {
    const path = normalise(spec.path);
    if (!/^\.github\/workflows\/[^/]+\.ya?ml$/.test(path)) {
      throw new Error(`a workflow lives at .github/workflows/<name>.yml, not ${spec.path}`);
    }
    if (this.workflows.some((w) => w.path === path || w.id === spec.id)) {
      throw new Error(`workflow ${spec.id ?? path} already exists`);
    }
    const file = readWorkflowFile(path, spec.yaml);
    const id = spec.id ?? this.nextWorkflowId;
    this.nextWorkflowId = Math.max(this.nextWorkflowId, id) + 1;
    const workflow: Workflow = {
      id,
      path,
      name: file.name,
      yaml: spec.yaml,
      dispatchInputs: file.dispatchInputs,
      ...(file.runName === undefined ? {} : { runName: file.runName }),
      createdAt: this.now(),
    };
    this.workflows.push(workflow);
    this.addFile(path, spec.yaml);
    return workflow;
  }

  /** By numeric id or by file name ("train.yml"), the two forms the API takes. */
  findWorkflow(idOrFileName: string): Workflow | undefined {
    if (/^\d+$/.test(idOrFileName)) {
      return this.workflows.find((w) => w.id === Number(idOrFileName));
    }
    return this.workflows.find((w) => w.path.split('/').pop() === idOrFileName);
  }

  workflowByPath(path: string): Workflow | undefined {
    return this.workflows.find((w) => w.path === normalise(path));
  }
}

function normalise(path: string): string {
  return path.replace(/^\.?\//, '');
}

/** The SHA-1 git would give a blob with this content. */
export function gitBlobSha(content: string): string {
  const bytes = Buffer.from(content, 'utf8');
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

function gitSha(seed: string): string {
  return createHash('sha1').update(seed).digest('hex');
}
