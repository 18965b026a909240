import { localizedMessage, messageKey } from './messages.js';

const EN = { tooLarge: 'file size cannot exceed 10MB', unsupported: 'Only images.' } as const;
const JA = { tooLarge: 'ファイルサイズは10MBまでです', unsupported: '画像のみ。' } as const;

describe('messageKey', () => {
  it('finds the rule whose English text the server answered', () => {
    expect(messageKey(EN, 'Only images.')).toBe('unsupported');
    expect(messageKey(EN, 'file size cannot exceed 10MB')).toBe('tooLarge');
  });

  it('finds nothing for another text, a near miss or no message', () => {
    expect(messageKey(EN, 'Only images')).toBeUndefined();
    expect(messageKey(EN, 'Something else.')).toBeUndefined();
    expect(messageKey(EN, undefined)).toBeUndefined();
  });
});

describe('localizedMessage', () => {
  it('answers the translation of the same rule', () => {
    expect(localizedMessage(EN, JA, 'file size cannot exceed 10MB')).toBe('ファイルサイズは10MBまでです');
  });

  it('answers undefined for a message outside the table', () => {
    expect(localizedMessage(EN, JA, 'Internal server error')).toBeUndefined();
  });
});
