// Checks of a translation catalog (.po) that no compiler makes: every message translated, none that is
// code or a dictionary pasted in, the same placeholders as the English, and Simplified Chinese that is
// not Traditional. Used by the catalog tests of the web (web/src/locales/catalogs.test.ts) and of the
// server's mails (server/src/locales/catalogs.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TRADITIONAL_ONLY } from './traditional-only.mjs';

/** Reads a field of a .po entry, joining the quoted continuation lines of wrapped strings. */
function field(entry, name) {
  const lines = entry.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`${name} "`));
  if (start === -1) return undefined;
  let value = lines[start].slice(name.length + 2, -1);
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('"')) break;
    value += line.slice(1, -1);
  }
  return value.replace(/\\"/g, '"').replace(/\\\\/g, '\\');
}

/** The messages of a .po file (the header aside): `{ id, str }`, both as the catalog holds them. */
export function readCatalog(poFile) {
  return readFileSync(poFile, 'utf8')
    .split(/\n\s*\n/)
    .map((entry) => ({ id: field(entry, 'msgid'), str: field(entry, 'msgstr') ?? '' }))
    .filter((message) => message.id);
}

/**
 * A translation that is not words but code or data: a dictionary of languages (`{'ja': '…', 'ko': '…'}`),
 * JSON (`{"title": …}`, `"key": "value"`), a template literal (`${…}`), an arrow or an escaped
 * character. A placeholder is `{name}` and never opens with a quote.
 */
const CODE_PATTERNS = [
  /\{\s*['"]/, // a brace opening a quoted key
  /['"]\s*:\s*['"{[]/, // "key": "value"
  /\$\{/, // a template literal
  /=>/, // an arrow function
  /\\u[0-9a-fA-F]{4}/, // an escaped character
  /\b(?:undefined|null|NaN|\[object Object\])\b/, // a value printed instead of text
];

export const looksLikeCode = (text) => CODE_PATTERNS.some((pattern) => pattern.test(text));

/**
 * The placeholders of an ICU message, sorted and counted once: `{name}`, `{count, plural, …}` and the
 * numbered tags of a <Trans> (`<0>`, `</0>`, `<1/>`). A plural's forms may differ by language (Japanese
 * has one), so only the names are compared, not the forms.
 */
export function placeholders(text) {
  const names = new Set();
  // The brace after a plural or select form ("one {guest}") opens that form's text, not a placeholder.
  const placeholder = /(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{\s*([A-Za-z_$][\w$]*|\d+)\s*[,}]/g;
  for (const [, name] of text.matchAll(placeholder)) names.add(`{${name}}`);
  for (const [tag] of text.matchAll(/<\/?\d+\s*\/?>/g)) names.add(tag.replace(/\s/g, ''));
  return [...names].sort();
}

/** Letters that never appear in a language's text: kana outside Japanese, Hangul outside Korean. */
const FOREIGN_LETTERS = {
  en: /[\u3040-\u30ff\uac00-\ud7af]/,
  ja: /[\uac00-\ud7af]/,
  ko: /[\u3040-\u30ff]/,
  'zh-Hant': /[\u3040-\u30ff\uac00-\ud7af]/,
  'zh-Hans': /[\u3040-\u30ff\uac00-\ud7af]/,
};

/**
 * What is wrong with a catalog: messages without a translation, translations that look like code
 * (while the English does not) or hold another language's letters (Hangul in Japanese: a dictionary of
 * languages or a wrong paste), and translations whose placeholders differ from the English. The
 * language is the catalog's folder (`ja/messages.po`).
 * `source` maps a message id to its English text when the ids are not the English (the mails).
 */
export function catalogProblems(poFile, source) {
  const problems = { untranslated: [], code: [], placeholders: [] };
  const foreign = FOREIGN_LETTERS[path.basename(path.dirname(poFile))];
  for (const { id, str } of readCatalog(poFile)) {
    const english = source?.get(id) ?? id;
    if (!str) {
      problems.untranslated.push(id);
      continue;
    }
    const pasted = foreign?.test(str) && !foreign.test(english);
    if ((looksLikeCode(str) && !looksLikeCode(english)) || pasted) problems.code.push(`${id} => ${str}`);
    const want = placeholders(english).join(' ');
    const got = placeholders(str).join(' ');
    if (want !== got) problems.placeholders.push(`${id}: ${got || '(none)'} instead of ${want || '(none)'}`);
  }
  return problems;
}

/** The characters of a text that only Traditional Chinese writes (scripts/traditional-only.mjs), each once. */
export function traditionalCharacters(text) {
  return [...new Set([...text].filter((char) => TRADITIONAL_ONLY.has(char)))].join('');
}

/**
 * What is wrong with a Simplified Chinese catalog beside its Traditional one (issue 40): messages
 * holding a character only Traditional writes (`traditional`: a Traditional string pasted in, or half
 * converted), and messages identical to the Traditional translation where that one holds such a
 * character (`copiedFromTraditional`). A message whose characters are the same in both scripts (時 is
 * not, 时 is; 日期, 首页 and 门票 are) may be identical: there is nothing to convert. Mainland wording
 * where it differs from Taiwan's (预订, 信息, 视频) is a reviewer's matter, not a table's.
 */
export function simplifiedProblems(hansFile, hantFile) {
  const hant = new Map(readCatalog(hantFile).map(({ id, str }) => [id, str]));
  const problems = { traditional: [], copiedFromTraditional: [] };
  for (const { id, str } of readCatalog(hansFile)) {
    const chars = traditionalCharacters(str);
    if (chars) problems.traditional.push(`${id} => ${str} (${chars})`);
    const traditional = hant.get(id);
    if (traditional && str === traditional && traditionalCharacters(traditional))
      problems.copiedFromTraditional.push(id);
  }
  return problems;
}
