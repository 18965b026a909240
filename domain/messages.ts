/**
 * The server answers refusals in English, with the domain's own message tables (the spec's
 * wording). A client that shows another language finds which rule refused by looking the English
 * text up in the same table, then shows its translation of that key.
 */
export function messageKey<K extends string>(
  table: Readonly<Record<K, string>>,
  message: string | undefined,
): K | undefined {
  if (message === undefined) return undefined;
  return (Object.keys(table) as K[]).find((key) => table[key] === message);
}

/** The localised text of the rule that refused, or undefined when the message is not in the table. */
export function localizedMessage<K extends string>(
  english: Readonly<Record<K, string>>,
  localized: Readonly<Record<K, string>>,
  message: string | undefined,
): string | undefined {
  const key = messageKey(english, message);
  return key === undefined ? undefined : localized[key];
}
