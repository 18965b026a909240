import { useId, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORIES, LANGUAGES } from '@domain/constants';
import { CATEGORY_LABELS } from '@/components/Badge';
import { Button } from '@/components/Button';
import { FilterButton } from '@/components/FilterButton';
import { Fieldset } from '@/components/FormField';
import type { Category, CultureTag, Language } from '@/generated/graphql';
import { CULTURE_TAG_ENUMS, CULTURE_TAG_NAMES } from '@/lib/experience';
import { fromLanguageCode, LOCALE_NAMES } from '@/lib/i18n';
import { activeFilterCount, type ListParams } from '../hooks/listParams';

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 24px;
  height: 24px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Panel = styled.div`
  /* In the wrapping controls row, the open panel takes a line of its own below the controls. */
  flex: 1 1 100%;
  order: 1;
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  &[hidden] {
    display: none;
  }

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Group = styled(Fieldset)`
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 40px;
    cursor: pointer;
  }

  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const PanelFooter = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
`;

function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

function CheckboxGroup<T extends string>(props: {
  legend: ReactNode;
  options: readonly T[];
  selected: readonly T[];
  label: (value: T) => string;
  lang?: (value: T) => string | undefined;
  onChange: (next: T[]) => void;
}) {
  return (
    <Group>
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option}>
          <input
            type="checkbox"
            checked={props.selected.includes(option)}
            onChange={() => props.onChange(toggled(props.selected, option))}
          />
          <span lang={props.lang?.(option)}>{props.label(option)}</span>
        </label>
      ))}
    </Group>
  );
}

type FiltersPanelProps = {
  params: ListParams;
  onChange: (change: Partial<Pick<ListParams, 'categories' | 'tags' | 'languages'>>) => void;
};

/**
 * Category, culture tag and language filters. Choices in one group widen the list (OR),
 * groups narrow it (AND); the server applies the rule.
 */
export function FiltersPanel({ params, onChange }: FiltersPanelProps) {
  const { t, i18n } = useLingui();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(params);

  return (
    <>
      <FilterButton
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        $active={count > 0}
        onClick={() => setOpen(!open)}
      >
        <Trans>Filters</Trans>
        {count > 0 ? <Count aria-label={t`${count} selected`}>{count}</Count> : null}
      </FilterButton>
      <Panel id={panelId} hidden={!open} role="group" aria-label={t`Filters`}>
        <CheckboxGroup<Category>
          legend={<Trans>Category</Trans>}
          options={CATEGORIES}
          selected={params.categories}
          label={(category) => i18n._(CATEGORY_LABELS[category])}
          onChange={(categories) => onChange({ categories })}
        />
        <CheckboxGroup<CultureTag>
          legend={<Trans>Culture</Trans>}
          options={CULTURE_TAG_ENUMS}
          selected={params.tags}
          label={(tag) => CULTURE_TAG_NAMES[tag]}
          onChange={(tags) => onChange({ tags })}
        />
        <CheckboxGroup<Language>
          legend={<Trans>Guide language</Trans>}
          options={LANGUAGES}
          selected={params.languages}
          label={(code) => LOCALE_NAMES[fromLanguageCode(code) ?? 'en']}
          lang={(code) => fromLanguageCode(code)}
          onChange={(languages) => onChange({ languages })}
        />
        {count > 0 ? (
          <PanelFooter>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange({ categories: [], tags: [], languages: [] })}
            >
              <Trans>Reset filters</Trans>
            </Button>
          </PanelFooter>
        ) : null}
      </Panel>
    </>
  );
}
