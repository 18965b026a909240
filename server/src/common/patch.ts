/** A JSON object (not null, not a list). */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The fields a partial update gives: those not undefined (null stays: it clears an optional
 * field). Anything but a plain object is passed on as it is, for validate() to refuse.
 */
export function givenFields(input: unknown): unknown {
  if (!isPlainObject(input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

/** The current fields with the given ones over them; a non-object input is passed on to be refused. */
export function mergePatch(current: Record<string, unknown>, input: unknown): unknown {
  const given = givenFields(input ?? {});
  return isPlainObject(given) ? { ...current, ...given } : given;
}
