import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/base/errors.js';
import { parseUserPrices } from '../../src/ledger/user-prices.js';
import { readFinalizeSettings } from '../../src/settings/finalize.js';
import { inputsFrom } from '../helpers/inputs.js';

describe('the prices input', () => {
  it('reads one rate a line, skipping blanks and comments', () => {
    const prices = parseUserPrices(
      '# private pricing\naws:us-east-1:g5.xlarge:spot=0.45\n\n  gcp:us-central1-a:n2-standard-8:on-demand = 0.30  \n',
      'prices',
    );
    expect([...prices]).toEqual([
      ['aws:us-east-1:g5.xlarge:spot', 0.45],
      ['gcp:us-central1-a:n2-standard-8:on-demand', 0.3],
    ]);
  });

  it.each([
    [
      'aws:us-east-1:g5.xlarge=0.45',
      'prices line 2 "aws:us-east-1:g5.xlarge=0.45" is not CLOUD:REGION-OR-ZONE:TYPE:MARKET=USD-PER-HOUR',
    ],
    [
      'oci:us-east-1:g5.xlarge:spot=0.45',
      'prices line 2 "oci:us-east-1:g5.xlarge:spot=0.45": cloud "oci" is not one of aws, gcp, azure',
    ],
    ['aws:us-east-1:g5.xlarge:reserved=0.45', 'market "reserved" is not one of spot, on-demand'],
    ['aws:us-east-1:g5.xlarge:spot=$0.45', '"$0.45" is not a price in USD per hour, such as 0.45'],
    ['aws:us-east-1:g5.xlarge:spot=0', '"0" is not a price in USD per hour'],
    ['aws:us-east-1:g5.xlarge:spot=0.5', 'a rate for aws:us-east-1:g5.xlarge:spot is given twice'],
  ])('refuses %s, naming the line', (line, message) => {
    const parse = () => parseUserPrices(`aws:us-east-1:g5.xlarge:spot=0.45\n${line}`, 'prices');
    expect(parse).toThrow(UserError);
    expect(parse).toThrow(message);
  });

  it('is read with the finalize inputs, so a bad line fails before finalize does anything', () => {
    const inputs = { store: 'file:///tmp/store', prices: 'aws:us-east-1:g5.xlarge:spot=0.45' };
    expect([...readFinalizeSettings(inputsFrom(inputs)).userPrices.values()]).toEqual([0.45]);
    expect(() => readFinalizeSettings(inputsFrom({ ...inputs, prices: 'g5.xlarge=0.45' }))).toThrow(
      'prices line 1 "g5.xlarge=0.45" is not CLOUD:REGION-OR-ZONE:TYPE:MARKET=USD-PER-HOUR',
    );
  });
});
