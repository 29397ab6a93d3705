import type { Route } from './route.js';

/** GET /rate_limit, which GitHub answers for anyone and does not count. */
export const rateLimitRoute: Route = {
  operationId: 'rate-limit/get',
  requires: 'none',
  handle(_call, state) {
    const reset = Math.floor(state.now().getTime() / 1000) + 3600;
    // Fresh buckets: the emulator counts nothing down; rateLimitNext() fakes exhaustion.
    const bucket = (limit: number): object => ({ limit, used: 0, remaining: limit, reset });
    const coreBucket = bucket(5000);
    return {
      status: 200,
      json: {
        resources: {
          core: coreBucket,
          search: bucket(30),
          graphql: bucket(5000),
          actions_runner_registration: bucket(10000),
        },
        rate: coreBucket,
      },
    };
  },
};
