import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORIES, CULTURE_TAGS, LANGUAGES, PROMOTION_TYPES } from '@domain/constants';
import { Button } from '@/components/Button';
import { Dialog, Select } from '@/components/ui';
import { Row } from '@/components/form';

export type ItemFilters = { category: string; language: string; tag: string; promotion: string };
export const NO_FILTERS: ItemFilters = { category: '', language: '', tag: '', promotion: '' };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: ItemFilters;
  onApply: (f: ItemFilters) => void;
};

/** Category, language, culture tag and promotion: applied together, or all cleared. */
export function ItemsFilterDialog({ open, onOpenChange, value, onApply }: Props) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(value);
  const field = (key: keyof ItemFilters, label: string, options: readonly string[]) => (
    <Select
      label={label}
      value={draft[key]}
      onChange={(next) => setDraft({ ...draft, [key]: next })}
      emptyOption={t`All`}
      options={options.map((o) => ({ value: o, label: o }))}
    />
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(value);
        onOpenChange(next);
      }}
      title={t`Filter items`}
    >
      <Row>
        {field('category', t`Category`, CATEGORIES)}
        {field('language', t`Language`, LANGUAGES)}
      </Row>
      <Row>
        {field('tag', t`K-Culture tag`, CULTURE_TAGS)}
        {field('promotion', t`Promotion`, PROMOTION_TYPES)}
      </Row>
      <Row>
        <Button variant="secondary" onClick={() => onApply(NO_FILTERS)}>
          <Trans>Clear filters</Trans>
        </Button>
        <Button onClick={() => onApply(draft)}>
          <Trans>Apply</Trans>
        </Button>
      </Row>
    </Dialog>
  );
}
