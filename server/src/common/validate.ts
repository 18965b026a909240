import { ValidationError, type AnyObject, type ObjectSchema, type SchemaDescription } from 'yup';
import { badInput } from './errors.js';

/** The type of each top-level field of a schema (read once per schema). */
const fieldTypes = new WeakMap<ObjectSchema<AnyObject>, [string, SchemaDescription][]>();

function typesOf(schema: ObjectSchema<AnyObject>): [string, SchemaDescription][] {
  let types = fieldTypes.get(schema);
  if (!types) {
    types = Object.entries(schema.describe().fields) as [string, SchemaDescription][];
    fieldTypes.set(schema, types);
  }
  return types;
}

const isStructured = (value: unknown) => value !== null && typeof value === 'object';

/**
 * The first field holding a list or an object where text (or a list of texts) belongs. yup would
 * pass such a value on to its transforms (trim, lowercase), which are written for text.
 */
function misshapenField(schema: ObjectSchema<AnyObject>, input: AnyObject): string | undefined {
  for (const [key, description] of typesOf(schema)) {
    const value = input[key];
    if (description.type === 'string' && isStructured(value)) return key;
    const inner = (description as { innerType?: SchemaDescription }).innerType;
    if (
      description.type === 'array' &&
      Array.isArray(value) &&
      inner?.type === 'string' &&
      value.some(isStructured)
    )
      return key;
  }
  return undefined;
}

/** Runs a domain yup schema on untrusted input; the first failure becomes a 400 with its message. */
export function validate<T extends AnyObject>(schema: ObjectSchema<T>, input: unknown): T {
  const body = input ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badInput('The request must be a JSON object.');
  const misshapen = misshapenField(schema as unknown as ObjectSchema<AnyObject>, body);
  if (misshapen) throw badInput(`${misshapen} must be text.`, { field: misshapen });
  try {
    return schema.validateSync(body, { abortEarly: true, stripUnknown: true }) as T;
  } catch (error) {
    if (error instanceof ValidationError) throw badInput(error.message, { field: error.path });
    throw error;
  }
}
