import { RestError } from '@azure/storage-blob';

/** Azure's error code (`BlobNotFound`, `ContainerNotFound`, ...), which a HEAD carries only in a header. */
export function azureErrorCode(error: unknown): string | undefined {
  if (!(error instanceof RestError)) return undefined;
  const details = error.details as { errorCode?: unknown } | undefined;
  const fromDetails = typeof details?.errorCode === 'string' ? details.errorCode : undefined;
  return error.code ?? fromDetails ?? error.response?.headers.get('x-ms-error-code');
}

export function azureStatus(error: unknown): number | undefined {
  return error instanceof RestError ? error.statusCode : undefined;
}

/**
 * A failed request as one line a person can act on: status, Azure's code and
 * the first line of its message (the rest is a request ID and a time). A
 * HEAD's RestError has an empty message, which alone would say nothing.
 */
export class AzureRequestError extends Error {
  override readonly name = 'AzureRequestError';
  readonly status: number | undefined;

  constructor(cause: RestError) {
    const code = azureErrorCode(cause);
    const status = cause.statusCode;
    const first = cause.message.split('\n')[0]?.trim() ?? '';
    super(
      [status === undefined ? undefined : `HTTP ${status}`, code, first]
        .filter((part) => part !== undefined && part !== '')
        .join(' ') || 'request failed',
      { cause },
    );
    this.status = status;
  }
}

/** What no retry fixes: a missing container, denied access, bad credentials. */
export function isPermanent(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  const status = cause instanceof AzureRequestError ? (cause.status ?? 0) : 0;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}
