import { describe, expect, it } from 'vitest';
import { readLineageHistory } from '../../src/history/read-history.js';
import { parseUserPrices } from '../../src/ledger/user-prices.js';
import { finalizeLedger } from '../../src/modes/finalize-ledger.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { gangChangesPrefix } from '../../src/store/layout.js';
import { G0, seedElasticHistory } from '../helpers/elastic-history.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

/*
 * The fixture's lineage G, an elastic gang of 3 on spot g5.xlarge at $0.40
 * a VM-hour: run G short 5 node-minutes (node 2 gone from G0-1800 s to its
 * replacement's join at G0-1500 s), then interrupted by node 0's notice,
 * last durable at G0-30 s; run 201 short 5 node-minutes, completed.
 */
const PRICES = 'aws:us-east-1:g5.xlarge:spot=0.40\naws:us-east-1:g5.xlarge:on-demand=1.00';

interface LedgerJson {
  attempts: {
    runId: string;
    short: { reclaims: number; nodeMinutes: number; stallNodeMinutes: number } | null;
  }[];
  lostMinutes: number;
  shortReclaims: number;
  shortNodeMinutes: number;
  shortCost: { usd: number };
}

async function ledgerOf(store: FileStore) {
  const ledger = await finalizeLedger({
    history: await readLineageHistory(store, 'G'),
    userPrices: parseUserPrices(PRICES, 'prices'),
    logger: new RecordingLogger(),
    sourceFor: () => Promise.reject(new Error('a price list was asked')),
    storeUrl: store.url,
  });
  return { markdown: ledger.markdown, json: JSON.parse(ledger.json ?? '{}') as LedgerJson };
}

async function seeded(): Promise<FileStore> {
  const store = new FileStore(await tempDir('ledger-elastic'));
  await seedElasticHistory(store);
  return store;
}

describe("the cost ledger of an elastic gang's reclaims", () => {
  it('counts the reclaims the gang trained on through and prices the node-minutes short, apart from the work lost', async () => {
    const { markdown, json } = await ledgerOf(await seeded());
    expect(json.attempts.map((row) => [row.runId, row.short?.reclaims])).toEqual([
      ['G', 1],
      ['201', 1],
    ]);
    expect(json.attempts[0]?.short?.nodeMinutes).toBeCloseTo(5, 6);
    expect(json.shortReclaims).toBe(2);
    expect(json.shortNodeMinutes).toBeCloseTo(10, 6);
    expect(json.shortCost.usd).toBeCloseTo((10 / 60) * 0.4, 6);
    // Node 0's notice still costs the whole gang its work since the last save.
    expect(json.lostMinutes).toBeCloseTo(2.5, 6);
    expect(markdown).toContain(
      '- Reclaims an elastic gang trained on through: 2, 10.0 node-min short of its size, $0.07',
    );
    expect(markdown).toMatch(/\| 3 min, \$[\d.]+; 5\.0 node-min short, \$0\.03 \|/);
  });

  it('never counts a minute both short and lost: time short ends where the interruption’s lost work begins', async () => {
    const store = await seeded();
    // No replacement joined in run G: node 2 is missing until node 0's notice.
    await store.deleteObject(`${gangChangesPrefix('G', 'G')}joined-3.json`);
    const { json } = await ledgerOf(store);
    // From G0-1800 s to the last durable save at G0-30 s, not to the attempt's end at G0+40 s.
    expect(json.attempts[0]?.short?.nodeMinutes).toBeCloseTo(1770 / 60, 6);
  });

  it("counts the gang standing still while it re-formed, from node 0's training-again records", async () => {
    const store = await seeded();
    const trained = (after: 'left' | 'joined', seconds: number, atSeconds: number) =>
      store.writeText(
        `${gangChangesPrefix('G', 'G')}trained-${after}-${after === 'left' ? 2 : 3}.json`,
        `${JSON.stringify({
          kind: 'trained',
          node: after === 'left' ? 2 : 3,
          after,
          seconds,
          at: new Date(G0 + atSeconds * 1000).toISOString(),
        })}\n`,
      );
    // 12 s after node 2 left (2 nodes then), 6 s after node 3 joined (3 nodes then).
    await trained('left', 12, -1788);
    await trained('joined', 6, -1494);
    const { markdown, json } = await ledgerOf(store);
    const stall = (2 * 12 + 3 * 6) / 60;
    expect(json.attempts[0]?.short?.stallNodeMinutes).toBeCloseTo(stall, 6);
    expect(json.attempts[0]?.short?.nodeMinutes).toBeCloseTo(5, 6);
    expect(json.shortCost.usd).toBeCloseTo(((10 + stall) / 60) * 0.4, 6);
    expect(markdown).toContain(
      '- Reclaims an elastic gang trained on through: 2, 10.0 node-min short of its size and 0.7 node-min standing still while it re-formed, $0.07',
    );
    const history = await readLineageHistory(store, 'G');
    const changes = history.find((run) => run.runId === 'G')?.gang?.changes ?? [];
    expect(changes.map((change) => change.kind)).toEqual([
      'left',
      'asked',
      'trained',
      'joined',
      'trained',
    ]);
  });
});
