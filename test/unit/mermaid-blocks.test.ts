import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { chainSummary, type ChainRun } from '../../src/report/chain.js';
import { finalizeSummary } from '../../src/report/finalize-summary.js';
import type { Manifest } from '../../src/records/manifest.js';
import { mermaidBlocks, parseMermaid, projectMarkdown } from '../helpers/mermaid.js';
import { ROOT } from '../helpers/run-dist.js';

// Strings a lineage, run id, path or reason may hold that mean something to
// mermaid (statement end, task field separator, entity, comment, directive)
// or to markdown (a fence).
const AWKWARD = [
  'a;b',
  'x: y',
  '#123;',
  '"quoted" and \'single\'',
  '%% not a comment',
  '%%{init: {"theme": "dark"}}%%',
  '<script>alert(1)</script>',
  '```',
  'gpu=a100, lr=1e-3',
  'line\nbreak',
  'tab\there',
  'back\\slash',
];

function manifest(runId: string, attempt: number, fields: Partial<Manifest> = {}): Manifest {
  const startedAt = new Date(Date.UTC(2026, 10, 30, 8, attempt * 10)).toISOString();
  return {
    format: 1,
    lineage: 'lineage',
    runId,
    attempt,
    state: 'interrupted',
    startedAt,
    updatedAt: new Date(Date.parse(startedAt) + 9 * 60_000).toISOString(),
    files: [],
    ...fields,
  };
}

/** A lineage of three attempts: interrupted, failed, completed, with the given names. */
function chain(words: {
  runId: (attempt: number) => string;
  path: string;
  reason: string;
}): ChainRun[] {
  const runs = [1, 2, 3].map((attempt) => words.runId(attempt));
  const first = manifest(runs[0] ?? '', 1, {
    notice: {
      source: 'aws',
      reason: words.reason,
      receivedAt: '2026-11-30T08:18:00.000Z',
      deadline: '2026-11-30T08:20:00.000Z',
    },
    files: [
      {
        path: words.path,
        key: `lineage/${runs[0] ?? ''}/files/${words.path}`,
        seq: 1,
        size: 10,
        sha256: '0'.repeat(64),
        uploadedAt: '2026-11-30T08:15:00.000Z',
      },
    ],
  });
  const second = manifest(runs[1] ?? '', 2, { state: 'failed', exitCode: 3 });
  const third = manifest(runs[2] ?? '', 3, { state: 'completed', exitCode: 0 });
  return [
    { run: { runId: first.runId, manifest: first }, restartRunId: second.runId },
    { run: { runId: second.runId, manifest: second }, restartRunId: third.runId },
    { run: { runId: third.runId, manifest: third } },
    { run: { runId: words.runId(4), manifest: `not JSON (${words.reason})` } },
  ];
}

function summaries(lineage: string, word: string): string[] {
  const runs = chain({
    runId: (attempt) => (attempt === 1 ? lineage : `${lineage}-${attempt}`),
    path: `ckpt/${word}/step-1.pt`,
    reason: word,
  });
  return [
    chainSummary(lineage, runs, { repoUrl: 'https://github.com/acme/train' }),
    finalizeSummary({
      decision: { restart: true, ground: 'restart', because: word },
      report: { kind: 'not-dispatched', reason: word },
      job: { name: `train (${word})`, conclusion: 'failure' },
      vm: { state: 'terminated', reclaimed: true, detail: word },
      cleanup: { vms: { skipped: word }, runners: { skipped: word } },
      lineage,
      chain: runs,
      repoUrl: 'https://github.com/acme/train',
    }),
  ];
}

describe('every mermaid block the project writes parses with mermaid', () => {
  it("in the project's markdown files", async () => {
    const blocks = (await projectMarkdown()).flatMap(({ file, text }) => mermaidBlocks(text, file));
    // The README's flow figure at least; a reader meets it first.
    expect(blocks.map(({ at }) => at.replace(/:\d+$/, ''))).toContain('README.md');
    for (const block of blocks) {
      await expect(parseMermaid(block.text), block.at).resolves.toBeTypeOf('object');
    }
  });

  it("in the finalize summary's lineage chart, for ordinary run ids", async () => {
    const blocks = summaries('13370000001', 'spot instance-action').flatMap((text) =>
      mermaidBlocks(text, 'summary'),
    );
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(await parseMermaid(block.text)).toEqual({});
  });

  it.each(AWKWARD)(
    "in the finalize summary's lineage chart, for names holding %j",
    async (word) => {
      for (const lineage of [word, `42${word}`, `42-${word}-7`]) {
        const blocks = summaries(lineage, word).flatMap((text) => mermaidBlocks(text, 'summary'));
        expect(blocks, `lineage ${JSON.stringify(lineage)}`).toHaveLength(2);
        for (const block of blocks) {
          // Parses, and takes no directive from the data: the figure keeps GitHub's settings.
          await expect(parseMermaid(block.text), block.text).resolves.toEqual({});
        }
      }
    },
  );

  it("in the finalize summary's lineage chart, when a manifest's times are not dates", async () => {
    const runs = chain({ runId: (attempt) => `7-${attempt}`, path: 'model.pt', reason: 'spot' });
    const broken = manifest('7-5', 5, { startedAt: 'yesterday', updatedAt: '' });
    const text = chainSummary('7', [...runs, { run: { runId: '7-5', manifest: broken } }], {
      repoUrl: 'https://github.com/acme/train',
    });
    const blocks = mermaidBlocks(text, 'summary');
    expect(blocks).toHaveLength(1);
    expect(await parseMermaid(blocks[0]?.text ?? '')).toEqual({});
    expect(text).toContain('| 5 |');
  });

  it('comes only from the sources this file checks', () => {
    // A new summary with a figure must be added above, or it goes unchecked.
    const writers = execFileSync('git', ['grep', '-l', '```mermaid', '--', 'src'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(writers.trim().split('\n')).toEqual(['src/report/chain.ts']);
  });
});

describe('parseMermaid', () => {
  it('rejects what mermaid rejects', async () => {
    await expect(parseMermaid('sequenceDiagram\n  A->>B: one; two\n')).rejects.toThrow(
      /Parse error/,
    );
    await expect(
      parseMermaid('gantt\n  section A\n  task :a1, 2026-01-01\n  ::\n'),
    ).rejects.toThrow();
  });
});
