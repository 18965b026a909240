import type { Request } from 'express';
import { LANGUAGES, type Language } from '../../../domain/constants.js';
import { badInput } from '../common/errors.js';

/** `?language=JPN`: one of the product's language codes; required or optional. */
export function languageQuery(req: Request, required: true): Language;
export function languageQuery(req: Request, required: false): Language | undefined;
export function languageQuery(req: Request, required: boolean): Language | undefined {
  return parseLanguage(req.query.language, required);
}

/** A language code from a query string or a JSON body (case-insensitive); 400 when unknown. */
export function parseLanguage(raw: unknown, required: boolean): Language | undefined {
  if (raw === undefined || raw === '') {
    if (required) throw badInput(`language is required (one of ${LANGUAGES.join(', ')}).`);
    return undefined;
  }
  if (typeof raw !== 'string' || !(LANGUAGES as readonly string[]).includes(raw.toUpperCase())) {
    throw badInput(`language must be one of ${LANGUAGES.join(', ')}.`);
  }
  return raw.toUpperCase() as Language;
}
