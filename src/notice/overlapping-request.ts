import { metadataRequest, type MetadataRequest, type MetadataResponse } from './metadata-http.js';

export interface OverlapOptions {
  /** How long an answer is waited for before the same request goes again, beside it. */
  readonly patienceMs: number;
  /** Requests in flight at most. */
  readonly most: number;
}

/**
 * A metadata request that one hung answer cannot hold up. A server that
 * holds a request (seen: Azure's IMDS for seconds at a time) would keep a
 * poll from learning of a notice until that request timed out, 10 s later;
 * here, while no answer has come for `patienceMs`, the same request is sent
 * again on a connection of its own, up to `most` at once. The first answer
 * wins and the rest are given up; it fails only when every one sent failed.
 */
export function overlappingRequest(
  url: string,
  options: MetadataRequest,
  overlap: OverlapOptions,
): Promise<MetadataResponse> {
  return new Promise((resolve, reject) => {
    const done = new AbortController();
    const outer = options.signal;
    const onAbort = (): void => done.abort();
    outer?.addEventListener('abort', onAbort, { once: true });
    let inFlight = 0;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (): void => {
      settled = true;
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
      done.abort();
    };
    const send = (fresh: boolean): void => {
      inFlight++;
      metadataRequest(url, { ...options, signal: done.signal, freshConnection: fresh }).then(
        (response) => {
          if (settled) return;
          finish();
          resolve(response);
        },
        (error: unknown) => {
          inFlight--;
          if (settled || inFlight > 0) return;
          finish();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
      if (inFlight < overlap.most)
        timer = setTimeout(() => {
          if (!settled) send(true);
        }, overlap.patienceMs);
    };
    send(false);
  });
}
