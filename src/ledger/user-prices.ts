import { CLOUD_NAMES, type CloudName } from '../clouds/cloud.js';
import { UserError } from '../base/errors.js';

export type Market = 'spot' | 'on-demand';

/** Rates a user gave, by cloud, place (region or zone), type and market. */
export type UserPrices = ReadonlyMap<string, number>;

const CLOUDS: readonly string[] = CLOUD_NAMES;
const MARKETS: readonly string[] = ['spot', 'on-demand'];
const FORM =
  'CLOUD:REGION-OR-ZONE:TYPE:MARKET=USD-PER-HOUR, e.g. aws:us-east-1:g5.xlarge:spot=0.45';

export const userPriceKey = (
  cloud: CloudName,
  place: string,
  type: string,
  market: Market,
): string => `${cloud}:${place}:${type}:${market}`;

/**
 * The `prices` input: one rate a line, for what no price list answers
 * (private pricing, a discount). Blank lines and `#` comments are skipped.
 * A zone's rate beats its region's for the attempts that ran in that zone.
 */
export function parseUserPrices(text: string, inputName: string): UserPrices {
  const rates = new Map<string, number>();
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const where = `${inputName} line ${index + 1} "${line}"`;
    const match = /^([^:=\s]+):([^:=\s]+):([^:=\s]+):([^:=\s]+)\s*=\s*(\S+)$/.exec(line);
    if (!match) throw new UserError(`${where} is not ${FORM}`);
    const [, cloud = '', place = '', type = '', market = '', value = ''] = match;
    if (!CLOUDS.includes(cloud)) {
      throw new UserError(`${where}: cloud "${cloud}" is not one of ${CLOUDS.join(', ')}`);
    }
    if (!MARKETS.includes(market)) {
      throw new UserError(`${where}: market "${market}" is not one of ${MARKETS.join(', ')}`);
    }
    const rate = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || !(rate > 0)) {
      throw new UserError(`${where}: "${value}" is not a price in USD per hour, such as 0.45`);
    }
    const key = userPriceKey(cloud as CloudName, place, type, market as Market);
    if (rates.has(key)) throw new UserError(`${where}: a rate for ${key} is given twice`);
    rates.set(key, rate);
  });
  return rates;
}
