import { CombinedGraphQLErrors } from '@apollo/client';
import { REVIEW_MESSAGES, type ReviewMessages } from '@domain/schemas/review';
import { refusalText } from './serverError';

const refused = (message: string, code = 'BAD_USER_INPUT') =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

const japanese = Object.fromEntries(
  Object.keys(REVIEW_MESSAGES).map((key) => [key, `ja:${key}`]),
) as ReviewMessages;
const texts = { tooManyAttempts: '試行回数が多すぎます。', fallback: 'もう一度お試しください。' };

describe('refusalText', () => {
  it('answers the translation of the domain rule whose English wording the server gave', () => {
    expect(refusalText(refused(REVIEW_MESSAGES.contentTooLong), [[REVIEW_MESSAGES, japanese]], texts)).toBe(
      'ja:contentTooLong',
    );
  });

  it('reads any rate limit as one, whatever the wording', () => {
    expect(
      refusalText(refused('Too many reviews.', 'TOO_MANY_REQUESTS'), [[REVIEW_MESSAGES, japanese]], texts),
    ).toBe('試行回数が多すぎます。');
  });

  it('shows a message outside the tables as the server gave it, and the fallback when there was no answer', () => {
    expect(refusalText(refused('Something new.'), [[REVIEW_MESSAGES, japanese]], texts)).toBe(
      'Something new.',
    );
    expect(refusalText(new TypeError('Failed to fetch'), [], texts)).toBe('もう一度お試しください。');
  });
});
