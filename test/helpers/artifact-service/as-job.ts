import type { JobEnv } from './index.js';

/**
 * Runs `work` with a job's environment in process.env, then puts back what was
 * there: @actions/artifact reads its environment at call time, so whatever is
 * set while a call runs decides which job (and token) the service sees.
 */
export async function asJob<T>(env: Partial<JobEnv>, work: () => Promise<T>): Promise<T> {
  const saved = new Map<string, string | undefined>();
  for (const [key, value] of Object.entries(env)) {
    saved.set(key, process.env[key]);
    process.env[key] = value;
  }
  try {
    return await work();
  } finally {
    for (const [key, value] of saved) {
      if (value === undefined) Reflect.deleteProperty(process.env, key);
      else process.env[key] = value;
    }
  }
}
