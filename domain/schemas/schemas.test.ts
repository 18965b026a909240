import { inquirySchema } from './inquiry.js';
import { newsletterSchema } from './newsletter.js';

describe('inquiry schema', () => {
  const valid = { name: ' Mina ', email: 'mina@example.com', subject: 'Group booking', message: 'Hello' };

  it('accepts and trims a valid inquiry', () => {
    expect(inquirySchema.validateSync(valid)).toEqual({ ...valid, name: 'Mina' });
  });

  it.each([
    [{ name: '  ' }, 'Please enter your name.'],
    [{ email: 'nope' }, 'Please enter a valid e-mail address.'],
    [{ subject: '' }, 'Please enter a subject.'],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
  ])('refuses %j', (change, message) => {
    expect(() => inquirySchema.validateSync({ ...valid, ...change })).toThrow(message);
  });
});

describe('newsletter schema', () => {
  it('normalises the address and refuses a bad one', () => {
    expect(newsletterSchema.validateSync({ email: ' Mina@Example.COM ' })).toEqual({
      email: 'mina@example.com',
    });
    expect(() => newsletterSchema.validateSync({ email: 'mina@' })).toThrow(
      'Please enter a valid e-mail address.',
    );
  });
});
