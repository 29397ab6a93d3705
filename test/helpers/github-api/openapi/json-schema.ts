/**
 * A JSON Schema checker for the subset GitHub's OpenAPI 3.0 description uses:
 * type (with OpenAPI's `nullable`), properties, required, additionalProperties,
 * enum, items, min/maxItems, uniqueItems, min/maxProperties, minimum/maximum,
 * min/maxLength, pattern, oneOf/anyOf/allOf, the date-time and uri formats,
 * and local $refs. Annotations (description, example, discriminator, ...) are
 * ignored; a discriminator only picks among branches that oneOf checks anyway.
 */

export interface SchemaError {
  /** JSON pointer into the checked value ("" is the value itself). */
  readonly pointer: string;
  readonly keyword: string;
  readonly message: string;
}

export type ResolveRef = (ref: string) => unknown;

type Schema = Record<string, unknown>;

export function checkSchema(schema: unknown, value: unknown, resolve: ResolveRef): SchemaError[] {
  return check(schema, value, '', resolve);
}

function check(raw: unknown, value: unknown, pointer: string, resolve: ResolveRef): SchemaError[] {
  if (typeof raw !== 'object' || raw === null) return [];
  const schema = raw as Schema;
  if (typeof schema.$ref === 'string') return check(resolve(schema.$ref), value, pointer, resolve);
  if (value === null && schema.nullable === true) return [];
  const errors: SchemaError[] = [];
  const fail = (keyword: string, message: string): void => {
    errors.push({ pointer, keyword, message });
  };

  if (schema.type !== undefined && !matchesType(schema.type, value)) {
    fail('type', `${show(value)} is not ${article(describeType(schema.type))}`);
    return errors;
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((option) => sameValue(option, value))) {
    fail('enum', `${show(value)} is not a member of ${show(schema.enum)}`);
  }
  checkCombinators(schema, value, pointer, resolve, errors);
  if (typeof value === 'string') checkString(schema, value, fail);
  if (typeof value === 'number') checkNumber(schema, value, fail);
  if (Array.isArray(value)) {
    checkArray(schema, value, fail);
    value.forEach((item, index) => {
      errors.push(...check(schema.items, item, `${pointer}/${index}`, resolve));
    });
  } else if (isObject(value)) {
    errors.push(...checkObject(schema, value, pointer, resolve));
  }
  return errors;
}

function checkCombinators(
  schema: Schema,
  value: unknown,
  pointer: string,
  resolve: ResolveRef,
  errors: SchemaError[],
): void {
  const branches = (key: string): unknown[] =>
    Array.isArray(schema[key]) ? (schema[key] as unknown[]) : [];
  const passing = (list: unknown[]): number =>
    list.filter((branch) => check(branch, value, pointer, resolve).length === 0).length;
  for (const branch of branches('allOf')) errors.push(...check(branch, value, pointer, resolve));
  const anyOf = branches('anyOf');
  if (anyOf.length > 0 && passing(anyOf) === 0) {
    errors.push({ pointer, keyword: 'anyOf', message: 'No subschema in "anyOf" matched.' });
  }
  const oneOf = branches('oneOf');
  if (oneOf.length > 0) {
    const count = passing(oneOf);
    if (count !== 1) {
      const message =
        count === 0
          ? 'No subschema in "oneOf" matched.'
          : `${count} subschemas in "oneOf" matched; exactly one must.`;
      errors.push({ pointer, keyword: 'oneOf', message });
    }
  }
}

type Fail = (keyword: string, message: string) => void;

function checkString(schema: Schema, value: string, fail: Fail): void {
  const length = Array.from(value).length;
  if (typeof schema.minLength === 'number' && length < schema.minLength) {
    fail('minLength', `${show(value)} is shorter than ${schema.minLength} characters`);
  }
  if (typeof schema.maxLength === 'number' && length > schema.maxLength) {
    fail('maxLength', `${show(value)} is longer than ${schema.maxLength} characters`);
  }
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) {
    fail('pattern', `${show(value)} does not match /${schema.pattern}/`);
  }
  if (schema.format === 'date-time' && !isDateTime(value)) {
    fail('format', `${show(value)} is not a date-time`);
  }
  if (schema.format === 'uri' && !URL.canParse(value)) {
    fail('format', `${show(value)} is not a uri`);
  }
}

function checkNumber(schema: Schema, value: number, fail: Fail): void {
  if (typeof schema.minimum === 'number' && value < schema.minimum) {
    fail('minimum', `${value} is less than ${schema.minimum}`);
  }
  if (typeof schema.maximum === 'number' && value > schema.maximum) {
    fail('maximum', `${value} is greater than ${schema.maximum}`);
  }
}

function checkArray(schema: Schema, value: unknown[], fail: Fail): void {
  if (typeof schema.minItems === 'number' && value.length < schema.minItems) {
    fail('minItems', `${show(value)} has fewer than ${schema.minItems} items`);
  }
  if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) {
    fail('maxItems', `${show(value)} has more than ${schema.maxItems} items`);
  }
  if (schema.uniqueItems === true) {
    const seen = new Set(value.map((item) => JSON.stringify(item)));
    if (seen.size !== value.length) fail('uniqueItems', `${show(value)} has duplicate items`);
  }
}

function checkObject(
  schema: Schema,
  value: Record<string, unknown>,
  pointer: string,
  resolve: ResolveRef,
): SchemaError[] {
  const errors: SchemaError[] = [];
  const properties = isObject(schema.properties) ? schema.properties : {};
  const keys = Object.keys(value);
  if (Array.isArray(schema.required)) {
    for (const name of schema.required as string[]) {
      if (!(name in value)) {
        errors.push({ pointer, keyword: 'required', message: `"${name}" wasn't supplied.` });
      }
    }
  }
  if (typeof schema.maxProperties === 'number' && keys.length > schema.maxProperties) {
    const message = `${show(value)} has more than ${schema.maxProperties} properties`;
    errors.push({ pointer, keyword: 'maxProperties', message });
  }
  if (typeof schema.minProperties === 'number' && keys.length < schema.minProperties) {
    const message = `${show(value)} has fewer than ${schema.minProperties} properties`;
    errors.push({ pointer, keyword: 'minProperties', message });
  }
  for (const key of keys) {
    const child = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    if (key in properties) {
      errors.push(...check(properties[key], value[key], child, resolve));
    } else if (schema.additionalProperties === false) {
      const message = `"${key}" is not a permitted key.`;
      errors.push({ pointer: child, keyword: 'additionalProperties', message });
    } else if (isObject(schema.additionalProperties)) {
      errors.push(...check(schema.additionalProperties, value[key], child, resolve));
    }
  }
  return errors;
}

function matchesType(type: unknown, value: unknown): boolean {
  if (Array.isArray(type)) return type.some((one) => matchesType(one, value));
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    case 'null':
      return value === null;
    default:
      throw new Error(`unknown schema type ${String(type)}`);
  }
}

function describeType(type: unknown): string {
  return Array.isArray(type) ? type.map(String).join(' or ') : String(type);
}

function article(noun: string): string {
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

// RFC 3339 as GitHub writes it: "2024-05-01T12:00:00Z" or with an offset.
function isDateTime(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}

function show(value: unknown): string {
  const text = value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
