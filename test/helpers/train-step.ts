import { writeFile } from 'node:fs/promises';
import { systemClock } from '../../src/base/clock.js';
import { runMode } from './run-mode.js';
import { inputsFrom } from './inputs.js';
import { RecordingLogger } from './recording-logger.js';

/**
 * One train step in this process, as the action runs it in workflow run
 * `runId` (a `_restart` of `restartOf`), workspace and runner temp `ws`;
 * returns the job summary it wrote.
 */
export async function trainStep(params: {
  readonly ws: string;
  readonly runId: string;
  readonly restartOf: string;
  readonly inputs: Record<string, string>;
  readonly env?: NodeJS.ProcessEnv;
}): Promise<string> {
  const event = `${params.ws}-event.json`;
  await writeFile(event, JSON.stringify({ inputs: { _restart: params.restartOf } }));
  const summaries: string[] = [];
  await runMode('train', {
    getInput: inputsFrom(params.inputs),
    env: {
      GITHUB_WORKSPACE: params.ws,
      RUNNER_TEMP: params.ws,
      GITHUB_RUN_ID: params.runId,
      GITHUB_EVENT_PATH: event,
      PATH: process.env.PATH,
      ...params.env,
    },
    logger: new RecordingLogger(),
    clock: systemClock,
    setOutput: () => undefined,
    writeSummary: (text) => {
      summaries.push(text);
      return Promise.resolve();
    },
    onTrainerStart: () => undefined,
  });
  return summaries.join('\n');
}
