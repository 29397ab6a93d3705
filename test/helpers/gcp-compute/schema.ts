import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { HttpError } from './http-error.js';

// The Compute Engine v1 messages as the SDK's own protos.json describes them
// (the same compute.proto its REST transport encodes from; newer than the
// discovery revision in ../shared/specs). The stand-in walks each request body
// through them, so a field Compute does not know, or a value of the wrong JSON
// type, is refused as Google's front end refuses it: HTTP 400
// INVALID_ARGUMENT, "Invalid JSON payload received. Unknown name ...", with the
// path in proto (snake_case) names. It also trims what Compute returns to the
// fields of the resource's message, so nothing input-only is echoed.

interface Field {
  readonly type: string;
  readonly rule?: string;
  readonly keyType?: string;
}
interface Message {
  readonly fields: Record<string, Field>;
}
type Messages = Record<string, Message | undefined>;

let loaded: Messages | undefined;

function messages(): Messages {
  if (loaded !== undefined) return loaded;
  const path = createRequire(import.meta.url).resolve(
    '@google-cloud/compute/build/protos/protos.json',
  );
  const root = JSON.parse(readFileSync(path, 'utf8')) as {
    nested: {
      google: {
        nested: { cloud: { nested: { compute: { nested: { v1: { nested: Messages } } } } } };
      };
    };
  };
  loaded = root.nested.google.nested.cloud.nested.compute.nested.v1.nested;
  return loaded;
}

function message(type: string): Message {
  const found = messages()[type];
  if (found?.fields === undefined) throw new Error(`compute.proto has no message ${type}`);
  return found;
}

const snake = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SCALARS: Record<string, string> = {
  string: 'TYPE_STRING',
  bool: 'TYPE_BOOL',
  int32: 'TYPE_INT32',
  uint32: 'TYPE_UINT32',
  int64: 'TYPE_INT64',
  uint64: 'TYPE_UINT64',
  double: 'TYPE_DOUBLE',
  float: 'TYPE_FLOAT',
};

function scalarFits(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'bool':
      return typeof value === 'boolean';
    case 'double':
    case 'float':
      return typeof value === 'number';
    default:
      // Integers: proto3 JSON takes a number or a string of digits for any width.
      return (
        (typeof value === 'number' && Number.isInteger(value)) ||
        (typeof value === 'string' && /^-?\d+$/.test(value))
      );
  }
}

function wrongValue(at: string, type: string, value: unknown): HttpError {
  return HttpError.invalidArgument(
    `Invalid value at '${at}' (${SCALARS[type] ?? type}), ${JSON.stringify(value)}`,
    at,
  );
}

function checkValue(type: string, value: unknown, at: string): void {
  if (type in SCALARS) {
    if (!scalarFits(type, value)) throw wrongValue(at, type, value);
    return;
  }
  if (!isObject(value)) throw wrongValue(at, type, value);
  checkMessage(type, value, at);
}

function checkMessage(type: string, body: Record<string, unknown>, at: string): void {
  const { fields } = message(type);
  for (const [name, value] of Object.entries(body)) {
    const field = fields[name];
    if (field === undefined)
      throw HttpError.invalidArgument(
        `Invalid JSON payload received. Unknown name "${name}" at '${at}': Cannot find field.`,
        at,
      );
    const here = `${at}.${snake(name)}`;
    if (value === null) continue;
    if (field.keyType !== undefined) {
      if (!isObject(value)) throw wrongValue(here, field.type, value);
      for (const [key, entry] of Object.entries(value))
        checkValue(field.type, entry, `${here}[${key}]`);
    } else if (field.rule === 'repeated') {
      if (!Array.isArray(value)) throw wrongValue(here, field.type, value);
      value.forEach((entry: unknown, index) => checkValue(field.type, entry, `${here}[${index}]`));
    } else checkValue(field.type, value, here);
  }
}

/** Refuses a request body with a field `type` lacks or a value of the wrong type; `at` names the body as Google does (e.g. instance_resource). */
export function checkBody(type: string, body: unknown, at: string): void {
  if (!isObject(body)) throw wrongValue(at, type, body);
  checkMessage(type, body, at);
}

/** Keeps only the fields of message `type`: what Compute returns has no others. */
export function onlyFieldsOf(type: string, body: Record<string, unknown>): Record<string, unknown> {
  const { fields } = message(type);
  return Object.fromEntries(Object.entries(body).filter(([name]) => name in fields));
}
