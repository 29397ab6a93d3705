import * as core from '@actions/core';
import { actionLogger } from './action/logger.js';
import { actionState } from './action/state.js';
import { systemClock } from './base/clock.js';
import { describeError } from './base/errors.js';
import { runApi } from './github/github-api.js';
import { readRunContext } from './github/run-context.js';
import { readCloudEnvironment } from './settings/cloud-environment.js';
import { Input } from './settings/input-names.js';

/**
 * The post step: after a launch, removes what was not handed over to the
 * job (modes/post.ts); after a train step, stops a trainer that outlived it.
 */
export async function post(): Promise<void> {
  try {
    const { postLaunch, postTrain } = await import('./modes/post.js');
    const mode = actionState.mode();
    if (mode === 'train') {
      await postTrain(actionState.trainerPgid(), actionLogger);
      return;
    }
    if (mode !== 'launch') {
      actionLogger.info('spot-train post: nothing was started that needs cleaning up');
      return;
    }
    const clean = await postLaunch({
      launched: actionState.launched(),
      handedOver: actionState.handedOver(),
      github: async () => {
        const token = core.getInput(Input.runnerToken);
        if (token !== '') core.setSecret(token);
        const context = await readRunContext(process.env);
        const deps = { context, clock: systemClock, logger: actionLogger };
        return {
          // Three tries: the post step is the launch's last word, not worth minutes of retries.
          runnersApi: token === '' ? undefined : runApi(deps, token).withAttempts(3),
          repo: context.repo,
        };
      },
      clouds: readCloudEnvironment(process.env),
      logger: actionLogger,
    });
    if (!clean) core.setFailed('spot-train post: the launch left something behind; see above');
  } catch (error) {
    core.setFailed(`spot-train post: ${describeError(error)}`);
  }
}
