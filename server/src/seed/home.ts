import type { Language } from '../../../domain/constants.js';
import type { ArtSpec } from './images.js';

/** Hero slides per language; images are shared, titles and links are localised. */
export const SLIDE_IMAGES = {
  experience: 'demo-slide-experience.webp',
  tour: 'demo-slide-tour.webp',
  tickets: 'demo-slide-tickets.webp',
} as const;

interface SlideSeed {
  title: string;
  image: keyof typeof SLIDE_IMAGES;
  linkUrl: string;
}

export const SLIDES: Record<Language, SlideSeed[]> = {
  ENG: [
    {
      title: 'Brew, cook and dance: hands-on Korean culture',
      image: 'experience',
      linkUrl: '/experiences?category=Experience',
    },
    { title: 'See Seoul with a local guide', image: 'tour', linkUrl: '/experiences?category=Tour' },
    {
      title: 'Shows, theme parks and night views',
      image: 'tickets',
      linkUrl: '/experiences?category=Tickets',
    },
  ],
  JPN: [
    {
      title: '作って、踊って、味わう韓国文化体験',
      image: 'experience',
      linkUrl: '/experiences?category=Experience',
    },
    { title: '地元ガイドと巡るソウル', image: 'tour', linkUrl: '/experiences?category=Tour' },
    { title: '公演・テーマパーク・夜景チケット', image: 'tickets', linkUrl: '/experiences?category=Tickets' },
  ],
  CHN: [
    {
      title: '親手體驗韓國文化：釀酒、料理、舞蹈',
      image: 'experience',
      linkUrl: '/experiences?category=Experience',
    },
    { title: '跟著在地導遊玩首爾', image: 'tour', linkUrl: '/experiences?category=Tour' },
    { title: '表演、主題樂園與夜景門票', image: 'tickets', linkUrl: '/experiences?category=Tickets' },
  ],
  CHS: [
    {
      title: '亲手玩转韩国文化：酿酒、下厨、跳舞',
      image: 'experience',
      linkUrl: '/experiences?category=Experience',
    },
    { title: '跟着本地导游逛首尔', image: 'tour', linkUrl: '/experiences?category=Tour' },
    { title: '演出、主题乐园和夜景门票', image: 'tickets', linkUrl: '/experiences?category=Tickets' },
  ],
  KOR: [
    {
      title: '직접 만들고 맛보는 한국 문화 체험',
      image: 'experience',
      linkUrl: '/experiences?category=Experience',
    },
    { title: '로컬 가이드와 걷는 서울', image: 'tour', linkUrl: '/experiences?category=Tour' },
    { title: '공연, 테마파크, 야경 티켓', image: 'tickets', linkUrl: '/experiences?category=Tickets' },
  ],
};

export const popupImageFile = (language: Language) => `demo-popup-${language.toLowerCase()}.webp`;
export const OLD_POPUP_IMAGE = 'demo-popup-winter.webp';

/** Where each language's active popup points: an experience (by slug) or the culture guide. */
export const POPUP_TARGETS: Record<Language, { experience: string } | { path: string }> = {
  ENG: { experience: 'eng-gwangjang-night-food' },
  JPN: { experience: 'jpn-seongsu-popup-walk' },
  CHN: { experience: 'chn-idol-makeover-photo' },
  CHS: { experience: 'chs-gwangjang-food' },
  KOR: { path: '/culture-guide' },
};
export const OLD_POPUP_TARGET = 'eng-soju-popup-winter';

/** Each popup's alt text, in its language: the art has no words, so it says where the picture leads. */
export const POPUP_ALT_TEXTS: Record<Language, string> = {
  ENG: 'Special offer: Gwangjang Market night food tour with makgeolli',
  JPN: '特別オファー：聖水洞ポップアップストア＆カフェ巡り',
  CHN: '限時優惠：韓系偶像妝髮造型＋寫真拍攝',
  CHS: '限时特惠：广藏市场夜间美食之旅',
  KOR: '문화 가이드: 한국 여행 가이드와 팁 읽어 보기',
};
export const OLD_POPUP_ALT_TEXT = 'Winter soju cocktail pop-up bar (season ended)';

export function homeImageSpecs(): ArtSpec[] {
  return [
    { filename: SLIDE_IMAGES.experience, width: 1920, height: 800, theme: 'Experience', motif: 'K-Sool' },
    { filename: SLIDE_IMAGES.tour, width: 1920, height: 800, theme: 'Tour', motif: 'palace' },
    { filename: SLIDE_IMAGES.tickets, width: 1920, height: 800, theme: 'Tickets', motif: 'night' },
    { filename: popupImageFile('ENG'), width: 800, height: 1000, theme: 'Promo', motif: 'market' },
    { filename: popupImageFile('JPN'), width: 800, height: 1000, theme: 'Promo', motif: 'K-Trend' },
    { filename: popupImageFile('CHN'), width: 800, height: 1000, theme: 'Promo', motif: 'K-Pop' },
    { filename: popupImageFile('CHS'), width: 800, height: 1000, theme: 'Promo', motif: 'market' },
    { filename: popupImageFile('KOR'), width: 800, height: 1000, theme: 'Promo', motif: 'temple' },
    { filename: OLD_POPUP_IMAGE, width: 800, height: 1000, theme: 'Promo', motif: 'K-Sool' },
  ];
}
