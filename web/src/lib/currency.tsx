import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import {
  convertFromKrw,
  CURRENCIES,
  firstCurrency,
  formatApproximation,
  isCurrency,
  usableRates,
  type Currency,
  type ExchangeRate,
} from '@domain/currency';
import { ExchangeRatesDocument } from '@/generated/graphql';
import { useHydrated } from './useHydrated';

/**
 * The visitor's currency (issue 40): KRW is what is charged; another currency is an approximation
 * shown beside it, from the public `exchangeRates` (fresh rates only). The choice is remembered in
 * local storage like the language; unlike the language it is the browser's alone (no cookie): the
 * server renders prices in KRW, so its pages stay the same for every visitor (its hot cache, a CDN),
 * and the approximation follows once the page is hydrated.
 */
export const CURRENCY_STORAGE_KEY = 'currency';

const listeners = new Set<() => void>();

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function storedCurrency(): Currency | null {
  const value = safeStorage()?.getItem(CURRENCY_STORAGE_KEY);
  return isCurrency(value) ? value : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENCY_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Remembers the visitor's currency (KRW: KRW alone). */
export function storeCurrency(currency: Currency): void {
  safeStorage()?.setItem(CURRENCY_STORAGE_KEY, currency);
  for (const listener of listeners) listener();
}

function browserTags(): readonly string[] {
  const { languages, language } = window.navigator;
  return languages?.length ? languages : language ? [language] : [];
}

export interface CurrencyChoice {
  /** The visitor's currency (their choice, else the first one for their language and region). */
  chosen: Currency;
  /** The rate prices are shown with beside KRW; null: KRW alone (KRW chosen, or no fresh rate). */
  rate: ExchangeRate | null;
  /** What the menu offers: KRW alone, then each currency with a fresh rate. */
  offered: readonly Currency[];
  choose: (currency: Currency) => void;
}

const KRW_ALONE: CurrencyChoice = { chosen: 'KRW', rate: null, offered: ['KRW'], choose: () => {} };

const CurrencyContext = createContext<CurrencyChoice>(KRW_ALONE);

/**
 * Holds the visitor's currency and the rates: one `exchangeRates` query per page load, cache-first,
 * asked once the page is hydrated. Not during the server's render: its answer would be kept in the
 * page's Apollo state by the server's hot cache, which rates do not invalidate. Until then prices are
 * KRW alone, as the server rendered them. `enabled` false (the back office): KRW alone.
 */
export function CurrencyProvider({ enabled = true, children }: { enabled?: boolean; children: ReactNode }) {
  const { i18n } = useLingui();
  const hydrated = useHydrated();
  const stored = useSyncExternalStore(subscribe, storedCurrency, () => null);
  const { data } = useQuery(ExchangeRatesDocument, { skip: !enabled || !hydrated });
  const rates = data?.exchangeRates.rates;
  const value = useMemo<CurrencyChoice>(() => {
    if (!enabled || !hydrated) return KRW_ALONE;
    const usable = usableRates(
      (rates ?? []).flatMap(({ currency, rate, date }) =>
        isCurrency(currency) ? [{ currency, perKrw: rate, date, source: 'source' as const }] : [],
      ),
    );
    const chosen = stored ?? firstCurrency(i18n.locale, browserTags());
    return {
      chosen,
      rate: usable.get(chosen) ?? null,
      offered: CURRENCIES.filter((currency) => currency === 'KRW' || usable.has(currency)),
      choose: storeCurrency,
    };
  }, [enabled, hydrated, rates, stored, i18n.locale]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyChoice {
  return useContext(CurrencyContext);
}

export interface Approximation {
  /** "CN¥232.65", in the reader's locale. */
  text: string;
  currency: Currency;
  /** The rate's day (YYYY-MM-DD). */
  date: string;
}

/** `krw` in the visitor's currency, or null when prices are shown in KRW alone. */
export function useApproximation(krw: number): Approximation | null {
  const { i18n } = useLingui();
  const { rate } = useCurrency();
  if (!rate) return null;
  const amount = convertFromKrw(krw, rate.currency, rate.perKrw);
  return {
    text: formatApproximation(amount, rate.currency, i18n.locale),
    currency: rate.currency,
    date: rate.date,
  };
}
