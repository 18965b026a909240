import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { badInput } from './errors.js';

/** Runs a domain yup schema on untrusted input; the first failure becomes a 400 with its message. */
export function validate<T extends AnyObject>(schema: ObjectSchema<T>, input: unknown): T {
  try {
    return schema.validateSync(input ?? {}, { abortEarly: true, stripUnknown: true }) as T;
  } catch (error) {
    if (error instanceof ValidationError) throw badInput(error.message, { field: error.path });
    throw error;
  }
}
