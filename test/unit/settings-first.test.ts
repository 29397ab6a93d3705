import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { inputsFrom } from '../helpers/inputs.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { runMode } from '../helpers/run-mode.js';
import { tempDir } from '../helpers/temp-dir.js';

const untouchable = () => {
  throw new Error('a side effect before the settings were checked');
};

/** Everything a mode could use to change the world fails the test. */
function deps(inputs: Record<string, string>, env: NodeJS.ProcessEnv) {
  return {
    getInput: inputsFrom(inputs),
    env,
    logger: new RecordingLogger(),
    clock: systemClock,
    setOutput: untouchable,
    writeSummary: untouchable,
    setSecret: untouchable,
    recordLaunched: untouchable,
    handOver: untouchable,
    onTrainerStart: untouchable,
  };
}

describe('a bad input stops a mode before it does anything', () => {
  it('launch: runner-sha256 with runner-version latest writes no succession record', async () => {
    const store = await tempDir('store');
    const event = join(await tempDir('event'), 'event.json');
    await writeFile(event, JSON.stringify({ inputs: { _restart: '1234' } }));
    const inputs = {
      cloud: 'aws',
      'instance-types': 'g5.xlarge',
      regions: 'us-east-1',
      image: 'ami-0123456789abcdef0',
      'runner-token': 'admin-token',
      'runner-sha256': 'a'.repeat(64),
      store: `file://${store}`,
    };
    const env = { GITHUB_EVENT_PATH: event, GITHUB_RUN_ID: '5678', GITHUB_REPOSITORY: 'o/r' };
    await expect(runMode('launch', deps(inputs, env))).rejects.toThrow(
      /^runner-sha256: pins the checksum of one runner release/,
    );
    expect(await readdir(store)).toEqual([]);
  });

  it('launch: an Azure option error comes before the runner is registered', async () => {
    const inputs = {
      cloud: 'azure',
      'instance-types': 'Standard_NC4as_T4_v3',
      regions: 'westeurope',
      image: 'a:b:c:latest',
      'runner-token': 'admin-token',
      'cloud-options': 'resource-group=ml\nsubnet-id=default',
    };
    await expect(runMode('launch', deps(inputs, { GITHUB_REPOSITORY: 'o/r' }))).rejects.toThrow(
      /^cloud-options: subnet-id "default" is not a subnet resource id/,
    );
  });

  it('train: outputs around the store create nothing in the store or the workspace', async () => {
    const ws = await tempDir('ws');
    const inputs = { run: 'echo step 1', outputs: '.', store: `file://${ws}/store` };
    await expect(runMode('train', deps(inputs, { GITHUB_WORKSPACE: ws }))).rejects.toThrow(
      /^outputs: ".*" is the same directory as working-directory/,
    );
    expect(await readdir(ws)).toEqual([]);
  });
});
