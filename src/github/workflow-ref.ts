/** The workflow file a run came from, as GITHUB_WORKFLOW_REF names it. */
export interface WorkflowRef {
  readonly owner: string;
  readonly repo: string;
  /** `.github/workflows/train.yml` */
  readonly path: string;
  /** `refs/heads/main`, `refs/tags/v1`, ... */
  readonly ref: string;
}

/**
 * Parses `owner/repo/.github/workflows/train.yml@refs/heads/main`. A
 * restart must run the same file on the same ref: a dispatch by file name
 * alone would pick up another workflow of that name in a reusable-workflow
 * setup, and the default branch instead of the one being trained.
 */
export function parseWorkflowRef(text: string | undefined): WorkflowRef | undefined {
  const match = /^([^/\s]+)\/([^/\s]+)\/(\.github\/workflows\/[^@\s]+\.ya?ml)@(refs\/\S+)$/.exec(
    text?.trim() ?? '',
  );
  if (!match) return undefined;
  const [, owner = '', repo = '', path = '', ref = ''] = match;
  return { owner, repo, path, ref };
}

/** The workflow id the REST API accepts: the file's name. */
export function workflowFileName(ref: WorkflowRef): string {
  return ref.path.slice(ref.path.lastIndexOf('/') + 1);
}
