import { useLingui } from '@lingui/react/macro';
import { isCurrency } from '@domain/currency';
import { BanknoteIcon } from '@/components/icons';
import { useCurrency } from '@/lib/currency';
import { HeaderSelect } from './HeaderSelect';

/**
 * The currency shown beside KRW prices (an approximation: the charge is in KRW). It offers KRW
 * alone and each currency with a fresh rate; until the page is hydrated, and when no rate is fresh,
 * it is not shown (prices are then KRW alone).
 */
export function CurrencySelector() {
  const { t } = useLingui();
  const { rate, offered, choose } = useCurrency();
  if (offered.length < 2) return null;
  const options = offered.map((currency) =>
    currency === 'KRW' ? { value: currency, label: t`KRW only` } : { value: currency, label: currency },
  );
  return (
    <HeaderSelect
      label={t`Currency shown beside prices in KRW`}
      icon={<BanknoteIcon />}
      value={rate?.currency ?? 'KRW'}
      options={options}
      onChange={(value) => {
        if (isCurrency(value)) choose(value);
      }}
    />
  );
}
