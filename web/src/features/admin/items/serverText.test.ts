import { EXPERIENCE_MESSAGES, type ExperienceMessages } from '@domain/schemas/experience';
import { localizeItemRefusal } from './serverText';

const ko: ExperienceMessages = {
  ...EXPERIENCE_MESSAGES,
  missingFields: (fields) => `필수 항목이 누락되었습니다: ${fields}`,
  duplicateSlots: (slots) => `중복된 시간대가 있습니다: ${slots}`,
  discountTooHigh: '할인율은 100% 미만이어야 합니다.',
};

describe('localizeItemRefusal', () => {
  it("puts each rule of the server's English message in the admin's language", () => {
    expect(
      localizeItemRefusal(
        'Missing required fields: Title, Sales Start Date; discount must be under 100%; duplicate time slots: 09:00; Something new',
        ko,
        { title: '상품명', salesAvailableFrom: '판매 시작일' },
      ),
    ).toBe(
      '필수 항목이 누락되었습니다: 상품명, 판매 시작일; 할인율은 100% 미만이어야 합니다.; 중복된 시간대가 있습니다: 09:00; Something new',
    );
  });
});
