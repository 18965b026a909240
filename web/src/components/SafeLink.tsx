import { safeHref } from '@/lib/safeUrl';

/**
 * A stored link shown as itself: a link when it is safe to follow (the rule the server saves by),
 * plain text otherwise, so an old or hand-made value never becomes a live `href`.
 */
export function SafeLink({ href }: { href: string }) {
  const safe = safeHref(href);
  return safe ? <a href={safe}>{href}</a> : <span>{href}</span>;
}
