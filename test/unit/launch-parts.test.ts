import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { CapacityError, type LaunchingCloud, type Rung } from '../../src/clouds/cloud.js';
import { GitHubApi } from '../../src/github/github-api.js';
import { runnerRelease } from '../../src/github/runner-release.js';
import { oneCloud } from '../../src/launch/rung-launcher.js';
import { climbLadder, ladderRungs } from '../../src/launch/ladder.js';
import { vmLabels } from '../../src/clouds/labels.js';
import { RecordingLogger } from '../helpers/recording-logger.js';

describe('the launch ladder', () => {
  it('tries every type in every zone of each region, spot everywhere before on-demand', () => {
    const rungs = ladderRungs({
      ladders: [
        {
          cloud: 'aws',
          instanceTypes: ['g5.xlarge', 'g6.xlarge'],
          zones: ['us-east-1a', 'us-east-1b', 'us-west-2a'],
          regions: ['us-east-1', 'us-west-2'],
        },
      ],
      onDemandFallback: true,
      onDemandOnly: false,
    });
    const text = rungs.map((r) => `${r.market} ${r.instanceType} ${r.zone ?? r.region}`);
    expect(text.slice(0, 6)).toEqual([
      'spot g5.xlarge us-east-1a',
      'spot g5.xlarge us-east-1b',
      'spot g6.xlarge us-east-1a',
      'spot g6.xlarge us-east-1b',
      'spot g5.xlarge us-west-2a',
      'spot g6.xlarge us-west-2a',
    ]);
    expect(text.slice(6).every((t) => t.startsWith('on-demand'))).toBe(true);
    expect(text).toHaveLength(12);
  });

  it('applies subnets and Azure zone numbers to every region, and lets the cloud choose without zones', () => {
    const subnets = ladderRungs({
      ladders: [
        {
          cloud: 'aws',
          instanceTypes: ['t'],
          zones: ['subnet-abcdef12', '2'],
          regions: ['eu-west-1', 'westeurope'],
        },
      ],
      onDemandFallback: false,
      onDemandOnly: false,
    });
    expect(subnets.map((r) => `${r.region}/${r.zone ?? ''}`)).toEqual([
      'eu-west-1/subnet-abcdef12',
      'eu-west-1/2',
      'westeurope/subnet-abcdef12',
      'westeurope/2',
    ]);
    const anywhere = ladderRungs({
      ladders: [{ cloud: 'aws', instanceTypes: ['t'], zones: [], regions: ['eu-west-1'] }],
      onDemandFallback: false,
      onDemandOnly: true,
    });
    expect(anywhere).toEqual([
      { cloud: 'aws', instanceType: 't', region: 'eu-west-1', market: 'on-demand' },
    ]);
  });

  it('moves on only for capacity, and stops at the first other error', async () => {
    const tried: Rung[] = [];
    const cloud = {
      name: 'aws',
      launch: (_spec: unknown, rung: Rung) => {
        tried.push(rung);
        if (rung.instanceType === 'a') return Promise.reject(new CapacityError('no a here'));
        if (rung.instanceType === 'b') return Promise.reject(new Error('quota used up'));
        return Promise.resolve({
          instance: { cloud: 'aws', id: 'i-1' },
          instanceType: 'c',
          market: 'spot',
        });
      },
    } as unknown as LaunchingCloud;
    const spec = {} as never;
    const rung = (instanceType: string): Rung => ({
      cloud: 'aws',
      instanceType,
      region: 'r',
      market: 'spot',
    });
    const climbed = await climbLadder(
      oneCloud(cloud, spec),
      [rung('a'), rung('c')],
      new RecordingLogger(),
    );
    expect(climbed.skipped).toEqual([
      { rung: rung('a'), reason: 'no a here', at: expect.any(Number) as number },
    ]);
    await expect(
      climbLadder(oneCloud(cloud, spec), [rung('b'), rung('c')], new RecordingLogger()),
    ).rejects.toThrow('quota used up');
    expect(tried.map((r) => r.instanceType)).toEqual(['a', 'c', 'b']);
  });

  it('labels VMs in a form every cloud accepts', () => {
    const labels = vmLabels({
      repository: 'Acme/Train.Models',
      runId: '123',
      runAttempt: '2',
      restartOf: '100',
      name: 'spot-train-123-2-ab12',
      expiresAt: Date.parse('2026-12-01T00:00:00Z'),
    });
    for (const [key, value] of Object.entries(labels)) {
      expect(key).toMatch(/^[a-z][a-z0-9_-]{0,62}$/);
      expect(value).toMatch(/^[a-z0-9_-]{0,63}$/);
    }
    expect(labels['spot-train-repo']).toBe('acme-train-models');
    expect(labels['spot-train-expires']).toBe('1796083200');
  });
});

describe('runnerRelease', () => {
  async function releases(body: object) {
    const server = createServer((req, res) => {
      res.writeHead(req.url?.includes('/repos/actions/runner/releases/') ? 200 : 404, {
        'content-type': 'application/json',
      });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const api = new GitHubApi({
      token: 't',
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      clock: systemClock,
      logger: new RecordingLogger(),
    });
    return { api, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it('takes the checksum from the asset digest, or else from the release notes', async () => {
    const sha = 'c'.repeat(64);
    const byDigest = await releases({
      tag_name: 'v2.330.0',
      assets: [{ name: 'actions-runner-linux-arm64-2.330.0.tar.gz', digest: `sha256:${sha}` }],
    });
    try {
      expect(await runnerRelease(byDigest.api, 'latest', 'arm64')).toEqual({
        version: '2.330.0',
        sha256: sha,
      });
    } finally {
      await byDigest.close();
    }
    const byNotes = await releases({
      tag_name: 'v2.329.0',
      body: `notes\n<!-- BEGIN SHA linux-x64 -->${'d'.repeat(64)}<!-- END SHA linux-x64 -->`,
      assets: [],
    });
    try {
      expect(await runnerRelease(byNotes.api, '2.329.0', 'x64')).toEqual({
        version: '2.329.0',
        sha256: 'd'.repeat(64),
      });
      await expect(runnerRelease(byNotes.api, '2.329.0', 'arm64')).rejects.toThrow(
        'set runner-sha256',
      );
    } finally {
      await byNotes.close();
    }
  });
});

describe('a ladder across clouds', () => {
  it('tries every spot rung of each cloud, in the order of the clouds, before any on-demand rung', () => {
    const rungs = ladderRungs({
      ladders: [
        { cloud: 'aws', instanceTypes: ['g6.xlarge'], zones: [], regions: ['us-east-1'] },
        {
          cloud: 'gcp',
          instanceTypes: ['g2-standard-8'],
          zones: ['us-central1-a', 'us-central1-b'],
          regions: ['us-central1'],
        },
      ],
      onDemandFallback: true,
      onDemandOnly: false,
    });
    expect(rungs.map((r) => `${r.market} ${r.cloud} ${r.zone ?? r.region}`)).toEqual([
      'spot aws us-east-1',
      'spot gcp us-central1-a',
      'spot gcp us-central1-b',
      'on-demand aws us-east-1',
      'on-demand gcp us-central1-a',
      'on-demand gcp us-central1-b',
    ]);
  });
});
