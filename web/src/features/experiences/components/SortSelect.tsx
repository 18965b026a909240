import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { InlineSelect } from '@/components/InlineSelect';
import type { ExperienceSort } from '@/generated/graphql';
import { SORTS } from '../hooks/listParams';

const SORT_LABELS: Record<ExperienceSort, MessageDescriptor> = {
  popularity: msg`Most popular`,
  rating: msg`Highest rated`,
  priceLow: msg`Price: low to high`,
  priceHigh: msg`Price: high to low`,
};

/** The list order (spec: popularity by review count is the default). */
export function SortSelect({
  value,
  onChange,
}: {
  value: ExperienceSort;
  onChange: (sort: ExperienceSort) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <InlineSelect
      label={t`Sort by`}
      value={value}
      onChange={onChange}
      options={SORTS.map((sort) => ({ value: sort, label: i18n._(SORT_LABELS[sort]) }))}
    />
  );
}
