import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLineageHistory } from '../../src/history/read-history.js';
import { parseUserPrices } from '../../src/ledger/user-prices.js';
import { finalizeLedger } from '../../src/modes/finalize-ledger.js';
import { runMode } from '../helpers/run-mode.js';
import { systemClock } from '../../src/base/clock.js';
import { inputsFrom } from '../helpers/inputs.js';
import { trainAdvice } from '../../src/modes/train-advice.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { historyKey, manifestKey } from '../../src/store/layout.js';
import { parseManifest, serializeManifest } from '../../src/records/manifest.js';
import { seedHistory } from '../helpers/history-fixture.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';
import { trainStep } from '../helpers/train-step.js';

/*
 * The fixture's lineage L: run L on spot g5.xlarge in us-east-1a from
 * T0-3695 s to its notice's deadline T0+120 s (3815 s), interrupted, last
 * durable at T0-30 s (150 s lost), 4.2 s to make a checkpoint durable; run
 * 101 on-demand from T0+75 s until finalize at T0+4100 s (4025 s).
 */
const PRICES = 'aws:us-east-1:g5.xlarge:spot=0.40\naws:us-east-1:g5.xlarge:on-demand=1.00';
const L_HOURS = 3815 / 3600;
const R101_HOURS = 4025 / 3600;

async function seeded(): Promise<FileStore> {
  const store = new FileStore(await tempDir('ledger'));
  await seedHistory(store);
  return store;
}

/** No price list is reachable here: any lookup the user's rates did not answer fails the test. */
const noPriceLists = () => Promise.reject(new Error('a price list was asked'));

describe("finalize's cost ledger, from the lineage's history", () => {
  it('prices each attempt where its launch says it ran, with what on-demand would have cost and the work lost', async () => {
    const store = await seeded();
    const logger = new RecordingLogger();
    const ledger = await finalizeLedger({
      history: await readLineageHistory(store, 'L'),
      userPrices: parseUserPrices(PRICES, 'prices'),
      logger,
      sourceFor: noPriceLists,
      storeUrl: store.url,
    });
    const json = JSON.parse(ledger.json ?? '{}') as {
      attempts: { runId: string; hours: number; cost: { usd: number } }[];
      cost: { usd: number };
      onDemandCost: { usd: number };
      savingsPercent: number;
      lostMinutes: number;
      lostCost: { usd: number };
    };
    expect(json.attempts.map((row) => row.runId)).toEqual(['L', '101']);
    expect(json.attempts[0]?.hours).toBeCloseTo(L_HOURS, 6);
    expect(json.attempts[1]?.hours).toBeCloseTo(R101_HOURS, 6);
    const paid = L_HOURS * 0.4 + R101_HOURS * 1.0;
    const onDemand = L_HOURS + R101_HOURS;
    expect(json.cost.usd).toBeCloseTo(paid, 6);
    expect(json.onDemandCost.usd).toBeCloseTo(onDemand, 6);
    expect(json.savingsPercent).toBeCloseTo((1 - paid / onDemand) * 100, 4);
    expect(json.lostMinutes).toBeCloseTo(2.5, 6);
    expect(json.lostCost.usd).toBeCloseTo((2.5 / 60) * 0.4, 6);
    expect(ledger.markdown).toContain('#### Cost');
    expect(ledger.markdown).toContain('- Saved: 29.2 %');
    // The next attempt's advice comes with the ledger: 1 interruption in 2.18 h, C = 4.2 s.
    expect(ledger.markdown).toMatch(/Checkpoint interval: every 4 min/);
    expect(ledger.markdown).toContain('C = 4.2 s');
    expect(logger.lines.filter((line) => line.level === 'warning')).toEqual([]);
  });

  it('leaves out a run no launch record places, and says so', async () => {
    const store = await seeded();
    await store.deleteObject(historyKey('L', '101', 'launch'));
    const ledger = await finalizeLedger({
      history: await readLineageHistory(store, 'L'),
      userPrices: parseUserPrices(PRICES, 'prices'),
      logger: new RecordingLogger(),
      sourceFor: noPriceLists,
      storeUrl: store.url,
    });
    expect(JSON.parse(ledger.json ?? '{}')).toMatchObject({ attempts: [{ runId: 'L' }] });
    expect(ledger.markdown).toContain('Not priced: 101');
  });
});

describe('checkpoint-interval advice for the train step', () => {
  it("gives the trainer Young's interval from the lineage's interruptions and durable time", async () => {
    const store = await seeded();
    const advice = await trainAdvice(
      store,
      { lineage: 'L', runId: '102', attempt: 3 },
      new RecordingLogger(),
    );
    // sqrt(2 × 4.2 s × MTBF), MTBF = (3815 + 4025) s / 1 interruption.
    const expected = Math.round(Math.sqrt(2 * 4.2 * (3815 + 4025)));
    expect(advice.env).toEqual({ SPOT_TRAIN_SUGGESTED_CHECKPOINT_SECONDS: String(expected) });
    expect(advice.lines.join('\n')).toContain('from g5.xlarge in us-east-1a alone');
  });

  it('gives no interval, and says why, before any interruption', async () => {
    const store = await seeded();
    // Run L as if it had completed: no notice anywhere.
    for (const event of ['notice', 'attempt-ended'])
      await store.deleteObject(historyKey('L', 'L', event));
    const sealed = parseManifest((await store.readText(manifestKey('L', 'L'))) ?? '');
    if (typeof sealed === 'string') throw new Error(sealed);
    const completed = { ...sealed, state: 'completed' as const };
    delete completed.notice;
    await store.writeText(manifestKey('L', 'L'), serializeManifest(completed));
    const advice = await trainAdvice(
      store,
      { lineage: 'L', runId: 'L', attempt: 1 },
      new RecordingLogger(),
    );
    expect(advice.env).toEqual({});
    expect(advice.lines.join('\n')).toMatch(/no advice: no interruption observed yet/);
  });

  it('reaches the trainer, and a value the step sets itself wins', async () => {
    const run = async (env: NodeJS.ProcessEnv) => {
      const ws = await tempDir('advice-ws');
      const storeDir = `${ws}-store`;
      await mkdir(storeDir);
      await seedHistory(new FileStore(storeDir));
      const summary = await trainStep({
        ws,
        runId: '102',
        restartOf: '101',
        inputs: {
          run: 'echo "interval=${SPOT_TRAIN_SUGGESTED_CHECKPOINT_SECONDS:-none}" > seen.txt',
          outputs: 'out',
          store: `file://${storeDir}`,
          restart: 'false',
        },
        env,
      });
      return { seen: (await readFile(join(ws, 'seen.txt'), 'utf8')).trim(), summary };
    };
    const advised = await run({});
    const expected = Math.round(Math.sqrt(2 * 4.2 * (3815 + 4025)));
    expect(advised.seen).toBe(`interval=${expected}`);
    expect(advised.summary).toContain(`Checkpoint interval: every`);
    const own = await run({ SPOT_TRAIN_SUGGESTED_CHECKPOINT_SECONDS: '900' });
    expect(own.seen).toBe('interval=900');
  });
});

describe('the finalize mode', () => {
  it('writes the cost ledger into its summary and the cost output', async () => {
    const storeDir = await tempDir('finalize-ledger');
    await seedHistory(new FileStore(storeDir));
    const event = `${storeDir}-event.json`;
    await writeFile(event, JSON.stringify({ inputs: { _restart: 'L' } }));
    const outputs = new Map<string, string>();
    const summaries: string[] = [];
    await runMode('finalize', {
      getInput: inputsFrom({ mode: 'finalize', store: `file://${storeDir}`, prices: PRICES }),
      env: { GITHUB_RUN_ID: '101', GITHUB_EVENT_PATH: event, PATH: process.env.PATH },
      logger: new RecordingLogger(),
      clock: systemClock,
      setOutput: (name, value) => outputs.set(name, value),
      writeSummary: (text) => {
        summaries.push(text);
        return Promise.resolve();
      },
    });
    const cost = JSON.parse(outputs.get('cost') ?? '{}') as { cost?: { usd: number } };
    // Run 101's finalize record of the fixture stands: a record is written once.
    expect(cost.cost?.usd).toBeCloseTo(L_HOURS * 0.4 + R101_HOURS * 1.0, 6);
    const summary = summaries.join('\n');
    expect(summary).toContain('#### Cost');
    expect(summary).toMatch(/\| 1 \| aws \| g5\.xlarge \| us-east-1a \| spot \| 1\.06 \|/);
  });
});
