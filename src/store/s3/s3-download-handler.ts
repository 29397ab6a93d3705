import type { HttpHandlerOptions, HttpRequest, HttpResponse, RequestHandler } from '@smithy/types';
import { ConnectionPool } from '../http/connection-pool.js';
import type { ConnectionSettings, Origin } from '../http/raw-connection.js';
import { requestHead } from '../http/request-head.js';
import { UndiciHttpHandler } from './s3-undici-handler.js';
import { headersToSend, requestTarget } from './sdk-request.js';

/**
 * The transport of the S3 client that downloads objects. A GET goes out on
 * a connection of ../../http/, whose body a download writes to its file
 * through a few reused buffers (BodyReader.writeTo); everything above the
 * transport (signing, retries, error parsing) stays the SDK's. Requests with
 * a body, and responses not framed by a Content-Length (which an S3 server
 * sends for every object it serves), go through undici instead: the second
 * are asked for again there, which a GET allows.
 */
export class S3DownloadHandler implements RequestHandler<
  HttpRequest,
  HttpResponse,
  HttpHandlerOptions
> {
  readonly metadata = { handlerProtocol: 'http/1.1' };
  private readonly pool: ConnectionPool;
  private readonly undici = new UndiciHttpHandler();

  constructor(settings: ConnectionSettings = {}) {
    this.pool = new ConnectionPool(settings);
  }

  async handle(
    request: HttpRequest,
    options: HttpHandlerOptions = {},
  ): Promise<{ response: HttpResponse }> {
    const origin = originOf(request);
    if (request.method !== 'GET' || request.body !== undefined || !origin) {
      return this.undici.handle(request, options);
    }
    const host = request.port ? `${request.hostname}:${request.port}` : request.hostname;
    const { head, body } = await this.pool.request(
      origin,
      requestHead('GET', requestTarget(request), host, headersToSend(request)),
      options.abortSignal as AbortSignal | undefined,
    );
    if (!body) return this.undici.handle(request, options);
    return {
      response: { statusCode: head.status, reason: head.reason, headers: head.headers, body },
    };
  }

  updateHttpClientConfig(): void {
    // No setting of this transport is changed through the client.
  }

  httpHandlerConfigs(): Record<string, never> {
    return {};
  }

  destroy(): void {
    this.pool.close();
    this.undici.destroy();
  }
}

function originOf(request: HttpRequest): Origin | undefined {
  const { protocol, hostname } = request;
  if (protocol !== 'http:' && protocol !== 'https:') return undefined;
  const port = request.port ?? (protocol === 'https:' ? 443 : 80);
  // An IPv6 literal arrives in brackets, as in a URL; sockets take it bare.
  return { protocol, hostname: hostname.replace(/^\[(.*)\]$/, '$1'), port };
}
