import type { Schema, SchemaDescription } from 'yup';

/** A JSON Schema (2020-12) object: the subset the OpenAPI document of the REST shim emits. */
export type JsonSchema = {
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  $ref?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
  examples?: unknown[];
  title?: string;
};
export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/**
 * What a domain schema may add for the document through yup's `.meta({ jsonSchema })`: where a yup
 * transform accepts more than the type says (a date as `YYYY-MM-DD` or `[y, m, d]`), the real shape.
 */
declare module 'yup' {
  interface CustomSchemaMetadata {
    /** A JSON Schema object (kept loose: domain/ files declare it without the server's types). */
    jsonSchema?: Record<string, unknown>;
  }
}

type Test = { name?: string; params?: Record<string, unknown> };
type Description = SchemaDescription & {
  fields?: Record<string, Description>;
  innerType?: Description;
  meta?: { jsonSchema?: JsonSchema };
  default?: unknown;
};

const param = (tests: Test[], name: string, key: string): unknown =>
  tests.find((t) => t.name === name)?.params?.[key];

/** A yup field is required when it must be given: no default fills it in, or a rule asks for a value. */
function isRequired(d: Description): boolean {
  const tests = d.tests as Test[];
  return tests.some((t) => t.name === 'required') || (!d.optional && d.default === undefined);
}

function scalar(d: Description): JsonSchema {
  const tests = d.tests as Test[];
  const s: JsonSchema = {};
  switch (d.type) {
    case 'string': {
      s.type = 'string';
      const min = param(tests, 'min', 'min') ?? param(tests, 'length', 'length');
      const max = param(tests, 'max', 'max') ?? param(tests, 'length', 'length');
      if (typeof min === 'number') s.minLength = min;
      if (typeof max === 'number') s.maxLength = max;
      if (tests.some((t) => t.name === 'required')) s.minLength = Math.max(s.minLength ?? 0, 1);
      const regex = param(tests, 'matches', 'regex');
      if (regex instanceof RegExp) s.pattern = regex.source;
      if (tests.some((t) => t.name === 'email')) s.format = 'email';
      if (tests.some((t) => t.name === 'url')) s.format = 'uri';
      break;
    }
    case 'number': {
      s.type = tests.some((t) => t.name === 'integer') ? 'integer' : 'number';
      const min = param(tests, 'min', 'min');
      const max = param(tests, 'max', 'max');
      const more = param(tests, 'min', 'more');
      const less = param(tests, 'max', 'less');
      if (typeof min === 'number') s.minimum = min;
      if (typeof max === 'number') s.maximum = max;
      if (typeof more === 'number') s.exclusiveMinimum = more;
      if (typeof less === 'number') s.exclusiveMaximum = less;
      break;
    }
    case 'boolean':
      s.type = 'boolean';
      break;
    case 'date':
      s.type = 'string';
      s.format = 'date-time';
      break;
    case 'array': {
      s.type = 'array';
      if (d.innerType) s.items = describe(d.innerType);
      const min = param(tests, 'min', 'min') ?? param(tests, 'length', 'length');
      const max = param(tests, 'max', 'max') ?? param(tests, 'length', 'length');
      if (typeof min === 'number') s.minItems = min;
      if (typeof max === 'number') s.maxItems = max;
      if (tests.some((t) => t.name === 'required')) s.minItems = Math.max(s.minItems ?? 0, 1);
      break;
    }
    case 'object': {
      s.type = 'object';
      const fields = Object.entries(d.fields ?? {});
      s.properties = Object.fromEntries(fields.map(([key, field]) => [key, describe(field)]));
      const required = fields.filter(([, field]) => isRequired(field)).map(([key]) => key);
      if (required.length) s.required = required;
      // The server strips unknown fields unless the schema refuses them (noUnknown).
      if (tests.some((t) => t.name === 'noUnknown')) s.additionalProperties = false;
      break;
    }
    default:
      // mixed: any JSON value unless it is a choice (below).
      break;
  }
  return s;
}

function withNull(s: JsonSchema): JsonSchema {
  if (s.enum) return s.enum.includes(null) ? s : { ...s, enum: [...s.enum, null] };
  if (typeof s.type === 'string') return { ...s, type: [s.type, 'null'] };
  return s;
}

function describe(d: Description): JsonSchema {
  let s: JsonSchema = d.meta?.jsonSchema ? structuredClone(d.meta.jsonSchema) : scalar(d);
  if (d.oneOf.length && !d.meta?.jsonSchema) {
    const { type: _type, ...rest } = s;
    s = { ...rest, enum: d.oneOf.filter((v) => v !== undefined) };
  }
  if (d.nullable) s = s.oneOf ? { ...s, oneOf: [...s.oneOf, { type: 'null' }] } : withNull(s);
  if (d.default !== undefined && d.type !== 'object' && typeof d.default !== 'function')
    s.default = d.default;
  if (d.label) s.title = d.label;
  return s;
}

/**
 * The JSON Schema of a yup schema, read from `schema.describe()`: the rules the server runs on a
 * request (types, required fields, lengths, bounds, patterns, choices, nulls, defaults) as the OpenAPI
 * document states them. Custom tests (a real date, a slot of the item) and transforms cannot be
 * read from a description; a field states its real shape through `.meta({ jsonSchema })` (which
 * replaces the type read from yup) where a transform accepts more than the type says.
 */
export function yupToJsonSchema(schema: Schema | SchemaDescription): JsonSchema {
  const description = 'describe' in schema ? schema.describe() : schema;
  return describe(description as Description);
}

/* Builders of the answers' schemas (the document states every field of an answer, nothing more). */

export const str: JsonSchema = { type: 'string' };
export const int: JsonSchema = { type: 'integer' };
export const num: JsonSchema = { type: 'number' };
export const bool: JsonSchema = { type: 'boolean' };
/** A timestamp as JSON carries it (ISO 8601, UTC). */
export const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
/** A calendar date as the original site's REST calls give it: [year, month, day]. */
export const dateParts: JsonSchema = {
  type: 'array',
  items: { type: 'integer' },
  minItems: 3,
  maxItems: 3,
  description: '[year, month, day]',
};
/** A calendar date as `YYYY-MM-DD` (Seoul). */
export const isoDate: JsonSchema = { type: 'string', format: 'date' };
export const oneOfValues = (values: readonly unknown[]): JsonSchema => ({ enum: [...values] });
export const arr = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
export const describedAs = (description: string, s: JsonSchema): JsonSchema => ({ ...s, description });

/** The value or null. */
export function nullable(s: JsonSchema): JsonSchema {
  if (s.$ref || s.oneOf) return { anyOf: [s, { type: 'null' }] };
  if (s.enum)
    return {
      ...s,
      enum: [...s.enum, null],
      ...(typeof s.type === 'string' ? { type: [s.type, 'null'] } : {}),
    };
  if (typeof s.type === 'string') return { ...s, type: [s.type, 'null'] };
  return s;
}

/** An object with exactly these fields (each present; `optional` ones may be left out). */
export function obj(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
    additionalProperties: false,
  };
}
