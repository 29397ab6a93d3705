import { tmpdir } from 'node:os';
import type { InputReader, Mode } from '../../src/settings/input-names.js';
import { readFinalizeSettings } from '../../src/settings/finalize.js';
import { readJanitorSettings } from '../../src/settings/janitor.js';
import { readLaunchSettings } from '../../src/settings/launch.js';
import { readTrainSettings } from '../../src/settings/train.js';
import { readWarmSettings } from '../../src/settings/warm.js';

const ENV = {
  GITHUB_REPOSITORY: 'acme/train',
  GITHUB_RUN_ID: '100',
  GITHUB_RUN_ATTEMPT: '1',
  HOME: '/home/runner',
  RUNNER_TEMP: tmpdir(),
  // As configure-aws-credentials sets it: launch then takes its region from here.
  AWS_REGION: 'us-east-1',
};

/** Each mode's settings, read as its step would read them. */
export const READ_SETTINGS: Record<Mode, (get: InputReader) => unknown> = {
  launch: (get) => readLaunchSettings(get, ENV, tmpdir()),
  train: (get) => readTrainSettings(get, tmpdir(), undefined, tmpdir(), ENV),
  finalize: (get) => readFinalizeSettings(get, ENV, tmpdir()),
  janitor: (get) => readJanitorSettings(get, ENV),
  warm: (get) => readWarmSettings(get, ENV, tmpdir()),
};

const CLOUD_OPTIONS: Record<string, string> = {
  aws: 'security-group-ids=sg-0abc\ninstance-profile=spot-train-vm',
  gcp: 'project=my-project\nservice-account=vm@my-project.iam.gserviceaccount.com',
  azure: [
    'resource-group=rg',
    'subnet-id=/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg/providers/Microsoft.Network/virtualNetworks/v/subnets/s',
  ].join('\n'),
};

/**
 * Valid `with:` blocks for each mode, together taking every branch that
 * reads an input: each cloud, one node and a gang, a store of each kind.
 */
export const MODE_FIXTURES: Record<Mode, readonly Record<string, string>[]> = {
  launch: (['aws', 'gcp', 'azure'] as const).flatMap((cloud) =>
    ['1', '2'].map((nodes) => ({
      cloud,
      nodes,
      'instance-types':
        cloud === 'aws' ? 'g5.xlarge' : cloud === 'gcp' ? 'g2-standard-4' : 'Standard_NC4as_T4_v3',
      regions: cloud === 'aws' ? 'us-east-1' : cloud === 'gcp' ? 'us-central1' : 'eastus',
      image:
        cloud === 'aws'
          ? 'ami-0abc'
          : cloud === 'gcp'
            ? 'projects/p/global/images/i'
            : 'Canonical:ubuntu-24_04-lts:server:latest',
      'cloud-options': CLOUD_OPTIONS[cloud] ?? '',
      'runner-token': 'runner-token',
      'github-token': 'github-token',
      store: 's3://bucket/runs',
    })),
  ),
  train: [
    { run: 'python train.py', store: 's3://bucket/runs' },
    {
      run: 'torchrun train.py',
      store: 'gs://bucket/runs',
      nodes: '2',
      'node-rank': '1',
      rendezvous: '10.0.0.4:29400',
      cloud: 'gcp',
    },
  ],
  finalize: (['aws', 'gcp', 'azure'] as const).flatMap((cloud) =>
    [{}, { 'instance-id': 'vm-1', region: 'r1', zone: 'r1-a' }].map((vm) => ({
      ...vm,
      cloud,
      store: 's3://bucket/runs',
      regions: cloud === 'aws' ? 'us-east-1' : cloud === 'gcp' ? 'us-central1' : 'eastus',
      'cloud-options': CLOUD_OPTIONS[cloud] ?? '',
      'github-token': 'github-token',
      'runner-token': 'runner-token',
      'train-job': 'failure',
    })),
  ),
  janitor: (['aws', 'gcp', 'azure'] as const).map((cloud) => ({
    cloud,
    regions: cloud === 'aws' ? 'us-east-1' : cloud === 'gcp' ? 'us-central1' : 'eastus',
    'cloud-options': CLOUD_OPTIONS[cloud] ?? '',
    'github-token': 'github-token',
    'runner-token': 'runner-token',
  })),
  warm: [{ 'cache-paths': '~/.cache/huggingface', 'cache-key': 'hf-v1' }],
};
