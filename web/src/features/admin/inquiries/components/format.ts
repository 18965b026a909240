/** An instant in Seoul in the Korean format the back office uses: 2026. 11. 25. 14:05. */
const seoul = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const formatSeoulTime = (iso: string | null | undefined) => (iso ? seoul.format(new Date(iso)) : '');
