import { dayContactHref, parseDayContacts } from './contact.js';

describe('on-the-day contact', () => {
  it('reads channel:value entries, values with colons (links) included', () => {
    expect(
      parseDayContacts(
        'phone:+82 10-1234-5678, WhatsApp:+82 10 1234 5678,kakaotalk:kculture,line:https://line.me/R/ti/p/@kculture',
      ),
    ).toEqual([
      { channel: 'phone', value: '+82 10-1234-5678' },
      { channel: 'whatsapp', value: '+82 10 1234 5678' },
      { channel: 'kakaotalk', value: 'kculture' },
      { channel: 'line', value: 'https://line.me/R/ti/p/@kculture' },
    ]);
    expect(parseDayContacts(undefined)).toEqual([]);
    expect(parseDayContacts('')).toEqual([]);
  });

  it('refuses an unknown channel, a missing value and a short number', () => {
    expect(parseDayContacts('telegram:@k')).toEqual({
      error: "'telegram:@k' is not channel:value with a channel of phone, kakaotalk, whatsapp, line",
    });
    expect(parseDayContacts('phone')).toHaveProperty('error');
    expect(parseDayContacts('phone:')).toHaveProperty('error');
    expect(parseDayContacts('phone:123')).toEqual({
      error: "'phone:123' needs an international number such as +82 10-1234-5678",
    });
  });

  it('links each channel where it can', () => {
    expect(dayContactHref({ channel: 'phone', value: '+82 10-1234-5678' })).toBe('tel:+821012345678');
    expect(dayContactHref({ channel: 'whatsapp', value: '+82 10-1234-5678' })).toBe(
      'https://wa.me/821012345678',
    );
    expect(dayContactHref({ channel: 'line', value: 'kculture' })).toBe('https://line.me/R/ti/p/~kculture');
    expect(dayContactHref({ channel: 'line', value: '@kculture' })).toBe(
      'https://line.me/R/ti/p/%40kculture',
    );
    expect(dayContactHref({ channel: 'kakaotalk', value: 'kculture' })).toBeNull();
    expect(dayContactHref({ channel: 'kakaotalk', value: 'https://open.kakao.com/o/abc' })).toBe(
      'https://open.kakao.com/o/abc',
    );
  });
});
