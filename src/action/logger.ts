import * as core from '@actions/core';
import { flatGroups, type Logger } from '../base/log.js';

/** Logs through the runner: warnings and notices become annotations on the run. */
export const actionLogger: Logger = {
  info: (message) => core.info(message),
  warning: (message) => core.warning(message),
  error: (message) => core.error(message),
  debug: (message) => core.debug(message),
  notice: (message) => core.notice(message),
  group: flatGroups(core.startGroup, core.endGroup),
};
