/**
 * The /octo paths in the OpenAPI document at /api/openapi.json (and so on /api/docs): OCTO's own calls,
 * with the shapes they answer in brief (the full objects: docs.octo.travel and @octocloud/types'
 * `src/openapi.yaml`; what we fill in: docs/resellers.md). The /octo router is not a REST shim route,
 * so its paths are written here and added to the document by the wiring (rest-routes.ts).
 */
type Schema = Record<string, unknown>;

const OCTO_DOCS = 'https://docs.octo.travel';

const error: Schema = {
  type: 'object',
  required: ['error', 'errorMessage'],
  properties: {
    error: {
      enum: [
        'BAD_REQUEST',
        'UNAUTHORIZED',
        'NOT_FOUND',
        'INVALID_PRODUCT_ID',
        'INVALID_OPTION_ID',
        'INVALID_UNIT_ID',
        'INVALID_AVAILABILITY_ID',
        'INVALID_BOOKING_UUID',
        'UNPROCESSABLE_ENTITY',
      ],
    },
    errorMessage: { type: 'string' },
  },
};
const errorResponses = {
  400: {
    description:
      'BAD_REQUEST (malformed), INVALID_*_ID (an unknown id, named in the answer) or UNPROCESSABLE_ENTITY (sold out, cut-off passed, outside the cancellation window).',
    content: { 'application/json': { schema: error } },
  },
  401: {
    description: 'UNAUTHORIZED: a missing, unknown or revoked API key.',
    content: { 'application/json': { schema: error } },
  },
};

const object = (required: string[], properties: Schema = {}): Schema => ({
  type: 'object',
  required,
  properties,
});
const list = (items: Schema): Schema => ({ type: 'array', items });

const product = object(['id', 'internalName', 'availabilityType', 'options'], {
  id: { type: 'string' },
  availabilityType: { const: 'START_TIME' },
});
const availability = object(['id', 'localDateTimeStart', 'utcCutoffAt', 'status', 'vacancies', 'capacity'], {
  status: { enum: ['AVAILABLE', 'LIMITED', 'SOLD_OUT', 'CLOSED'] },
});
const calendarDay = object(['localDate', 'available', 'status', 'vacancies', 'capacity'], {
  status: { enum: ['AVAILABLE', 'LIMITED', 'SOLD_OUT', 'CLOSED'] },
});
const booking = object(
  ['id', 'uuid', 'status', 'productId', 'optionId', 'availabilityId', 'utcExpiresAt', 'contact', 'unitItems'],
  {
    status: { enum: ['ON_HOLD', 'CONFIRMED', 'EXPIRED', 'CANCELLED'] },
    supplierReference: { type: 'string', description: 'Our booking number.' },
  },
);

const unitItems = list(object(['unitId'], { unitId: { const: 'ADULT' } }));
const contact = object([], {
  fullName: { type: 'string' },
  emailAddress: { type: 'string' },
  phoneNumber: { type: 'string' },
  locales: list({ type: 'string' }),
  notes: { type: 'string' },
});
const EXAMPLE_UUID = '6f1c2b4e-8d3a-4c5f-9e7b-1a2b3c4d5e6f';
const availabilityBody = object(['productId', 'optionId'], {
  productId: { type: 'string' },
  optionId: { enum: ['DEFAULT', 'ADDON'] },
  localDateStart: { type: 'string', format: 'date' },
  localDateEnd: { type: 'string', format: 'date' },
  availabilityIds: list({ type: 'string' }),
  units: list(object(['id', 'quantity'], { id: { const: 'ADULT' }, quantity: { type: 'integer' } })),
});

interface Op {
  method: 'get' | 'post' | 'patch';
  path: string;
  summary: string;
  description?: string;
  body?: { schema: Schema; example: unknown };
  query?: Record<string, { description: string; example?: string }>;
  answer: Schema;
}

const OPS: Op[] = [
  {
    method: 'get',
    path: '/capabilities',
    summary: 'The capabilities offered',
    answer: list(object(['id', 'revision'])),
  },
  {
    method: 'get',
    path: '/supplier',
    summary: 'The supplier',
    answer: object(['id', 'name', 'endpoint', 'contact']),
  },
  {
    method: 'get',
    path: '/products',
    summary: 'The products the key may sell',
    description:
      'Active items (those on the reseller’s list when it has one), in the `Accept-Language` where translated.',
    answer: list(product),
  },
  { method: 'get', path: '/products/{id}', summary: 'One product', answer: product },
  {
    method: 'post',
    path: '/availability',
    summary: 'Slots and seats left',
    description:
      'Each slot of a date range (or of `availabilityIds`), with the seats the storefront would offer.',
    body: {
      schema: availabilityBody,
      example: {
        productId: '1',
        optionId: 'DEFAULT',
        localDateStart: '2026-12-14',
        localDateEnd: '2026-12-14',
      },
    },
    answer: list(availability),
  },
  {
    method: 'post',
    path: '/availability/calendar',
    summary: 'A calendar of days',
    body: {
      schema: availabilityBody,
      example: {
        productId: '1',
        optionId: 'DEFAULT',
        localDateStart: '2026-12-01',
        localDateEnd: '2027-02-28',
      },
    },
    answer: list(calendarDay),
  },
  {
    method: 'post',
    path: '/bookings',
    summary: 'Reserve: a hold on the seats',
    description:
      'ON_HOLD until `utcExpiresAt` (`expirationMinutes`: 30 by default, at most 60). The same `uuid` again answers the same booking.',
    body: {
      schema: object(['productId', 'optionId', 'availabilityId', 'unitItems'], {
        uuid: { type: 'string', format: 'uuid' },
        productId: { type: 'string' },
        optionId: { enum: ['DEFAULT', 'ADDON'] },
        availabilityId: { type: 'string' },
        unitItems,
        expirationMinutes: { type: 'integer' },
        resellerReference: { type: 'string' },
        notes: { type: 'string' },
        contact,
      }),
      example: {
        uuid: EXAMPLE_UUID,
        productId: '1',
        optionId: 'DEFAULT',
        availabilityId: '2026-12-14T10:00:00+09:00',
        unitItems: [{ unitId: 'ADULT' }, { unitId: 'ADULT' }],
        resellerReference: 'KL-123',
        expirationMinutes: 30,
      },
    },
    answer: booking,
  },
  {
    method: 'get',
    path: '/bookings',
    summary: 'The reseller’s bookings',
    description:
      'By `resellerReference`, `supplierReference`, `localDate`, or `localDateStart` and `localDateEnd`.',
    query: {
      resellerReference: { description: 'Your reference.', example: 'KL-123' },
      supplierReference: { description: 'Our booking number.' },
      localDate: { description: 'A Seoul date (YYYY-MM-DD).' },
      localDateStart: { description: 'From this Seoul date (with localDateEnd).' },
      localDateEnd: { description: 'To this Seoul date.' },
    },
    answer: list(booking),
  },
  { method: 'get', path: '/bookings/{uuid}', summary: 'One booking', answer: booking },
  {
    method: 'patch',
    path: '/bookings/{uuid}',
    summary: 'Change a booking',
    description:
      'Contact, notes, reference, unit items, another availability, option or product (with one of its slots; within its seats), a hold’s expiry.',
    body: {
      schema: object([], {
        resellerReference: { type: 'string' },
        productId: { type: 'string' },
        optionId: { enum: ['DEFAULT', 'ADDON'] },
        availabilityId: { type: 'string' },
        expirationMinutes: { type: 'integer' },
        notes: { type: 'string' },
        unitItems,
        contact,
      }),
      example: { notes: 'Vegetarian' },
    },
    answer: booking,
  },
  {
    method: 'post',
    path: '/bookings/{uuid}/confirm',
    summary: 'Confirm a hold',
    description:
      'CONFIRMED without staff; the guest is mailed only with `emailReceipt: true`. An expired hold: INVALID_BOOKING_UUID.',
    body: {
      schema: object(['contact'], {
        contact,
        unitItems,
        emailReceipt: { type: 'boolean' },
        resellerReference: { type: 'string' },
      }),
      example: { contact: { fullName: 'Aiko Tanaka', emailAddress: 'aiko@example.jp', locales: ['ja'] } },
    },
    answer: booking,
  },
  {
    method: 'post',
    path: '/bookings/{uuid}/extend',
    summary: 'Extend a hold',
    body: {
      schema: object([], { expirationMinutes: { type: 'integer' } }),
      example: { expirationMinutes: 30 },
    },
    answer: booking,
  },
  {
    method: 'post',
    path: '/bookings/{uuid}/cancel',
    summary: 'Cancel',
    description: 'A hold at once; a confirmed booking within the item’s free-cancellation window.',
    body: { schema: object([], { reason: { type: 'string' } }), example: { reason: 'Guest ill' } },
    answer: booking,
  },
];

const operationId = (op: Op) =>
  `octo${op.method[0].toUpperCase()}${op.method.slice(1)}${op.path
    .replace(/[{}]/g, '')
    .split('/')
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('')}`;

/** The /octo paths as OpenAPI path items. */
export function octoOpenApiPaths(): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPS) {
    const path = `/octo${op.path}`;
    const param = /\{(\w+)\}/.exec(op.path)?.[1];
    const parameters = [
      ...(param
        ? [
            {
              name: param,
              in: 'path',
              required: true,
              schema: { type: 'string' },
              example: param === 'uuid' ? EXAMPLE_UUID : '1',
            },
          ]
        : []),
      ...Object.entries(op.query ?? {}).map(([name, q]) => ({
        name,
        in: 'query',
        required: false,
        description: q.description,
        schema: { type: 'string' },
        ...(q.example === undefined ? {} : { example: q.example }),
      })),
      {
        name: 'Octo-Capabilities',
        in: 'header',
        required: false,
        description: '`octo/pricing` adds prices (KRW) to the answer.',
        schema: { type: 'string' },
      },
    ];
    paths[path] ??= {};
    paths[path][op.method] = {
      operationId: operationId(op),
      tags: ['OCTO'],
      summary: op.summary,
      description: [op.description, `OCTO: ${OCTO_DOCS}; how we map it: docs/resellers.md.`]
        .filter(Boolean)
        .join('\n\n'),
      parameters,
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: op.body.schema, example: op.body.example } },
            },
          }
        : {}),
      security: [{ octoKey: [] }],
      responses: {
        200: { description: 'OCTO’s object(s)', content: { 'application/json': { schema: op.answer } } },
        ...errorResponses,
      },
    };
  }
  return paths;
}

/** The API key of a reseller (docs/resellers.md, "Getting a key"). */
export const OCTO_SECURITY_SCHEME = {
  type: 'http',
  scheme: 'bearer',
  description: 'A reseller’s API key (`octo_…`), shown once when the owner creates it.',
};
