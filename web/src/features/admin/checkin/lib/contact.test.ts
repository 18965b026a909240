import { contactLinks } from './contact';

describe('contact links from a booking phone number', () => {
  it('dials, texts and opens WhatsApp with the number in international form', () => {
    expect(contactLinks('+821012345678')).toEqual({
      display: '+82 10 1234 5678',
      tel: 'tel:+821012345678',
      sms: 'sms:+821012345678',
      whatsapp: 'https://wa.me/821012345678',
    });
  });

  it('offers nothing for text that is no phone number', () => {
    expect(contactLinks('call the hotel')).toBeNull();
    expect(contactLinks(null)).toBeNull();
  });
});
