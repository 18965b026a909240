import iconv from 'iconv-lite';
import {
  bookingNumbersIn,
  decodeStatement,
  parseStatement,
  statementAmount,
  statementDate,
} from './bank-statement.js';

// Reading a bank's CSV export (issue 22 point 4): encodings, header names, preambles, withdrawals.
const KOREAN = [
  '조회기간,2026.11.01 ~ 2026.11.30',
  '계좌번호,123-456-789012',
  '거래일시,적요,출금액,입금액,잔액,입금자명',
  '2026.11.27 14:03:22,#41 예약,0,"90,000","1,290,000",TANAKA AIKO',
  '2026.11.27 15:10:00,관리비,"50,000",0,"1,240,000",',
  '2026.11.28 09:00:00,42,0,45000원,"1,285,000",김민아',
].join('\r\n');

describe('decoding', () => {
  it('reads UTF-8 (with or without a BOM) and CP949 (EUC-KR) the same', () => {
    const utf8 = decodeStatement(Buffer.from(KOREAN, 'utf8'));
    const bom = decodeStatement(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(KOREAN, 'utf8')]),
    );
    const cp949 = decodeStatement(iconv.encode(KOREAN, 'cp949'));
    expect(cp949).toBe(KOREAN);
    expect(parseStatement(bom).rows).toEqual(parseStatement(utf8).rows);
    expect(parseStatement(cp949).rows).toEqual(parseStatement(utf8).rows);
  });
});

describe('parsing', () => {
  it('finds the header under the preamble by its Korean names, keeps deposits only', () => {
    const { mapping, rows } = parseStatement(KOREAN);
    expect(mapping).toEqual({ date: '거래일시', name: '입금자명', amount: '입금액', memo: '적요' });
    expect(rows.map(({ key: _key, ...r }) => r)).toEqual([
      { line: 4, date: '2026-11-27', name: 'TANAKA AIKO', amount: 90_000, memo: '#41 예약', details: '' },
      { line: 6, date: '2026-11-28', name: '김민아', amount: 45_000, memo: '42', details: '' },
    ]);
  });

  it.each([
    ['거래일자,보낸분,입금액,메모', '2026-11-27,MINA KIM,45000,#7'],
    ['거래일시,입금자명,입금액,적요', '2026-11-27,MINA KIM,45000,#7'],
    ['Date,Name,Amount,Memo', '2026-11-27,MINA KIM,45000,#7'],
  ])('recognises the headers %s without a mapping', (header, row) => {
    const [date, name, amount, memo] = header.split(',');
    const parsed = parseStatement(`${header}\n${row}\n`);
    expect(parsed.mapping).toEqual({ date, name, amount, memo });
    expect(parsed.rows[0]).toMatchObject({
      date: '2026-11-27',
      name: 'MINA KIM',
      amount: 45_000,
      memo: '#7',
    });
  });

  it('recognises English headers, and takes a mapping for anything else', () => {
    const english = 'Date,Name,Amount,Memo\n2026-11-27,MINA KIM,45000,#7\n';
    expect(parseStatement(english).rows).toHaveLength(1);
    const odd = 'When,Who,Money In,Note\n20261127,MINA KIM,"45,000",#7\n';
    expect(parseStatement(odd).mapping).toBeNull();
    const mapped = parseStatement(odd, { date: 'When', name: 'Who', amount: 'Money In', memo: 'Note' });
    expect(mapped.rows[0]).toMatchObject({ date: '2026-11-27', amount: 45_000, memo: '#7' });
  });

  it('gives identical rows of one file different keys, and the same file the same keys', () => {
    const twice = 'Date,Name,Amount,Memo\n2026-11-27,A,1000,#1\n2026-11-27,A,1000,#1\n';
    const [a, b] = parseStatement(twice).rows;
    expect(a.key).not.toBe(b.key);
    expect(parseStatement(twice).rows.map((r) => r.key)).toEqual([a.key, b.key]);
  });

  it('reads dates and amounts as banks write them', () => {
    expect(statementDate('2026.11.27 14:03')).toBe('2026-11-27');
    expect(statementDate('2026/1/5')).toBe('2026-01-05');
    expect(statementDate('20261127')).toBe('2026-11-27');
    expect(statementDate('2026-02-30')).toBeNull();
    expect(statementAmount('₩45,000')).toBe(45_000);
    expect(statementAmount('45,000원')).toBe(45_000);
    expect(statementAmount('45000.00')).toBe(45_000);
    expect(statementAmount('0')).toBeNull();
    expect(statementAmount('-5,000')).toBeNull();
    expect(statementAmount('')).toBeNull();
  });
});

describe('booking numbers in a row', () => {
  it('takes #123 in the memo or the name, with or without a space', () => {
    expect(bookingNumbersIn({ memo: '#41 예약', name: 'TANAKA' })).toEqual([41]);
    expect(bookingNumbersIn({ memo: '', name: 'KIM # 7' })).toEqual([7]);
    expect(bookingNumbersIn({ memo: '#41 and #42', name: '' })).toEqual([41, 42]);
  });
  it('takes a bare number when no # is written, but not dates or times', () => {
    expect(bookingNumbersIn({ memo: '42', name: '김민아' })).toEqual([42]);
    expect(bookingNumbersIn({ memo: 'booking 42 tour', name: '' })).toEqual([42]);
    expect(bookingNumbersIn({ memo: '2026.11.27 14:03', name: '' })).toEqual([]);
    expect(bookingNumbersIn({ memo: '', name: 'TANAKA AIKO' })).toEqual([]);
  });
});

// Issue 34 point 6: with both 적요 and 메모, the booking number was in the column not read.
describe('every text column', () => {
  it('is read beside the memo (메모 beside 적요), never the withdrawal, balance or time columns', () => {
    const file = [
      '거래일자,거래시간,적요,메모,출금,입금,잔액,입금자명',
      '2026.11.28,10:12:01,타행이체,#9,0,"360,000","1,360,000",LEE',
      '2026.11.28,10:40:00,타행이체,,0,"45,000","1,405,000",NOBODY',
    ].join('\n');
    const { mapping, rows } = parseStatement(file);
    expect(mapping).toEqual({ date: '거래일자', name: '입금자명', amount: '입금', memo: '적요' });
    expect(rows.map((r) => [r.memo, r.details, bookingNumbersIn(r)])).toEqual([
      ['타행이체', '#9', [9]],
      ['타행이체', '', []],
    ]);
  });

  it('takes the number from any of the texts', () => {
    expect(bookingNumbersIn({ memo: '타행이체', details: '#9', name: 'LEE' })).toEqual([9]);
    expect(bookingNumbersIn({ memo: '타행이체', details: '예약 12', name: 'LEE' })).toEqual([12]);
  });
});
