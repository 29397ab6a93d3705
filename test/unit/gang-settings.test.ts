import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readTrainSettings } from '../../src/settings/train.js';
import { inputsFrom } from '../helpers/inputs.js';

const train = { run: 'torchrun train.py', store: 'file:///tmp/spot-train-store' };
const readGang = (inputs: Record<string, string>) =>
  readTrainSettings(inputsFrom({ ...train, ...inputs }), tmpdir()).gang;

describe('a train step in a gang', () => {
  it('is one node at rank 0 unless nodes says more', () => {
    expect(readGang({})).toEqual({ nodes: 1, nodeRank: 0 });
  });

  it('takes its rank and node 0’s rendezvous address', () => {
    expect(readGang({ nodes: '4', 'node-rank': '3', rendezvous: '10.0.1.15:29500' })).toEqual({
      nodes: 4,
      nodeRank: 3,
      rendezvous: { host: '10.0.1.15', port: 29500 },
    });
    expect(readGang({ nodes: '2', 'node-rank': '1', rendezvous: '[fd00::5]:29400' })).toEqual({
      nodes: 2,
      nodeRank: 1,
      rendezvous: { host: 'fd00::5', port: 29400 },
    });
  });

  it('names the missing or bad input and how to fill it', () => {
    expect(() => readGang({ nodes: '2', rendezvous: '10.0.0.1:29500' })).toThrow(
      'node-rank: required with nodes: 2; pass the matrix value, e.g. node-rank: ${{ matrix.rank }}',
    );
    expect(() => readGang({ nodes: '2', 'node-rank': '1' })).toThrow(
      'rendezvous: required with nodes: 2; pass the launch step',
    );
    expect(() => readGang({ nodes: '2', 'node-rank': '2', rendezvous: 'h:1' })).toThrow(
      'node-rank: "2" is not valid; expected a whole number from 0 to 1',
    );
    expect(() => readGang({ nodes: '0' })).toThrow('nodes: "0" is not valid');
    expect(() => readGang({ nodes: '2', 'node-rank': '0', rendezvous: '10.0.0.1' })).toThrow(
      'rendezvous: "10.0.0.1" is not host:port',
    );
    // The next port carries spot-train's own notices.
    expect(() => readGang({ nodes: '2', 'node-rank': '0', rendezvous: 'h:65535' })).toThrow(
      'a port from 1 to 65534',
    );
    expect(() => readGang({ nodes: '2', 'node-rank': '0', rendezvous: 'a b:1' })).toThrow(
      'rendezvous: "a b:1" is not host:port',
    );
  });

  it('is elastic with min-nodes below nodes, and names a min-nodes it cannot take', () => {
    const gang = { nodes: '4', 'node-rank': '1', rendezvous: '10.0.1.15:29500' };
    expect(readGang({ ...gang, 'min-nodes': '2' })).toMatchObject({ nodes: 4, minNodes: 2 });
    // min-nodes equal to nodes is the whole gang or none, as without it.
    expect(readGang({ ...gang, 'min-nodes': '4' })).not.toHaveProperty('minNodes');
    expect(() => readGang({ ...gang, 'min-nodes': '5' })).toThrow(
      'min-nodes: "5" is not valid; expected a whole number from 1 to 4',
    );
    expect(() => readGang({ ...gang, 'min-nodes': '0' })).toThrow('min-nodes: "0" is not valid');
    expect(() => readGang({ ...gang, 'min-nodes': 'two' })).toThrow(
      'min-nodes: "two" is not valid',
    );
  });

  it('refuses an artifact store, which serves one job', () => {
    expect(() =>
      readGang({ nodes: '2', 'node-rank': '0', rendezvous: 'h:29500', store: 'artifact://ckpt' }),
    ).toThrow('store: an artifact store serves one VM; a gang of 2 needs s3://BUCKET/PREFIX');
  });

  it('refuses retention, which one node would apply to objects the others still name', () => {
    expect(() =>
      readGang({ nodes: '2', 'node-rank': '0', rendezvous: 'h:29500', retention: '3' }),
    ).toThrow('retention: not supported with nodes: 2 yet');
  });
});
