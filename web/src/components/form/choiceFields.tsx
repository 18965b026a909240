import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { getIn, useFormikContext } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Checkbox } from '@/components/ui';
import { Fieldset, TextField } from '@/components/FormField';
import { useFieldError, useFieldId } from './binding';
import { ErrorLine, Muted } from './layout';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Chip = styled.button`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.phone} {
    min-height: ${({ theme }) => theme.touchTarget};
  }

  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;

const AddRow = styled.div`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;

type ToggleGroupProps = {
  name: string;
  legend: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
  /** One choice at a time (choosing another replaces it). */
  single?: boolean;
};

/** Toggle buttons for a list field (languages, tags, promotions). */
export function FormToggleGroup({ name, legend, options, single }: ToggleGroupProps) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const error = useFieldError(name);
  const list = (getIn(values, name) as string[] | undefined) ?? [];
  const errorId = useId();
  const id = useFieldId(name);
  function toggle(value: string) {
    const on = list.includes(value);
    const next = on ? list.filter((v) => v !== value) : single ? [value] : [...list, value];
    void setFieldValue(name, next);
  }
  return (
    <Fieldset
      data-field={name}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <Chips>
        {options.map((o, i) => (
          <Chip
            key={o.value}
            id={i === 0 ? id : undefined}
            type="button"
            aria-pressed={list.includes(o.value)}
            onClick={() => toggle(o.value)}
          >
            {o.label}
          </Chip>
        ))}
      </Chips>
      {error ? <ErrorLine id={errorId}>{error}</ErrorLine> : null}
    </Fieldset>
  );
}

type TagsProps = {
  name: string;
  legend: ReactNode;
  /** The text box's label, e.g. "New hashtag". */
  inputLabel: string;
  max?: number;
};

/** A list of tags: type one and press Enter or Add; a tag already there (any case) is refused. */
export function FormTags({ name, legend, inputLabel, max }: TagsProps) {
  const { t } = useLingui();
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const error = useFieldError(name);
  const id = useFieldId(name);
  const tags = (getIn(values, name) as string[] | undefined) ?? [];
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string>();
  function add() {
    const tag = draft.trim();
    if (!tag) return;
    if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
      setNotice(t`"${tag}" is already in the list.`);
      return;
    }
    if (max !== undefined && tags.length >= max) {
      setNotice(t`At most ${max}.`);
      return;
    }
    setNotice(undefined);
    setDraft('');
    void setFieldValue(name, [...tags, tag]);
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <Fieldset data-field={name}>
      <legend>{legend}</legend>
      <Chips role="list">
        {tags.map((tag) => (
          <span role="listitem" key={tag}>
            {tag}{' '}
            <Button
              variant="ghost"
              size="sm"
              aria-label={t`Remove ${tag}`}
              onClick={() =>
                void setFieldValue(
                  name,
                  tags.filter((x) => x !== tag),
                )
              }
            >
              ×
            </Button>
          </span>
        ))}
      </Chips>
      <AddRow>
        <TextField
          id={id}
          label={inputLabel}
          value={draft}
          error={error}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" size="sm" onClick={add}>
          <Trans>Add</Trans>
        </Button>
      </AddRow>
      {notice ? <Muted role="status">{notice}</Muted> : null}
    </Fieldset>
  );
}

/** A yes/no field as a labelled checkbox (Space toggles). */
export function FormCheckbox({ name, label }: { name: string; label: ReactNode }) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const error = useFieldError(name);
  const id = useFieldId(name);
  return (
    <div data-field={name}>
      <Checkbox
        id={id}
        name={name}
        label={label}
        checked={Boolean(getIn(values, name))}
        onCheckedChange={(on) => void setFieldValue(name, on)}
      />
      {error ? <ErrorLine>{error}</ErrorLine> : null}
    </div>
  );
}
