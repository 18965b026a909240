import { loggedUrl, requestForLog } from './logger.js';

describe('the request log', () => {
  it('keeps the path only: no query string, no "Pay now" token', () => {
    expect(loggedUrl('/api/experiences?lang=ja')).toBe('/api/experiences');
    expect(loggedUrl(`/pay/42.${'x'.repeat(43)}?lang=ko`)).toBe('/pay/[token]');
    expect(requestForLog({ url: `/pay/42.${'x'.repeat(43)}`, query: { lang: 'ko' } })).toEqual({
      url: '/pay/[token]',
    });
  });
});
