import { inquirySchema } from '../../../../domain/schemas/inquiry.js';
import { restRoutes } from '../../rest/api-routes.js';
import { arr, dateTime, int, nullable, obj, oneOfValues, str } from '../../rest/json-schema.js';
import { LanguageEnum } from '../../common/enums.js';
import { InquiryStatusEnum } from './inquiry.entity.js';
import * as inquiries from './inquiry.service.js';

const INQUIRY = obj(
  {
    id: int,
    name: str,
    email: str,
    subject: str,
    message: str,
    language: oneOfValues(Object.values(LanguageEnum)),
    status: oneOfValues(Object.values(InquiryStatusEnum)),
    readAt: nullable(dateTime),
    handledAt: nullable(dateTime),
    createdAt: dateTime,
    updatedAt: dateTime,
    // Not in the answer of a new inquiry (never read, never handled yet).
  },
  ['readAt', 'handledAt'],
);

export function inquiryRoutes() {
  const api = restRoutes('Inquiries');
  api.get(
    '/inquiries',
    {
      summary: 'Every inquiry',
      auth: 'admin',
      response: { description: 'Newest first', schema: arr(INQUIRY) },
    },
    (ctx) => inquiries.listInquiries(ctx),
  );
  api.post(
    '/inquiries',
    {
      summary: 'Send the contact form',
      body: {
        schema: inquirySchema,
        also: { language: { enum: Object.values(LanguageEnum), default: 'ENG' } },
        example: {
          name: 'Mina',
          email: 'mina@example.com',
          subject: 'Group booking',
          message: 'Can 12 of us come on one day?',
          language: 'ENG',
        },
      },
      response: { status: 201, description: 'The stored inquiry', schema: INQUIRY },
      errors: { 429: 'Too many messages.' },
    },
    (ctx, req) => inquiries.createInquiry(ctx, req.body),
  );
  return api;
}
