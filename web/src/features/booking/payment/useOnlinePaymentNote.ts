import { useLingui } from '@lingui/react/macro';
import type { ConfirmationMode } from '@domain/constants';
import { METHOD_NAMES } from './messages';
import { isOnlineMethod } from './portone';

/**
 * What the booking form says about paying online before the guest books (issue 37 point 6): an
 * instant item is paid now, a request item once approved; null while online payment is off.
 */
export function useOnlinePaymentNote(mode: ConfirmationMode, offered: readonly string[]): string | null {
  const { t, i18n } = useLingui();
  const methods = offered.filter(isOnlineMethod);
  if (!methods.length) return null;
  const names = new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(
    methods.map((method) => i18n._(METHOD_NAMES[method])),
  );
  return mode === 'instant'
    ? t`You pay online when you book, by ${names}. Your seats are held while you pay.`
    : t`Once we approve your booking, you can pay online by ${names}.`;
}
