import { array, boolean, mixed, number, object, string } from 'yup';
import { yupToJsonSchema } from './json-schema.js';

describe('yupToJsonSchema', () => {
  it('states types, required fields, lengths, bounds, patterns, choices, nulls and defaults', () => {
    const schema = object({
      name: string().trim().required().max(100),
      code: string()
        .required()
        .matches(/^\d{6}$/),
      email: string().email().optional(),
      guests: number().required().integer().min(1).max(100),
      ratio: number().moreThan(0),
      language: mixed().oneOf(['ENG', 'JPN']).required().default('ENG'),
      note: string().nullable().default(null),
      tags: array(string().defined()).default([]).max(5),
      active: boolean().default(true),
    });
    expect(yupToJsonSchema(schema)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 100 },
        code: { type: 'string', minLength: 1, pattern: '^\\d{6}$' },
        email: { type: 'string', format: 'email' },
        guests: { type: 'integer', minimum: 1, maximum: 100 },
        ratio: { type: 'number', exclusiveMinimum: 0 },
        language: { enum: ['ENG', 'JPN'], default: 'ENG' },
        note: { type: ['string', 'null'], default: null },
        tags: { type: 'array', items: { type: 'string' }, maxItems: 5, default: [] },
        active: { type: 'boolean', default: true },
      },
      required: ['name', 'code', 'guests'],
    });
  });

  it("refuses unknown fields where the schema does, and takes a field's declared shape from its meta", () => {
    const shape = { oneOf: [{ type: 'string', format: 'date' }, { type: 'array' }] };
    const schema = object({ day: string().nullable().meta({ jsonSchema: shape }) }).noUnknown();
    expect(yupToJsonSchema(schema)).toEqual({
      type: 'object',
      properties: { day: { oneOf: [...shape.oneOf, { type: 'null' }] } },
      additionalProperties: false,
    });
  });
});
