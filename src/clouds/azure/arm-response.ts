import { RestError } from '@azure/arm-compute';

/** A string field of an ARM body, or undefined when it is missing or not a string. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * A failed ARM answer read through `pathUnchecked` (which throws nothing)
 * as a RestError like the SDK's own, so one error mapping serves both.
 * Most providers wrap the error (`{"error": {"code", "message"}}`, ARM's
 * common ErrorResponse); the activity log's documented ErrorResponse has
 * `code` and `message` at the top: both are read.
 */
export function restErrorOf(status: number, body: unknown, what: string): RestError {
  const top = fieldsOf(body);
  const wrapped = fieldsOf(top.error);
  const fields =
    text(wrapped.code) !== undefined || text(wrapped.message) !== undefined ? wrapped : top;
  const code = text(fields.code);
  return new RestError(text(fields.message) ?? `${what} answered HTTP ${status}`, {
    statusCode: status,
    ...(code === undefined ? {} : { code }),
  });
}
