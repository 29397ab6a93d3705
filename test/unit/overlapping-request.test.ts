import { afterEach, describe, expect, it } from 'vitest';
import { overlappingRequest } from '../../src/notice/overlapping-request.js';
import { startServer, type LocalServer } from '../helpers/imds/server.js';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A metadata server that holds the first `held` requests without answering, and answers the rest. */
async function holding(held: number): Promise<LocalServer> {
  let seen = 0;
  server = await startServer((_req, res) => {
    if (++seen <= held) return;
    res.end('{"Events":[]}');
  });
  return server;
}

describe('a metadata request past a hung answer', () => {
  it('is answered by a request sent beside the held one, within its patience', async () => {
    const { url } = await holding(2);
    const started = Date.now();
    const response = await overlappingRequest(
      url,
      { timeoutMs: 10_000 },
      { patienceMs: 100, most: 10 },
    );
    expect(response.body).toBe('{"Events":[]}');
    // Two held, the third answered: about 200 ms, not the 10 s timeout.
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('fails at once when the only request fails, without waiting its patience', async () => {
    const started = Date.now();
    await expect(
      overlappingRequest(
        'http://127.0.0.1:9/',
        { timeoutMs: 5_000 },
        { patienceMs: 3_000, most: 3 },
      ),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('fails once every request it sent has timed out', async () => {
    const { url } = await holding(100);
    await expect(
      overlappingRequest(url, { timeoutMs: 300 }, { patienceMs: 100, most: 3 }),
    ).rejects.toThrow();
    expect(server?.requests.length).toBe(3);
  });
});
