// Compute Engine's JSON error body: {error: {code, message, errors: [{message,
// domain, reason}]}}, with the HTTP status as `code`.

export interface Reply {
  readonly status: number;
  readonly body: unknown;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }

  static invalid(message: string): HttpError {
    return new HttpError(400, 'invalid', message);
  }

  reply(): Reply {
    return {
      status: this.status,
      body: {
        error: {
          code: this.status,
          message: this.message,
          errors: [{ message: this.message, domain: 'global', reason: this.reason }],
        },
      },
    };
  }
}
