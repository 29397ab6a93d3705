import { randomBytes, createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import type { ArtifactStore } from '../../src/store/artifact/artifact-store.js';
import { IntegrityError, StoreError } from '../../src/store/store.js';
import { asJob } from '../helpers/artifact-service/as-job.js';
import {
  startArtifactService,
  type ArtifactService,
  type JobEnv,
} from '../helpers/artifact-service/index.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

let service: ArtifactService;
const savedApiUrl = process.env.GITHUB_API_URL;

beforeAll(async () => {
  service = await startArtifactService({ repository: 'octo/models' });
  // @actions/github reads GITHUB_API_URL once, when it is first imported.
  process.env.GITHUB_API_URL = service.url;
});

afterAll(async () => {
  if (savedApiUrl === undefined) delete process.env.GITHUB_API_URL;
  else process.env.GITHUB_API_URL = savedApiUrl;
  await service.close();
});

interface Job {
  readonly env: JobEnv;
  readonly store: ArtifactStore;
  readonly logger: RecordingLogger;
  /** Runs store calls with this job's environment, as the action would see it. */
  run<T>(work: (store: ArtifactStore) => Promise<T>): Promise<T>;
}

async function job(
  runId: number,
  name: string,
  options: { intervalMs?: number; limit?: number; token?: boolean } = {},
): Promise<Job> {
  const env = service.jobEnv({ runId, job: name });
  const logger = new RecordingLogger();
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const { ArtifactRuns } = await import('../../src/store/artifact/artifact-runs.js');
  const { ArtifactStore } = await import('../../src/store/artifact/artifact-store.js');
  const store = new ArtifactStore({
    runs: new ArtifactRuns({
      client: new DefaultArtifactClient(),
      currentRunId: String(runId),
      owner: 'octo',
      repo: 'models',
      token: options.token === false ? undefined : env.GITHUB_TOKEN,
    }),
    base: 'ckpt',
    scratch: await tempDir('artifact-scratch'),
    clock: systemClock,
    logger,
    batchIntervalMs: options.intervalMs ?? 0,
    artifactLimit: options.limit ?? 500,
    endReserve: 2,
    stagingConcurrency: 4,
  });
  return { env, store, logger, run: (work) => asJob(env, () => work(store)) };
}

async function fileOf(dir: string, name: string, bytes: Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
}

function digestOf(bytes: Buffer) {
  return { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

describe('artifact store', () => {
  it('uploads files in one batch, reads them back in a later run, and lists the lineage', async () => {
    const dir = await tempDir('artifact-files');
    const model = randomBytes(3 << 20);
    const optimizer = randomBytes(1 << 20);
    const first = await job(2001, 'train');
    // Both files exist before either is put: two puts made together share a batch.
    const [modelPath, optimizerPath] = [
      await fileOf(dir, 'model.bin', model),
      await fileOf(dir, 'opt.bin', optimizer),
    ];
    const digests = await first.run(async (store) => {
      const uploaded = await Promise.all([
        store.putFile('L/2001/files/model.bin', modelPath),
        store.putFile('L/2001/files/opt.bin', optimizerPath),
      ]);
      await store.writeText('runs/2001', 'L\n');
      await store.writeText('L/2001/manifest.json', '{"files":2}\n');
      return uploaded;
    });
    expect(digests).toEqual([digestOf(model), digestOf(optimizer)]);
    const batches = service.artifacts(2001).filter((a) => a.name.includes('.files.'));
    expect(batches).toHaveLength(1);

    const second = await job(2002, 'train');
    await second.run(async (store) => {
      expect(await store.readText('runs/2001')).toBe('L\n');
      await store.writeText('runs/2002', 'L\nafter 2001\n');
      expect(await store.readText('L/2001/manifest.json')).toBe('{"files":2}\n');
      const restored = join(dir, 'restored.bin');
      await store.getFile('L/2001/files/model.bin', restored, digestOf(model));
      expect((await readFile(restored)).equals(model)).toBe(true);
      await store.writeText('L/2002/manifest.json', '{"files":0}\n');
    });
    // The earlier run's artifacts were reached through the REST API with the token.
    expect(service.requests.some((r) => r.operation === 'ListRunArtifacts')).toBe(true);

    const third = await job(2003, 'train');
    const children = await third.run(async (store) => {
      expect(await store.readText('runs/2002')).toBe('L\nafter 2001\n');
      await store.writeText('runs/2003', 'L\nafter 2002\n');
      return store.listChildren('L/');
    });
    expect(children).toEqual(['2001', '2002']);
  });

  it('refuses bytes that do not match the manifest and leaves the local file alone', async () => {
    const dir = await tempDir('artifact-integrity');
    const bytes = randomBytes(4096);
    const writer = await job(2101, 'train');
    await writer.run(async (store) => {
      await store.putFile('L/2101/files/a.bin', await fileOf(dir, 'a.bin', bytes));
      await store.writeText('L/2101/manifest.json', '{}');
    });
    const reader = await job(2102, 'train');
    const target = await fileOf(dir, 'target.bin', Buffer.from('mine'));
    await reader.run(async (store) => {
      await expect(
        store.getFile('L/2101/files/a.bin', target, { size: bytes.length, sha256: '0'.repeat(64) }),
      ).rejects.toBeInstanceOf(IntegrityError);
    });
    expect(await readFile(target, 'utf8')).toBe('mine');
  });

  it('lets exactly one job of a run claim a key, and both read the claim', async () => {
    const train = await job(2201, 'train');
    const finalize = await job(2201, 'finalize');
    const won = await train.run((store) => store.createExclusive('L/2201/restart.claim', 'vm\n'));
    const lost = await finalize.run((store) =>
      store.createExclusive('L/2201/restart.claim', 'finalize\n'),
    );
    expect([won, lost]).toEqual([true, false]);
    expect(await finalize.run((store) => store.readText('L/2201/restart.claim'))).toBe('vm\n');
    // A later write by the claimant (the new run's id) is what readers see.
    await train.run((store) => store.writeText('L/2201/restart.claim', 'vm 2202\n'));
    expect(await finalize.run((store) => store.readText('L/2201/restart.claim'))).toBe('vm 2202\n');
  });

  it('holds files back for the batch interval, and sends them at once when the run ends', async () => {
    const dir = await tempDir('artifact-pace');
    const writer = await job(2301, 'train', { intervalMs: 3_600_000 });
    await writer.run(async (store) => {
      await store.putFile('L/2301/files/a.bin', await fileOf(dir, 'a.bin', randomBytes(1000)));
      let landed = false;
      const second = store
        .putFile('L/2301/files/b.bin', await fileOf(dir, 'b.bin', randomBytes(1000)))
        .then(() => (landed = true));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(landed).toBe(false);
      store.expedite();
      await second;
      expect(landed).toBe(true);
    });
    expect(service.artifacts(2301).filter((a) => a.name.includes('.files.'))).toHaveLength(2);
  });

  it('keeps the last artifacts of the job for the end and says so', async () => {
    const dir = await tempDir('artifact-budget');
    const writer = await job(2401, 'train', { limit: 4 });
    await writer.run(async (store) => {
      await store.putFile('L/2401/files/a.bin', await fileOf(dir, 'a.bin', randomBytes(10)));
      await store.writeText('L/2401/manifest.json', '{"n":1}');
      let landed = false;
      const held = store
        .putFile('L/2401/files/b.bin', await fileOf(dir, 'b.bin', randomBytes(10)))
        .then(() => (landed = true));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(landed).toBe(false);
      store.expedite();
      await held;
    });
    expect(writer.logger.text('warning')).toMatch(/created 2 of its 4 artifacts.*s3:\/\//);
  });

  it('says which token it needs to read another run', async () => {
    const reader = await job(2501, 'train', { token: false });
    const error = await reader
      .run((store) => store.readText('L/2001/manifest.json'))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoreError);
    expect(String(error)).toMatch(/read artifact:\/\/ckpt\/L\/2001\/manifest.json.*actions: read/);
  });
});
