import type { Request } from 'express';
import { LANGUAGES, type Language } from '../../../domain/constants.js';
import { badInput } from '../common/errors.js';

/** `?language=JPN`: one of the product's language codes; required or optional. */
export function languageQuery(req: Request, required: true): Language;
export function languageQuery(req: Request, required: false): Language | undefined;
export function languageQuery(req: Request, required: boolean): Language | undefined {
  const raw = req.query.language;
  if (raw === undefined || raw === '') {
    if (required) throw badInput(`language is required (one of ${LANGUAGES.join(', ')}).`);
    return undefined;
  }
  if (typeof raw !== 'string' || !(LANGUAGES as readonly string[]).includes(raw.toUpperCase())) {
    throw badInput(`language must be one of ${LANGUAGES.join(', ')}.`);
  }
  return raw.toUpperCase() as Language;
}
