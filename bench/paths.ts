import { join, resolve } from 'node:path';

/** The repository root (this file runs from build/bench/bench/). */
export const ROOT = resolve(import.meta.dirname, '../../..');
export const WORK = join(ROOT, 'bench', '.work');
export const NODE = join(ROOT, 'node_modules/.bin/node');
export const DIST_MAIN = join(ROOT, 'dist/main.js');
export const DIST_CLI = join(ROOT, 'dist/cli.js');
export const MiB = 1 << 20;
/** Each supervisor run's length; BENCH_SECONDS changes it. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);

export { NO_CLOUD } from '../test/helpers/no-cloud.js';
