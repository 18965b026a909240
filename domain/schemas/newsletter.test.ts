import { newsletterSchema } from './newsletter.js';

describe('newsletter schema', () => {
  it('accepts a valid address, trimmed and lower-cased', async () => {
    expect(await newsletterSchema.validate({ email: ' Guest@Example.COM ' })).toEqual({
      email: 'guest@example.com',
    });
  });

  it('rejects a missing or invalid address', async () => {
    await expect(newsletterSchema.validate({ email: ' ' })).rejects.toThrow(
      'Please enter your e-mail address.',
    );
    await expect(newsletterSchema.validate({ email: 'guest@' })).rejects.toThrow(
      'Please enter a valid e-mail address.',
    );
  });
});
