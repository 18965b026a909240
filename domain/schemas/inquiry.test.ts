import { ValidationError } from 'yup';
import { INQUIRY_LIMITS, INQUIRY_MESSAGES, createInquirySchema, inquirySchema } from './inquiry.js';

const valid = {
  name: 'Mina Kim',
  email: 'mina@example.com',
  subject: 'Group booking',
  message: 'Can ten of us join the cooking class on a weekday?',
};

async function errorsOf(values: Record<string, unknown>): Promise<string[]> {
  try {
    await inquirySchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('inquiry schema', () => {
  it('accepts a complete inquiry and trims every field', async () => {
    const result = await inquirySchema.validate({
      name: '  Mina Kim ',
      email: ' mina@example.com ',
      subject: ' Group booking\n',
      message: '\tHello ',
    });
    expect(result).toEqual({
      name: 'Mina Kim',
      email: 'mina@example.com',
      subject: 'Group booking',
      message: 'Hello',
    });
  });

  it('requires every field, and whitespace alone is not a value', async () => {
    expect(await errorsOf({})).toEqual([
      INQUIRY_MESSAGES.nameRequired,
      INQUIRY_MESSAGES.emailRequired,
      INQUIRY_MESSAGES.subjectRequired,
      INQUIRY_MESSAGES.messageRequired,
    ]);
    expect(await errorsOf({ name: '   ', email: ' ', subject: '\n', message: '\t ' })).toHaveLength(4);
  });

  it('rejects an invalid e-mail address', async () => {
    for (const email of ['mina', 'mina@', '@example.com', 'mina example@x.com']) {
      expect(await errorsOf({ ...valid, email })).toEqual([INQUIRY_MESSAGES.emailInvalid]);
    }
  });

  it('enforces the length limits after trimming', async () => {
    const at = (n: number) => 'x'.repeat(n);
    expect(
      await errorsOf({
        name: at(INQUIRY_LIMITS.name),
        email: `${at(INQUIRY_LIMITS.email - '@example.com'.length - 1)}a@example.com`.slice(1),
        subject: at(INQUIRY_LIMITS.subject),
        message: `  ${at(INQUIRY_LIMITS.message)}  `,
      }),
    ).toEqual([]);
    expect(
      await errorsOf({
        name: at(INQUIRY_LIMITS.name + 1),
        email: `${at(250)}@example.com`,
        subject: at(INQUIRY_LIMITS.subject + 1),
        message: at(INQUIRY_LIMITS.message + 1),
      }),
    ).toEqual([
      INQUIRY_MESSAGES.nameTooLong,
      INQUIRY_MESSAGES.emailTooLong,
      INQUIRY_MESSAGES.subjectTooLong,
      INQUIRY_MESSAGES.messageTooLong,
    ]);
  });

  it('uses the messages it is given (the web passes translated ones)', async () => {
    const schema = createInquirySchema({ ...INQUIRY_MESSAGES, nameRequired: '名前を入力してください。' });
    await expect(schema.validate({ ...valid, name: '' })).rejects.toThrow('名前を入力してください。');
  });
});
