import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import type { PipeHolder } from '../base/pipe-holders.js';
import { trainerBaseEnv } from '../base/thread-pool.js';
import type { AttemptParams } from './attempt-types.js';
import type { ProgressTracker } from './progress.js';
import { saysResumed } from './progress-forms.js';
import type { Escalation } from './stop-trainer.js';
import { TrainerProcess } from './trainer-process.js';

/** Starts the trainer in the attempt's environment, its lines fed to the progress tracker. */
export function startTrainer(params: AttemptParams, progress: ProgressTracker): TrainerProcess {
  return TrainerProcess.start({
    command: params.command,
    cwd: params.cwd,
    env: trainerEnv(params),
    onLine: (line) => onTrainerLine(params, progress, line),
    onOutputHeld: (holders) => params.logger.warning(heldOutputWarning(holders)),
    ...(params.hostsRendezvous === undefined ? {} : { hostsRendezvous: params.hostsRendezvous }),
    ...(params.leavesGang ? { leavesGang: params.leavesGang } : {}),
    ...(params.stdout ? { stdout: params.stdout } : {}),
    ...(params.stderr ? { stderr: params.stderr } : {}),
  });
}

/** Feeds the progress tracker, and tells the milestones when the first step and each new one show. */
function onTrainerLine(params: AttemptParams, progress: ProgressTracker, line: string): void {
  const before = progress.current();
  progress.onLine(line);
  if (params.milestones?.resumeSaid && saysResumed(line))
    params.milestones.resumeSaid(params.clock.now());
  const after = progress.current();
  if (after.lastStep === before.lastStep) return;
  const at = params.clock.now();
  if (before.firstStep === undefined && after.firstStep !== undefined) {
    params.milestones?.firstStep?.(after.firstStep, at);
  }
  params.milestones?.step?.(after, at);
}

function heldOutputWarning(holders: readonly PipeHolder[]): string {
  const who =
    holders.length === 0
      ? 'a process outside its process group'
      : holders.map((h) => `pid ${h.pid}${h.command ? ` (${h.command})` : ''}`).join(', ');
  return `the trainer exited, but its output is still held open by ${who}; spot-train stopped reading it and carries on (that process was started in a session of its own, so it is not stopped here)`;
}

/** Processes the trainer left in its group (a stray data loader, a daemon) are stopped too. */
export async function stopLeftovers(
  trainer: TrainerProcess,
  clock: Clock,
  logger: Logger,
): Promise<Escalation> {
  if (!trainer.groupAlive()) return 'none';
  logger.warning('the trainer exited but left processes in its group; stopping them');
  trainer.signalGroup('SIGTERM');
  for (const until = clock.now() + 5000; clock.now() < until; await clock.sleep(100)) {
    if (!trainer.groupAlive()) return 'SIGTERM';
  }
  trainer.signalGroup('SIGKILL');
  return 'SIGKILL';
}

function trainerEnv(params: AttemptParams): NodeJS.ProcessEnv {
  return {
    // Python buffers stdout when it is a pipe; progress would arrive in bursts.
    PYTHONUNBUFFERED: '1',
    ...trainerBaseEnv(params.env),
    SPOT_TRAIN_RESTART_DIR: params.restartDir,
    SPOT_TRAIN_OUTPUTS_DIR: params.outputsDir,
    SPOT_TRAIN_ATTEMPT: String(params.identity.attempt),
    SPOT_TRAIN_LINEAGE: params.identity.lineage,
    SPOT_TRAIN_RUN_ID: params.identity.runId,
    SPOT_TRAIN_NOTICE_FILE: params.noticeFile,
    ...(params.warningFile ? { SPOT_TRAIN_WARNING_FILE: params.warningFile } : {}),
  };
}
