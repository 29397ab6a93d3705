import type { Readable } from 'node:stream';
import type {
  HeaderBag,
  HttpHandlerOptions,
  HttpRequest,
  HttpResponse,
  RequestHandler,
} from '@smithy/types';
import { Agent, errors } from 'undici';
import { headersToSend, requestTarget } from './sdk-request.js';

/**
 * How long a connection may be silent, waiting for response headers or
 * between two chunks of a body, before the request fails (and the SDK, or
 * the restore's own retry, tries again).
 */
const SILENCE_MS = 60_000;

/**
 * undici in place of node:http, for what the download client sends that its
 * own connections do not take (see s3-download-handler.ts): requests with a
 * body, and GETs answered without a Content-Length. Measured here on ranged
 * GETs of a 512 MiB object, node:http took a third more CPU per byte
 * received than undici. Everything above the transport (signing, retries,
 * error parsing) stays the SDK's.
 *
 * Uploads keep node:http: their part bodies write straight into the
 * ClientRequest to reuse their buffers (see ../file-part-body.ts).
 */
export class UndiciHttpHandler implements RequestHandler<
  HttpRequest,
  HttpResponse,
  HttpHandlerOptions
> {
  readonly metadata = { handlerProtocol: 'http/1.1' };
  private readonly agent = new Agent({
    headersTimeout: SILENCE_MS,
    bodyTimeout: SILENCE_MS,
  });

  async handle(
    request: HttpRequest,
    options: HttpHandlerOptions = {},
  ): Promise<{ response: HttpResponse }> {
    const port = request.port ? `:${request.port}` : '';
    try {
      const response = await this.agent.request({
        origin: `${request.protocol}//${request.hostname}${port}`,
        path: requestTarget(request),
        method: request.method,
        headers: headersToSend(request),
        body: (request.body as string | Uint8Array | Readable | undefined) ?? null,
        signal: (options.abortSignal as AbortSignal | undefined) ?? null,
      });
      return {
        response: {
          statusCode: response.statusCode,
          reason: response.statusText,
          headers: flatHeaders(response.headers),
          body: response.body,
        },
      };
    } catch (error) {
      throw retryable(error);
    }
  }

  updateHttpClientConfig(): void {
    // No setting of this transport is changed through the client.
  }

  httpHandlerConfigs(): Record<string, never> {
    return {};
  }

  destroy(): void {
    void this.agent.close();
  }
}

function flatHeaders(headers: Record<string, string | string[] | undefined>): HeaderBag {
  const flat: HeaderBag = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/**
 * undici names a dropped connection and a silent one with codes of its own;
 * the SDK retries only errors it recognises, so these become the Node.js
 * errors it does (ECONNRESET, TimeoutError), with undici's as the cause.
 */
function retryable(error: unknown): unknown {
  if (error instanceof errors.SocketError) {
    return Object.assign(new Error(`connection lost: ${error.message}`, { cause: error }), {
      code: 'ECONNRESET',
    });
  }
  if (error instanceof errors.HeadersTimeoutError || error instanceof errors.ConnectTimeoutError) {
    const timeout = new Error(`timed out: ${error.message}`, { cause: error });
    timeout.name = 'TimeoutError';
    return timeout;
  }
  return error;
}
