import { CLOUD_TITLES, type CloudName } from '../clouds/cloud.js';
import { formatAmount, formatRate } from '../ledger/amount.js';
import type { Ledger } from '../ledger/cost-ledger.js';

const STORE_WORD: Readonly<Record<CloudName, string>> = {
  aws: 'S3',
  gcp: 'GCS',
  azure: 'Azure Blob',
};

/** Whether any attempt ran outside the store's cloud: only then does the ledger speak of egress. */
export const paysEgress = (ledger: Ledger): boolean =>
  ledger.rows.some((row) => row.egress !== undefined);

/**
 * The ledger's line on egress, or none when every attempt ran in the
 * store's cloud: what it cost, and what it is (each cloud's uploads and the
 * restores out of the store's cloud, at the published price per GB).
 */
export function egressLines(ledger: Ledger): string[] {
  const cloud = ledger.storeCloud;
  const rows = ledger.rows.filter((row) => row.egress !== undefined);
  if (cloud === undefined || rows.length === 0) return [];
  const parts: string[] = [];
  for (const from of new Set(rows.map((row) => row.usage.cloud))) {
    const own = rows.filter((row) => row.usage.cloud === from);
    const bytes = own.reduce((sum, row) => sum + (row.egress?.uploadedBytes ?? 0), 0);
    const price = own[0]?.egress?.uploadUsdPerGb ?? 0;
    parts.push(`${gb(bytes)} uploaded out of ${CLOUD_TITLES[from]} at ${formatRate(price, 'GB')}`);
  }
  const restored = rows.reduce((sum, row) => sum + (row.egress?.restoredBytes ?? 0), 0);
  const restorePrice = rows[0]?.egress?.restoreUsdPerGb ?? 0;
  parts.push(
    `${gb(restored)} restored out of ${CLOUD_TITLES[cloud]} at ${formatRate(restorePrice, 'GB')}`,
  );
  return [
    `- Egress to the ${STORE_WORD[cloud]} store: ${formatAmount(ledger.egressCost)}, part of what was paid (${parts.join('; ')})`,
  ];
}

/** Bytes as the egress prices count them: GB of 10^9 bytes. */
function gb(bytes: number): string {
  return `${(bytes / 1e9).toFixed(2)} GB`;
}
