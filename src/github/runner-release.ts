import type { GitHubApi } from './github-api.js';

export interface RunnerRelease {
  readonly version: string;
  /** SHA-256 (hex) of actions-runner-linux-<arch>-<version>.tar.gz. */
  readonly sha256: string;
}

/**
 * The actions/runner release to install and its archive's checksum, from
 * the releases API: the asset's `digest`, or else the SHA block GitHub
 * writes into each release's notes.
 */
export async function runnerRelease(
  api: GitHubApi,
  version: string,
  arch: 'x64' | 'arm64',
): Promise<RunnerRelease> {
  const latest = version === 'latest';
  const { data } = await api.request(
    latest
      ? 'GET /repos/{owner}/{repo}/releases/latest'
      : 'GET /repos/{owner}/{repo}/releases/tags/{tag}',
    { owner: 'actions', repo: 'runner', ...(latest ? {} : { tag: `v${version}` }) },
    `looking up actions/runner ${version}`,
  );
  const release = data as {
    tag_name?: unknown;
    body?: unknown;
    assets?: { name?: unknown; digest?: unknown }[];
  } | null;
  const tag = release?.tag_name;
  const resolved = typeof tag === 'string' ? tag.replace(/^v/, '') : '';
  if (!/^\d+\.\d+\.\d+$/.test(resolved)) {
    throw new Error(`actions/runner release ${version} has no usable tag`);
  }
  const archive = `actions-runner-linux-${arch}-${resolved}.tar.gz`;
  const digest = release?.assets?.find((asset) => asset.name === archive)?.digest;
  const fromDigest =
    typeof digest === 'string' ? /^sha256:([0-9a-f]{64})$/.exec(digest)?.[1] : undefined;
  const fromNotes = new RegExp(
    `<!-- BEGIN SHA linux-${arch} -->([0-9a-f]{64})<!-- END SHA linux-${arch} -->`,
  ).exec(typeof release?.body === 'string' ? release.body : '')?.[1];
  const sha256 = fromDigest ?? fromNotes;
  if (sha256 === undefined) {
    throw new Error(
      `actions/runner ${resolved} lists no SHA-256 for ${archive}; set runner-sha256`,
    );
  }
  return { version: resolved, sha256 };
}
