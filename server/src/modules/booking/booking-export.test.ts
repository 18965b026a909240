import { admin, d1, setUpBookingDesk } from './booking-admin.testing.js';

setUpBookingDesk();

describe('CSV', () => {
  it('exports the filtered list as CSV: UTF-8 with a BOM, Korean and Japanese names intact', async () => {
    const res = await admin.fetch(
      `/api/admin/bookings.csv?dateFrom=${d1}&dateTo=${d1}&sort=guestName&direction=ASC`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true })
      .decode(bytes)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'id,itemLanguage,itemTitle,bookingDate,timeSlot,numberOfGuests,option,totalPrice,guestName,guestPhone,guestEmail,status,createdAt,adminMemo,specialRequests,amountDue,amountPaid,paymentStatus,paymentDueDate,arrival,listPrice,promoCode,discount',
    );
    expect(lines.slice(1).map((l) => l.split(',')[8])).toEqual([
      'Choi Yuna',
      'Lee Sora',
      'Park Jun',
      '佐藤 花子',
      '陳 大文',
      '김민지',
    ]);
    expect(lines.find((l) => l.includes('김민지'))).toMatch(
      // A cell starting with + is written as text (escape_formulas), the phone number included.
      new RegExp(`^\\d+,KOR,한옥 다도 체험,${d1},10:00,2,,\\d+,김민지,'\\+82 1012345678,`),
    );
    const pendingJpn = await admin.fetch(
      `/api/admin/bookings.csv?status=pending&language=JPN&dateFrom=${d1}&dateTo=${d1}`,
    );
    const text = await pendingJpn.text();
    expect(text.trim().split('\n')).toHaveLength(2);
    expect(text).toContain('陳 大文');
    const bad = await admin.rest('GET', '/api/admin/bookings.csv?status=maybe');
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'Status must be pending, confirmed or cancelled.' },
    });
    for (const sort of ['nope', 'constructor', '__proto__']) {
      const badSort = await admin.rest('GET', `/api/admin/bookings.csv?sort=${sort}`);
      expect(badSort).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/^sort must be one of /) },
      });
    }
  });
});
