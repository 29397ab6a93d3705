import { afterEach, describe, expect, it, vi } from 'vitest';
import { lsCommand } from '../../src/local/store-ls.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { gangChangesPrefix } from '../../src/store/layout.js';
import { seedElasticHistory } from '../helpers/elastic-history.js';
import { seedHistory } from '../helpers/history-fixture.js';
import { tempDir } from '../helpers/temp-dir.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** What `spot-train ls` prints to stdout and stderr, and its exit status. */
async function ls(args: readonly string[]) {
  const out = { stdout: '', stderr: '' };
  for (const stream of ['stdout', 'stderr'] as const)
    vi.spyOn(process[stream], 'write').mockImplementation((chunk: string | Uint8Array) => {
      out[stream] += String(chunk);
      return true;
    });
  const code = await lsCommand(args);
  return { code, ...out };
}

async function elasticStore(): Promise<{ url: string; store: FileStore }> {
  const dir = await tempDir('ls-gang');
  const store = new FileStore(dir);
  await seedElasticHistory(store);
  return { url: `file://${dir}`, store };
}

describe("spot-train ls LINEAGE and an elastic gang's changes of members", () => {
  it('counts each run’s departures, joins and node-minutes short, lists each change, and how often losing node 0 restarted the gang', async () => {
    const { code, stdout } = await ls(['--store', (await elasticStore()).url, 'G']);
    expect(code).toBe(0);
    expect(stdout).toContain(
      'run G (attempt 1) (3 nodes, min-nodes 2): elastic: 1 left, 1 joined, 5.0 node-min short',
    );
    expect(stdout).toContain(
      '2026-12-05 09:30:00Z  node 2 (seat 2) left: notice (aws: instance-action terminate)',
    );
    expect(stdout).toContain(
      '2026-12-05 09:30:06Z  replacement node 3 (seat 2) asked for node 2: https://github.com/acme/train/actions/runs/42',
    );
    expect(stdout).toContain('2026-12-05 09:35:00Z  node 3 (seat 2) joined as a replacement');
    expect(stdout).toContain('node 1 (seat 1) left: lost (silent for 5s)');
    // Run 201's join record gave no seat: node 0's request for node 3 did.
    expect(stdout).toContain('2026-12-05 10:21:40Z  node 3 (seat 1) joined as a replacement');
    expect(stdout).toContain(
      'whole-gang restarts: 1 from losing node 0 (the rendezvous host), 0 from other nodes; 2 departures the gang trained on through without a restart',
    );
  });

  it('gives the same in --json', async () => {
    const { stdout } = await ls(['--store', (await elasticStore()).url, 'G', '--json']);
    const { gangs } = JSON.parse(stdout) as {
      gangs: {
        runs: { runId: string; left: number; joined: number; shortNodeMinutes: number }[];
        reclaimsSurvived: number;
        hostRestarts: number;
        otherRestarts: number;
        unknownRestarts: number;
      };
    };
    expect(
      gangs.runs.map((r) => [r.runId, r.left, r.joined, Math.round(r.shortNodeMinutes)]),
    ).toEqual([
      ['G', 1, 1, 5],
      ['201', 1, 1, 5],
    ]);
    expect(gangs).toMatchObject({
      reclaimsSurvived: 2,
      hostRestarts: 1,
      otherRestarts: 0,
      unknownRestarts: 0,
    });
  });

  it('skips a garbled change with a warning on stderr and lists the rest', async () => {
    const { url, store } = await elasticStore();
    await store.writeText(`${gangChangesPrefix('G', 'G')}joined-7.json`, 'garbage');
    const { code, stdout, stderr } = await ls(['--store', url, 'G']);
    expect(code).toBe(0);
    expect(stderr).toContain('spot-train: run G: skipped its gang record joined-7.json: not JSON');
    expect(stdout).toContain('elastic: 1 left, 1 joined');
  });

  it('prints no gang section for a lineage that never ran a gang', async () => {
    const dir = await tempDir('ls-no-gang');
    await seedHistory(new FileStore(dir));
    const { stdout } = await ls(['--store', `file://${dir}`, 'L']);
    expect(stdout).not.toContain('elastic gang');
    expect(stdout).not.toContain('whole-gang restarts');
  });

  it('says when node 0 trained again after each change, from its records', async () => {
    const { url, store } = await elasticStore();
    await store.writeText(
      `${gangChangesPrefix('G', 'G')}trained-left-2.json`,
      `${JSON.stringify({ kind: 'trained', node: 2, after: 'left', seconds: 7.7, at: '2026-12-05T09:30:07.700Z' })}\n`,
    );
    const { stdout, stderr } = await ls(['--store', url, 'G']);
    expect(stderr).toBe('');
    expect(stdout).toContain(
      'run G (attempt 1) (3 nodes, min-nodes 2): elastic: 1 left, 1 joined, 5.0 node-min short, trained again 7.7 s after it',
    );
    expect(stdout).toContain('2026-12-05 09:30:07Z  node 0 trained again, 7.7 s after node 2 left');
  });
});
