import { scrubEvent, scrubText, scrubUrl, withoutPathSecrets } from './privacy.js';

describe('error report scrubbing', () => {
  it('removes e-mail addresses, phone numbers and 6-digit codes from text', () => {
    expect(
      scrubText('Lookup for aiko.tanaka+trip@example.co.jp / +81 90-1234-5678 with code 246810 failed'),
    ).toBe('Lookup for [email] / [phone] with code [code] failed');
    expect(scrubText('PIN 482913.')).toBe('PIN [code].');
    expect(scrubText('booking 12 of 2026-11-25, 3 guests')).toBe('booking 12 of 2026-11-25, 3 guests');
  });

  it('drops query strings, bodies, cookies and auth headers, and keeps only an anonymous user id', () => {
    const event = {
      message: 'Failed for guest@example.com',
      user: { id: 7, email: 'staff@example.kr', ip_address: '203.0.113.9', username: 'staff' },
      request: {
        url: 'https://site.example/api/guest-bookings/lookup?email=guest@example.com&code=246810',
        method: 'POST',
        data: { guestEmail: 'guest@example.com', verificationCode: '246810' },
        query_string: 'email=guest@example.com',
        cookies: { 'kc.sid': 's:abc' },
        headers: {
          cookie: 'kc.sid=s:abc',
          authorization: 'Bearer x',
          'user-agent': 'Mozilla/5.0',
          'x-review-pin': '482913',
        },
      },
      breadcrumbs: [{ category: 'fetch', data: { url: '/api/reviews/3?pin=482913', status_code: 500 } }],
      exception: {
        values: [
          {
            type: 'Error',
            value: 'phone +82 10-1234-5678 refused',
            stacktrace: { frames: [{ lineno: 123456, filename: 'app.js' }] },
          },
        ],
      },
    };
    const text = JSON.stringify(scrubEvent(event));
    for (const secret of [
      'guest@example.com',
      'staff@example.kr',
      '246810',
      '482913',
      'kc.sid',
      'Bearer',
      '203.0.113.9',
      '1234-5678',
    ])
      expect(text).not.toContain(secret);
    expect(scrubEvent(event)).toMatchObject({
      user: { id: 7 },
      request: {
        url: 'https://site.example/api/guest-bookings/lookup',
        method: 'POST',
        headers: { 'user-agent': 'Mozilla/5.0' },
      },
      breadcrumbs: [{ data: { url: '/api/reviews/3', status_code: 500 } }],
      exception: {
        values: [{ value: 'phone [phone] refused', stacktrace: { frames: [{ lineno: 123456 }] } }],
      },
    });
  });

  it('drops the "Pay now" token from a path, not /pay/complete', () => {
    const token = `123.${'aB3_-'.repeat(8)}xyz`;
    expect(scrubUrl(`https://site.example/pay/${token}?lang=ja`)).toBe('https://site.example/pay/[token]');
    expect(withoutPathSecrets(`/pay/${token}`)).toBe('/pay/[token]');
    expect(scrubText(`went to /pay/${token} then home`)).toBe('went to /pay/[token] then home');
    expect(withoutPathSecrets('/pay/complete?paymentId=kc-1-x')).toBe('/pay/complete?paymentId=kc-1-x');
  });

  it('leaves ids and timestamps as they are', () => {
    expect(scrubUrl('/experiences/123456')).toBe('/experiences/[code]');
    const tx = {
      event_id: 'a1b2c3',
      timestamp: 1795618902.749,
      spans: [{ span_id: '123456', description: 'GET /api/experiences/:id' }],
      contexts: { replay: { replay_id: 'ab123456cd8124759712' } },
      tags: { replayId: 'ab123456cd8124759712' },
      // The trace's sampling context, which the SDK puts in the envelope's header.
      sdkProcessingMetadata: {
        dynamicSamplingContext: { sample_rand: '0.8071234567', sample_rate: '0.1234567890' },
      },
    };
    expect(scrubEvent(tx)).toEqual(tx);
  });
});
