import type { ArmViolation } from './arm-error.js';
import type { Descriptions, Located } from './descriptions.js';

// Reads a request body against a definition of the descriptions (Swagger 2.0
// as the Azure REST specifications write it): every property must be one the
// definition (with its allOf bases) declares, of the declared JSON type, with
// an enum's value one of those listed; required properties must be there.
//
// The codes are the ones Compute answers with. A body its JSON deserializer
// cannot map (a member the model lacks, a value of the wrong JSON type, a
// value outside an enum the model holds as a closed type, i.e. modelAsString
// false) is InvalidRequestContent: "The request content was invalid and could
// not be deserialized: ...". A value outside an open enum (modelAsString
// true) and a missing required property reach Compute's own validation,
// which answers InvalidParameter naming the parameter as `target`.
//
// Departures, each because the excerpt cannot say more:
// - a definition the excerpt left out (x-excerpt-omitted) or gives as a plain
//   `{"type": "object"}` (what spot-train's requests do not reach) takes
//   anything;
// - read-only properties are not read (Compute ignores them in a PUT);
// - the JSON types are the description's: an integer given as a string of
//   digits is refused, though Compute's deserializer may convert it;
// - a `$ref`'s sibling keywords other than readOnly are not read.

type Json = Record<string, unknown>;

/** A schema with its $refs and allOf bases folded in. */
interface Shape {
  readonly name: string;
  readonly type: string | undefined;
  readonly properties: ReadonlyMap<string, Located>;
  readonly required: ReadonlySet<string>;
  readonly additional: Located | undefined;
  readonly items: Located | undefined;
  readonly enumValues: readonly unknown[] | undefined;
  readonly openEnum: boolean;
  readonly omitted: boolean;
  readonly readOnly: boolean;
  /** Declared with no properties: a plain object whose content the excerpt does not give. */
  readonly plain: boolean;
}

class Refused extends Error {
  constructor(readonly violation: ArmViolation) {
    super(violation.message);
  }
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function shapeOf(descriptions: Descriptions, located: Located): Shape {
  let { schema, doc } = located;
  let name = located.name ?? 'object';
  let readOnly = schema.readOnly === true;
  while (schema.$ref !== undefined) {
    const target = descriptions.resolve(schema.$ref, doc);
    ({ schema, doc } = target);
    name = target.name ?? name;
    readOnly ||= schema.readOnly === true;
  }
  const properties = new Map<string, Located>();
  const required = new Set<string>(schema.required ?? []);
  let type = schema.type;
  for (const base of schema.allOf ?? []) {
    const folded = shapeOf(descriptions, { schema: base, doc });
    for (const [key, value] of folded.properties) properties.set(key, value);
    for (const key of folded.required) required.add(key);
    type ??= folded.type;
  }
  for (const [key, value] of Object.entries(schema.properties ?? {}))
    properties.set(key, { schema: value, doc });
  if (type === undefined && properties.size > 0) type = 'object';
  const additional = schema.additionalProperties;
  return {
    name,
    type,
    properties,
    required,
    additional: typeof additional === 'object' ? { schema: additional, doc } : undefined,
    items: schema.items === undefined ? undefined : { schema: schema.items, doc },
    enumValues: schema.enum,
    openEnum: schema['x-ms-enum']?.modelAsString === true,
    omitted: schema['x-excerpt-omitted'] === true,
    readOnly,
    plain: properties.size === 0 && typeof additional !== 'object',
  };
}

function undeserializable(detail: string, path: string): Refused {
  return new Refused({
    code: 'InvalidRequestContent',
    message: `The request content was invalid and could not be deserialized: '${detail} Path '${path}'.'.`,
    target: path,
  });
}

const FITS: Record<string, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  boolean: (value) => typeof value === 'boolean',
  integer: (value) => Number.isInteger(value),
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  array: (value) => Array.isArray(value),
  object: isObject,
};

function walk(descriptions: Descriptions, value: unknown, shape: Shape, path: string): void {
  // null stands for an absent optional property; an omitted definition is not known here.
  if (value === null || shape.omitted || shape.type === undefined) return;
  const fits = FITS[shape.type] ?? (() => true);
  if (!fits(value))
    throw undeserializable(
      `Error converting value ${JSON.stringify(value)} to type '${shape.name === 'object' ? shape.type : shape.name}'.`,
      path,
    );
  if (shape.enumValues !== undefined && !shape.enumValues.includes(value)) {
    const listed = shape.enumValues.map((allowed) => JSON.stringify(allowed)).join(', ');
    if (!shape.openEnum)
      throw undeserializable(
        `Requested value ${JSON.stringify(value)} was not found in ${listed}.`,
        path,
      );
    throw new Refused({
      code: 'InvalidParameter',
      message: `The value ${JSON.stringify(value)} of parameter '${path}' is not allowed. Allowed values are: ${listed}.`,
      target: path,
    });
  }
  const { items } = shape;
  if (Array.isArray(value) && items !== undefined) {
    const itemShape = shapeOf(descriptions, items);
    value.forEach((item: unknown, index) =>
      walk(descriptions, item, itemShape, `${path}[${index}]`),
    );
  } else if (isObject(value)) walkObject(descriptions, value, shape, path);
}

function walkObject(descriptions: Descriptions, value: Json, shape: Shape, path: string): void {
  const at = (key: string): string => (path === '' ? key : `${path}.${key}`);
  for (const key of shape.required)
    if (value[key] === undefined || value[key] === null)
      throw new Refused({
        code: 'InvalidParameter',
        message: `Required parameter '${at(key)}' is missing (null).`,
        target: at(key),
      });
  for (const [key, member] of Object.entries(value)) {
    const declared = shape.properties.get(key) ?? shape.additional;
    if (declared === undefined) {
      if (shape.plain) continue;
      throw undeserializable(
        `Could not find member '${key}' on object of type '${shape.name}'.`,
        at(key),
      );
    }
    const memberShape = shapeOf(descriptions, declared);
    if (!memberShape.readOnly) walk(descriptions, member, memberShape, at(key));
  }
}

/** The first way `body` breaks definition `name` of document `doc`, if any. */
export function checkBody(
  descriptions: Descriptions,
  doc: string,
  name: string,
  body: unknown,
): ArmViolation | undefined {
  try {
    walk(descriptions, body, shapeOf(descriptions, descriptions.definition(doc, name)), '');
    return undefined;
  } catch (thrown) {
    if (thrown instanceof Refused) return thrown.violation;
    throw thrown;
  }
}
