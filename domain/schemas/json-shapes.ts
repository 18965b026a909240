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
