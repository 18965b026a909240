import { useId } from 'react';
import { styled } from 'styled-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ExperienceSort } from '@/generated/graphql';
import { SORTS } from '../hooks/listParams';

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  label {
    font-weight: 600;
    white-space: nowrap;
  }

  select {
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    cursor: pointer;
  }
`;

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
  const id = useId();
  return (
    <Wrapper>
      <label htmlFor={id}>{t`Sort by`}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as ExperienceSort)}>
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {i18n._(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}
