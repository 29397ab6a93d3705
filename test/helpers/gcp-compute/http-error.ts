// Compute Engine's JSON error body: {error: {code, message, errors: [{message,
// domain, reason}]}}, with the HTTP status as `code`. A body Google's front
// end cannot read (an unknown field, a value of the wrong JSON type) is
// refused before Compute sees it, so that error also carries the canonical
// status INVALID_ARGUMENT and a google.rpc.BadRequest naming the field.

export interface Reply {
  readonly status: number;
  readonly body: unknown;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
    private readonly violation?: string,
  ) {
    super(message);
  }

  static invalidArgument(message: string, field: string): HttpError {
    return new HttpError(400, 'invalid', message, field);
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
          ...(this.violation === undefined
            ? {}
            : {
                status: 'INVALID_ARGUMENT',
                details: [
                  {
                    '@type': 'type.googleapis.com/google.rpc.BadRequest',
                    fieldViolations: [{ field: this.violation, description: this.message }],
                  },
                ],
              }),
        },
      },
    };
  }
}
