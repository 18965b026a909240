import { LANGUAGES } from '../../../../domain/constants.js';
import { bankAccountSchema, TRANSFER_FEES } from '../../../../domain/schemas/bankAccount.js';
import { restRoutes } from '../../rest/api-routes.js';
import { arr, nullable, obj, oneOfValues, str } from '../../rest/json-schema.js';
import * as instructions from './payment-instructions.service.js';

const LANGUAGE = oneOfValues(LANGUAGES);
const ANSWER = obj({
  bankAccount: nullable(
    obj({
      accountNumber: str,
      swift: str,
      transferFees: oneOfValues(TRANSFER_FEES),
      names: arr(obj({ language: LANGUAGE, bankName: str, accountHolder: str })),
    }),
  ),
  texts: arr(
    obj({
      language: LANGUAGE,
      text: str,
      source: oneOfValues(['back_office', 'environment', 'placeholder']),
    }),
  ),
  placeholderLanguages: arr(LANGUAGE),
});
const response = {
  description: 'The account (null: none) and what each guest language is told',
  schema: ANSWER,
};

/** The owner's payment instructions, as GraphQL's `paymentInstructions` and `setPaymentInstructions`. */
export function paymentInstructionsRoutes() {
  const api = restRoutes('Payments');
  api.get(
    '/admin/payment-instructions',
    { summary: 'The bank account guests pay into', auth: 'owner', response },
    (ctx) => instructions.paymentInstructions(ctx),
  );
  api.put(
    '/admin/payment-instructions',
    {
      summary: 'Set the bank account guests pay into',
      description:
        'Printed in the guest language on the look-up page and in the booking mails instead of PAYMENT_INSTRUCTIONS*. Audited.',
      auth: 'owner',
      body: {
        schema: bankAccountSchema,
        example: {
          accountNumber: '110-123-456789',
          swift: 'SHBKKRSE',
          transferFees: 'guest',
          names: [
            { language: 'ENG', bankName: 'Shinhan Bank', accountHolder: 'K-Culture Experiences Co., Ltd.' },
            { language: 'KOR', bankName: '신한은행', accountHolder: '(주)케이컬처익스피리언스' },
          ],
        },
      },
      response,
    },
    (ctx, req) => instructions.setPaymentInstructions(ctx, req.body ?? {}),
  );
  api.delete(
    '/admin/payment-instructions',
    {
      summary: 'Remove the bank account (PAYMENT_INSTRUCTIONS* apply again)',
      auth: 'owner',
      response,
    },
    (ctx) => instructions.setPaymentInstructions(ctx, null),
  );
  return api;
}
