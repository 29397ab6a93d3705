import { checkSchema, isObject, type ResolveRef, type SchemaError } from './json-schema.js';
import type { Operation, Parameter } from './operations.js';

export type ViolationLocation = 'path' | 'query' | 'body' | 'response';

/** One way a request (or the emulator's own response) breaks the description. */
export interface Violation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly location: ViolationLocation;
  /** "run_id" for a parameter; a JSON pointer ("/inputs/x") inside a body. */
  readonly where: string;
  readonly message: string;
}

export interface CheckedRequest {
  readonly violations: Violation[];
  /** The parsed body; undefined when there was none or it was not JSON. */
  readonly body: unknown;
  readonly unparsableBody: boolean;
}

export interface RequestParts {
  readonly method: string;
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly bodyText: string;
}

/** Checks path and query parameters and a JSON body against the operation. */
export function checkRequest(
  operation: Operation,
  request: RequestParts,
  resolve: ResolveRef,
): CheckedRequest {
  const violations: Violation[] = [];
  const add = (location: ViolationLocation, where: string, message: string): void => {
    violations.push({
      operationId: operation.operationId,
      method: request.method,
      path: request.path,
      location,
      where,
      message,
    });
  };
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      const raw = request.params[parameter.name];
      if (raw !== undefined) checkParameter(parameter, raw, resolve, add);
    } else if (parameter.in === 'query') {
      const values = request.query.getAll(parameter.name);
      if (values.length === 0 && parameter.required) {
        add('query', parameter.name, `"${parameter.name}" wasn't supplied.`);
      }
      for (const raw of values) checkParameter(parameter, raw, resolve, add);
    }
  }
  // GitHub itself ignores unknown query parameters; the emulator does not,
  // because a misspelt one ("perpage") is a client bug that is silent there.
  const declared = new Set(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name));
  for (const name of new Set(request.query.keys())) {
    if (!declared.has(name)) add('query', name, `"${name}" is not a parameter of this operation.`);
  }
  return { violations, ...checkBody(operation, request.bodyText, resolve, add) };
}

type Add = (location: ViolationLocation, where: string, message: string) => void;

function checkBody(
  operation: Operation,
  text: string,
  resolve: ResolveRef,
  add: Add,
): { body: unknown; unparsableBody: boolean } {
  if (!operation.body) return { body: undefined, unparsableBody: false };
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      add('body', '', 'Problems parsing JSON');
      return { body: undefined, unparsableBody: true };
    }
  }
  for (const error of checkSchema(operation.body.schema, body, resolve)) {
    add('body', error.pointer, bodyMessage(error));
  }
  return { body, unparsableBody: false };
}

/**
 * Path and query values arrive as strings, so each is read as the schema's
 * type first. For `oneOf: [integer, string]` (workflow_id) "42" fits both
 * branches; a parameter passes when any branch fits, which is what GitHub's
 * "ID or file name" wording means.
 */
function checkParameter(parameter: Parameter, raw: string, resolve: ResolveRef, add: Add): void {
  const schema = derefSchema(parameter.schema, resolve);
  const branches = Array.isArray(schema.oneOf)
    ? schema.oneOf
    : Array.isArray(schema.anyOf)
      ? schema.anyOf
      : [schema];
  let first: SchemaError | undefined;
  for (const branch of branches as unknown[]) {
    const value = coerce(raw, derefSchema(branch, resolve).type);
    const errors = checkSchema(branch, value, resolve);
    if (errors.length === 0) return;
    first ??= errors[0];
  }
  if (first) add(parameter.in === 'path' ? 'path' : 'query', parameter.name, first.message);
}

function derefSchema(schema: unknown, resolve: ResolveRef): Record<string, unknown> {
  let node = schema;
  while (isObject(node) && typeof node.$ref === 'string') node = resolve(node.$ref);
  return isObject(node) ? node : {};
}

function coerce(raw: string, type: unknown): unknown {
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

/** GitHub's wording: "For 'properties/ref', 5 is not a string." */
function bodyMessage(error: SchemaError): string {
  if (error.keyword === 'required' || error.pointer === '') return error.message;
  const schemaPath = error.pointer
    .split('/')
    .slice(1)
    .map((part) => (/^\d+$/.test(part) ? 'items' : `properties/${part}`))
    .join('/');
  return `For '${schemaPath}', ${error.message}${error.message.endsWith('.') ? '' : '.'}`;
}
