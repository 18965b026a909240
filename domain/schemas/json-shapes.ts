/**
 * JSON Schema shapes of fields whose yup transform accepts more than the yup type says, attached with
 * `.meta({ jsonSchema })` so that the REST reference (/api/openapi.json) states what the server takes.
 */

/** A calendar date as `YYYY-MM-DD` or the original site's REST shape `[year, month, day]`. */
export const DATE_INPUT_SHAPE = {
  oneOf: [
    { type: 'string', format: 'date' },
    { type: 'array', items: { type: 'integer' }, minItems: 3, maxItems: 3 },
  ],
  description: 'YYYY-MM-DD or [year, month, day]',
};

/** A whole number typed as digits in a form, or given as a number. */
export const DIGITS_SHAPE = {
  oneOf: [
    { type: 'integer', minimum: 0 },
    { type: 'string', pattern: '^\\s*\\d*\\s*$' },
  ],
};

/** Slots as `HH:MM`, or the REST shape `{ startTime }` an item is answered with. */
export const TIME_SLOTS_SHAPE = {
  type: 'array',
  items: {
    oneOf: [
      { type: 'string', pattern: '^\\d{2}:\\d{2}$' },
      {
        type: 'object',
        properties: { startTime: { type: 'string', pattern: '^\\d{2}:\\d{2}$' } },
        required: ['startTime'],
      },
    ],
  },
  minItems: 1,
  maxItems: 50,
};
