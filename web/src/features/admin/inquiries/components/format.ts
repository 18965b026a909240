import { SEOUL_TO_THE_MINUTE } from '@domain/calendar';

/** An instant in Seoul in the Korean format the back office uses: 2026. 11. 25. 14:05. */
const seoul = new Intl.DateTimeFormat('ko-KR', SEOUL_TO_THE_MINUTE);

export const formatSeoulTime = (iso: string | null | undefined) => (iso ? seoul.format(new Date(iso)) : '');
