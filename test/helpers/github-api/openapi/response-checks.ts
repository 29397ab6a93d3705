import { checkSchema, type ResolveRef } from './json-schema.js';
import type { Operation } from './operations.js';

/** What the emulator is about to send, in the terms the description uses. */
export interface OutgoingResponse {
  readonly status: number;
  /** Undefined for an empty body. */
  readonly json: unknown;
  /** True when the body is not JSON (a raw file), which no schema describes. */
  readonly raw: boolean;
}

// Error bodies GitHub sends on every operation, though most operations do not
// list them: basic-error for 4xx/5xx, validation-error for 422.
const undeclaredErrorSchemas: Record<number, string> = {
  422: '#/components/schemas/validation-error',
};
const basicError = '#/components/schemas/basic-error';

/**
 * The emulator's self-check: every response it sends must fit the schema the
 * description gives for that operation and status, so the emulator cannot
 * drift into answers GitHub never gives. Returns one message per mismatch.
 */
export function checkResponse(
  operation: Operation,
  response: OutgoingResponse,
  resolve: ResolveRef,
): string[] {
  const spec = operation.responses.get(String(response.status));
  if (!spec) {
    if (response.status < 400) {
      return [`status ${response.status} is not a documented response`];
    }
    const schema = { $ref: undeclaredErrorSchemas[response.status] ?? basicError };
    return checkSchema(schema, response.json, resolve).map(describe);
  }
  if (response.raw) return [];
  if (spec.content.size === 0) {
    return response.json === undefined ? [] : ['a body was sent where none is documented'];
  }
  const schema = spec.content.get('application/json');
  if (schema === undefined) {
    return [`no application/json body is documented (only ${[...spec.content.keys()].join(', ')})`];
  }
  if (response.json === undefined) return ['the documented body is missing'];
  return checkSchema(schema, response.json, resolve).map(describe);
}

function describe(error: { pointer: string; message: string }): string {
  return `at "${error.pointer}": ${error.message}`;
}
