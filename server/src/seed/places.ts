import type { ArtMotif, ArtTheme } from './images.js';
import type { PlaceKey } from './types.js';

interface Place {
  /** Google Maps search query (the place's English name). */
  query: string;
  theme: ArtTheme;
  motif: ArtMotif;
}

/** Real places in and around Seoul that experiences recommend; titles and notes are written per item. */
export const PLACES: Record<PlaceKey, Place> = {
  bukchon: { query: 'Bukchon Hanok Village', theme: 'Experience', motif: 'palace' },
  insadong: { query: 'Insadong Ssamziegil', theme: 'Experience', motif: 'K-Trend' },
  ikseondong: { query: 'Ikseon-dong Hanok Street', theme: 'Tour', motif: 'K-Trend' },
  gwangjang: { query: 'Gwangjang Market', theme: 'Tour', motif: 'market' },
  namsan: { query: 'N Seoul Tower', theme: 'Tickets', motif: 'night' },
  cheonggyecheon: { query: 'Cheonggyecheon Stream', theme: 'Tour', motif: 'night' },
  changdeokgung: { query: 'Changdeokgung Palace', theme: 'Tour', motif: 'palace' },
  jogyesa: { query: 'Jogyesa Temple', theme: 'Experience', motif: 'temple' },
  myeongdong: { query: 'Myeongdong Shopping Street', theme: 'Tour', motif: 'market' },
  hongdae: { query: 'Hongdae Walking Street', theme: 'Tickets', motif: 'K-Pop' },
  mangwon: { query: 'Mangwon Market', theme: 'Tour', motif: 'K-Food' },
  seongsu: { query: 'Seongsu-dong Cafe Street', theme: 'Tickets', motif: 'K-Trend' },
  coex: { query: 'Starfield Library COEX', theme: 'Tickets', motif: 'K-Trend' },
  seokchon: { query: 'Seokchon Lake Park', theme: 'Experience', motif: 'night' },
  ddp: { query: 'Dongdaemun Design Plaza', theme: 'Tickets', motif: 'K-Trend' },
  euljiro: { query: 'Euljiro Nogari Alley', theme: 'Tour', motif: 'K-Sool' },
  yeouido: { query: 'Yeouido Hangang Park', theme: 'Tickets', motif: 'night' },
  imjingak: { query: 'Imjingak Pyeonghwa-Nuri Park', theme: 'Tour', motif: 'K-Drama' },
  bongeunsa: { query: 'Bongeunsa Temple', theme: 'Experience', motif: 'temple' },
  tongin: { query: 'Tongin Market', theme: 'Tour', motif: 'K-Food' },
};

export const placeLink = (key: PlaceKey) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(PLACES[key].query)}`;

export const placeImageFile = (key: PlaceKey) => `demo-place-${key}.webp`;
