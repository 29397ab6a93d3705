import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asJob } from '../helpers/artifact-service/as-job.js';
import {
  startArtifactService,
  type ArtifactService,
  type JobEnv,
} from '../helpers/artifact-service/index.js';
import { tempDir } from '../helpers/temp-dir.js';

type ArtifactModule = typeof import('@actions/artifact');

const repository = 'octo/models';
const [repositoryOwner = '', repositoryName = ''] = repository.split('/');

let service: ArtifactService;
let artifact: ArtifactModule;
const savedApiUrl = process.env.GITHUB_API_URL;

beforeAll(async () => {
  service = await startArtifactService({ repository, maxArtifactsPerJob: 3 });
  // @actions/github reads GITHUB_API_URL once, when it is first imported.
  process.env.GITHUB_API_URL = service.url;
  artifact = await import('@actions/artifact');
});

afterAll(async () => {
  if (savedApiUrl === undefined) delete process.env.GITHUB_API_URL;
  else process.env.GITHUB_API_URL = savedApiUrl;
  await service.close();
});

function client() {
  return new artifact.DefaultArtifactClient();
}

/** A directory of files to upload, with their bytes for later comparison. */
async function sampleTree(): Promise<{ root: string; files: Map<string, Buffer> }> {
  const root = await tempDir('artifact-src');
  const files = new Map<string, Buffer>([
    ['model.bin', randomBytes(3 * (1 << 20) + 17)],
    ['logs/metrics.json', Buffer.from('{"loss":0.25}\n')],
    ['empty.txt', Buffer.alloc(0)],
  ]);
  for (const [name, bytes] of files) {
    await mkdir(join(root, name, '..'), { recursive: true });
    await writeFile(join(root, name), bytes);
  }
  return { root, files };
}

async function expectTree(dir: string, files: Map<string, Buffer>): Promise<void> {
  for (const [name, bytes] of files) {
    expect((await readFile(join(dir, name))).equals(bytes), name).toBe(true);
  }
}

function findBy(env: JobEnv, workflowRunId: number) {
  return { token: env.GITHUB_TOKEN, workflowRunId, repositoryOwner, repositoryName };
}

describe('artifact service emulator, driven by @actions/artifact', () => {
  const runId = 1001;
  let train: JobEnv;
  let zipId = 0;
  let rawId = 0;
  let tree: Awaited<ReturnType<typeof sampleTree>>;
  const rawName = 'weights-ü.bin';
  const rawBytes = randomBytes((1 << 20) + 5);

  it('uploads a directory as a zip and a single file raw, and stores what was sent', async () => {
    train = service.jobEnv({ runId, job: 'train' });
    tree = await sampleTree();
    const rawDir = await tempDir('artifact-raw');
    await writeFile(join(rawDir, rawName), rawBytes);

    const zipped = await asJob(train, () =>
      client().uploadArtifact(
        'checkpoint',
        [...tree.files.keys()].map((name) => join(tree.root, name)),
        tree.root,
        { compressionLevel: 0 },
      ),
    );
    const raw = await asJob(train, () =>
      client().uploadArtifact(rawName, [join(rawDir, rawName)], rawDir, { skipArchive: true }),
    );
    zipId = zipped.id ?? 0;
    rawId = raw.id ?? 0;

    const stored = service.artifacts(runId);
    expect(stored.map((a) => [a.name, a.mimeType, a.job])).toEqual([
      ['checkpoint', 'application/zip', 'train'],
      [rawName, 'application/octet-stream', 'train'],
    ]);
    const [zipStored, rawStored] = stored;
    expect(zipStored?.id).toBe(zipId);
    expect(zipStored?.size).toBe(zipped.size);
    // The client hands back a bare hex digest but reports "sha256:<hex>" to the service.
    expect(zipStored?.digest).toBe(`sha256:${zipped.digest ?? ''}`);
    expect(zipStored?.storedDigest).toBe(zipStored?.digest);
    expect((await rawStored?.read())?.equals(rawBytes)).toBe(true);
    expect(rawStored?.size).toBe(rawBytes.length);
  });

  it('lists only finalized artifacts of the run, in the same run', async () => {
    const { artifacts } = await asJob(train, () => client().listArtifacts());
    expect(artifacts.map((a) => [a.name, a.id, a.size])).toEqual([
      ['checkpoint', zipId, service.artifacts(runId)[0]?.size],
      [rawName, rawId, rawBytes.length],
    ]);
    expect(artifacts[1]?.digest).toBe(service.artifacts(runId)[1]?.storedDigest);
  });

  it('downloads in the same run from another job: zips extracted, raw files by name', async () => {
    const evaluate = service.jobEnv({ runId, job: 'evaluate' });
    const out = await tempDir('artifact-out');
    await asJob(evaluate, async () => {
      await client().downloadArtifact(zipId, { path: join(out, 'zip') });
      await client().downloadArtifact(rawId, { path: join(out, 'raw') });
    });
    await expectTree(join(out, 'zip'), tree.files);
    expect(await readdir(join(out, 'raw'))).toEqual([rawName]);
    expect((await readFile(join(out, 'raw', rawName))).equals(rawBytes)).toBe(true);
  });

  it('reaches another run only through the REST API, with the GitHub token', async () => {
    const next = service.jobEnv({ runId: 1002, job: 'resume' });
    const out = await tempDir('artifact-next');
    const before = service.requests.length;

    const listed = await asJob(next, () => client().listArtifacts({ findBy: findBy(next, runId) }));
    expect(listed.artifacts.map((a) => a.name)).toEqual(['checkpoint', rawName]);
    expect(listed.artifacts[0]?.digest).toBe(service.artifacts(runId)[0]?.storedDigest);
    const expectedHash = service.artifacts(runId)[0]?.storedDigest ?? '';
    const downloaded = await asJob(next, async () => {
      const zip = await client().downloadArtifact(zipId, {
        path: join(out, 'zip'),
        expectedHash,
        findBy: findBy(next, runId),
      });
      await client().downloadArtifact(rawId, {
        path: join(out, 'raw'),
        findBy: findBy(next, runId),
      });
      return zip;
    });
    expect(downloaded.digestMismatch).toBe(false);
    await expectTree(join(out, 'zip'), tree.files);
    expect((await readFile(join(out, 'raw', rawName))).equals(rawBytes)).toBe(true);

    const used = service.requests.slice(before).map((r) => `${r.api} ${r.operation} ${r.status}`);
    expect(used).toEqual([
      'rest ListRunArtifacts 200',
      'rest DownloadArtifact 302',
      'blob GetBlob 200',
      'rest DownloadArtifact 302',
      'blob GetBlob 200',
    ]);

    // Without findBy the results service only sees the caller's own run.
    await expect(
      asJob(next, () => client().downloadArtifact(zipId, { path: join(out, 'none') })),
    ).rejects.toBeInstanceOf(artifact.ArtifactNotFoundError);
  });

  it('deletes an artifact of the current run, freeing its name', async () => {
    const cleanup = service.jobEnv({ runId, job: 'cleanup' });
    const deleted = await asJob(cleanup, () => client().deleteArtifact(rawName));
    expect(deleted.id).toBe(rawId);
    expect(service.artifacts(runId).map((a) => a.name)).toEqual(['checkpoint']);
    const dir = await tempDir('artifact-again');
    await writeFile(join(dir, rawName), 'second');
    const again = await asJob(cleanup, () =>
      client().uploadArtifact(rawName, [join(dir, rawName)], dir, { skipArchive: true }),
    );
    expect(again.id).toBeGreaterThan(rawId);
  });

  it('refuses a second artifact with a taken name, without retrying', async () => {
    const dir = await tempDir('artifact-dup');
    await writeFile(join(dir, 'x.txt'), 'x');
    const other = service.jobEnv({ runId, job: 'other' });
    const attempt = asJob(other, () =>
      client().uploadArtifact('checkpoint', [join(dir, 'x.txt')], dir),
    );
    await expect(attempt).rejects.toThrow(
      /\(409\) Conflict: an artifact with this name already exists on the workflow run/,
    );
    const conflicts = service.requests.filter(
      (r) => r.operation === 'CreateArtifact' && r.status === 409,
    );
    expect(conflicts).toHaveLength(1);
  });

  it('hides an artifact until it is finalized, yet holds its name', async () => {
    const job = service.jobEnv({ runId: 1003, job: 'flaky' });
    const dir = await tempDir('artifact-unfinalized');
    await writeFile(join(dir, 'a.txt'), 'a');
    service.failNext('FinalizeArtifact', { status: 400 });
    const upload = () => client().uploadArtifact('partial', [join(dir, 'a.txt')], dir);
    await expect(asJob(job, upload)).rejects.toThrow(/\(400\)/);
    expect((await asJob(job, () => client().listArtifacts())).artifacts).toEqual([]);
    await expect(asJob(job, upload)).rejects.toThrow(/\(409\)/);
  });

  it('retries a failed blob block and still stores the exact bytes', async () => {
    const job = service.jobEnv({ runId: 1004, job: 'retry' });
    const dir = await tempDir('artifact-retry');
    const bytes = randomBytes(9 * (1 << 20));
    await writeFile(join(dir, 'big.bin'), bytes);
    const fault = service.failNext('PutBlock');
    await asJob(job, () =>
      client().uploadArtifact('big.bin', [join(dir, 'big.bin')], dir, { skipArchive: true }),
    );
    expect(fault.triggered).toBe(1);
    expect((await service.artifacts(1004)[0]?.read())?.equals(bytes)).toBe(true);
  });

  it('rejects tokens it did not issue, on each face', async () => {
    const job = service.jobEnv({ runId: 1005, job: 'auth' });
    const [header, payload] = job.ACTIONS_RUNTIME_TOKEN.split('.');
    const forged = `${header ?? ''}.${payload ?? ''}.${randomBytes(64).toString('base64url')}`;
    await expect(
      asJob({ ...job, ACTIONS_RUNTIME_TOKEN: forged }, () => client().listArtifacts()),
    ).rejects.toThrow(/\(401\)/);

    const stranger = service.jobEnv({ runId: 9001, job: 'x', repository: 'someone/else' });
    await expect(
      asJob(job, () =>
        client().listArtifacts({ findBy: { ...findBy(job, runId), token: 'ghs_no' } }),
      ),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      asJob(job, () => client().listArtifacts({ findBy: findBy(stranger, runId) })),
    ).rejects.toMatchObject({ status: 404 });

    const redirect = await fetch(
      `${service.url}/repos/${repository}/actions/artifacts/${zipId}/zip`,
      { headers: { authorization: `Bearer ${job.GITHUB_TOKEN}` }, redirect: 'manual' },
    );
    const location = new URL(redirect.headers.get('location') ?? '');
    expect((await fetch(location)).status).toBe(200);
    location.searchParams.set('sp', 'rw');
    expect((await fetch(location)).status).toBe(403);
  });

  it('stops a job at its artifact limit', async () => {
    const job = service.jobEnv({ runId: 1006, job: 'many' });
    const dir = await tempDir('artifact-limit');
    await writeFile(join(dir, 'n.txt'), 'n');
    const upload = (name: string) =>
      asJob(job, () => client().uploadArtifact(name, [join(dir, 'n.txt')], dir));
    for (const name of ['one', 'two', 'three']) await upload(name);
    await expect(upload('four')).rejects.toThrow(/\(400\).*maximum number of artifacts \(3\)/);
    expect(service.artifacts(1006)).toHaveLength(3);
  });
});
