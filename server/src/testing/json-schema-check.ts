import type { JsonSchema } from '../rest/json-schema.js';

const typeOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
};

const FORMATS: Record<string, RegExp> = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
};

/**
 * Checks a value against the JSON Schema subset the OpenAPI document emits (type, enum, properties,
 * required, additionalProperties, items, anyOf/oneOf, $ref into the document, lengths, bounds,
 * patterns, date formats). Answers every mismatch with its path; none: it fits.
 */
export function schemaErrors(
  schema: JsonSchema,
  value: unknown,
  resolve: (ref: string) => JsonSchema,
  at = '$',
): string[] {
  if (schema.$ref) return schemaErrors(resolve(schema.$ref), value, resolve, at);
  const errors: string[] = [];
  const fail = (message: string) =>
    errors.push(`${at}: ${message} (got ${JSON.stringify(value)?.slice(0, 80)})`);
  if (schema.anyOf && !schema.anyOf.some((s) => !schemaErrors(s, value, resolve, at).length))
    fail('matches none of anyOf');
  if (schema.oneOf && schema.oneOf.filter((s) => !schemaErrors(s, value, resolve, at).length).length !== 1)
    fail('does not match exactly one of oneOf');
  if (schema.enum && !schema.enum.some((v) => JSON.stringify(v) === JSON.stringify(value)))
    fail(`not one of ${JSON.stringify(schema.enum)}`);
  if (schema.type) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    const actual = typeOf(value);
    if (!types.includes(actual as never) && !(actual === 'integer' && types.includes('number'))) {
      fail(`not ${types.join(' or ')}`);
      return errors;
    }
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength)
      fail(`shorter than ${schema.minLength}`);
    if (schema.maxLength !== undefined && value.length > schema.maxLength)
      fail(`longer than ${schema.maxLength}`);
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value))
      fail(`does not match ${schema.pattern}`);
    const format = schema.format && FORMATS[schema.format];
    if (format && !format.test(value)) fail(`not a ${schema.format}`);
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) fail(`below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) fail(`above ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      fail(`fewer than ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      fail(`more than ${schema.maxItems} items`);
    if (schema.items)
      value.forEach((v, i) => errors.push(...schemaErrors(schema.items!, v, resolve, `${at}[${i}]`)));
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in object)) fail(`missing ${key}`);
    for (const [key, v] of Object.entries(object)) {
      const property = schema.properties?.[key];
      if (property) errors.push(...schemaErrors(property, v, resolve, `${at}.${key}`));
      else if (schema.additionalProperties === false) fail(`unexpected field ${key}`);
    }
  }
  return errors;
}
