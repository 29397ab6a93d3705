import { RestError } from '@azure/arm-compute';

/** A string field of an ARM body, or undefined when it is missing or not a string. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * A failed ARM answer read through `pathUnchecked` (which throws nothing)
 * as a RestError like the SDK's own, so one error mapping serves both.
 */
export function restErrorOf(status: number, body: unknown, what: string): RestError {
  const error =
    typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  const fields =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const code = text(fields.code);
  return new RestError(text(fields.message) ?? `${what} answered HTTP ${status}`, {
    statusCode: status,
    ...(code === undefined ? {} : { code }),
  });
}
