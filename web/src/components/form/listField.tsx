import type { ReactNode } from 'react';
import { useState } from 'react';
import { getIn, useFormikContext } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Fieldset, TextField } from '@/components/FormField';
import { canAddListEntry } from '@domain/schemas/experience';
import { useFieldError, useFieldId } from './binding';
import { ErrorLine, Muted, Stack } from './layout';

const ListRow = styled.div`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    flex: 1;
  }
`;

/** What a compound row draws: its fields, bound to `name` (`${list}.${index}`) or its keys. */
export type FormListRow = {
  /** The entry's path in the form, e.g. `detailedItinerary.2`. */
  name: string;
  /** 0-based position. */
  index: number;
  /** `itemLabel(index + 1)`. */
  label: string;
};

export type FormListProps<T = string> = {
  name: string;
  legend: ReactNode;
  itemLabel: (index: number) => string;
  /** No new entry while the last text is empty ("Enter the previous item first."). */
  requirePrevious?: boolean;
  /** May a new entry be added now? `false` shows `refusal` instead. */
  canAdd?: (list: T[]) => boolean;
  refusal?: string;
  /** Cleans what is typed; `warning` shows when it changed something (the default text row). */
  clean?: (value: string) => { value: string; stripped: boolean };
  warning?: string;
  placeholder?: string;
  addLabel?: ReactNode;
  /**
   * A row's content when it is more than one short text: the kit's fields bound to
   * `row.name` (a slot, a date) or to its keys (`${row.name}.title`). Default: one text field.
   */
  renderItem?: (row: FormListRow) => ReactNode;
  /** A new entry's value (default ''). */
  newItem?: () => T;
};

const emptyText = () => '';

/**
 * An editable list with add and remove: short texts by default, or rows of several fields
 * (`renderItem`). The list's error shows under it; the first control takes the list's id.
 */
export function FormList<T = string>({
  name,
  legend,
  itemLabel,
  requirePrevious,
  canAdd,
  refusal,
  clean,
  warning,
  placeholder,
  addLabel,
  renderItem,
  newItem = emptyText as () => T,
}: FormListProps<T>) {
  const { t } = useLingui();
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const error = useFieldError(name);
  const id = useFieldId(name);
  const list = (getIn(values, name) as T[] | undefined) ?? [];
  const [notice, setNotice] = useState<string>();
  function set(index: number, raw: string) {
    const cleaned = clean ? clean(raw) : { value: raw, stripped: false };
    setNotice(cleaned.stripped ? warning : undefined);
    void setFieldValue(
      name,
      list.map((v, i) => (i === index ? cleaned.value : v)),
    );
  }
  function add() {
    if (requirePrevious && !canAddListEntry(list.map(String))) {
      setNotice(t`Enter the previous item first.`);
      return;
    }
    if (canAdd && !canAdd(list)) {
      setNotice(refusal);
      return;
    }
    setNotice(undefined);
    void setFieldValue(name, [...list, newItem()]);
  }
  return (
    <Fieldset data-field={name}>
      <legend>{legend}</legend>
      <Stack>
        {list.map((value, i) => {
          const label = itemLabel(i + 1);
          return (
            <ListRow key={i}>
              {renderItem ? (
                <div>{renderItem({ name: `${name}.${i}`, index: i, label })}</div>
              ) : (
                <TextField
                  id={i === 0 ? id : undefined}
                  label={label}
                  hideLabel
                  value={String(value)}
                  placeholder={placeholder}
                  onChange={(e) => set(i, e.target.value)}
                />
              )}
              <Button
                variant="ghost"
                size="sm"
                aria-label={t`Remove ${label}`}
                onClick={() =>
                  void setFieldValue(
                    name,
                    list.filter((_, j) => j !== i),
                  )
                }
              >
                <Trans>Remove</Trans>
              </Button>
            </ListRow>
          );
        })}
        <div>
          <Button variant="secondary" size="sm" onClick={add}>
            {addLabel ?? <Trans>Add</Trans>}
          </Button>
        </div>
        {notice ? <Muted role="status">{notice}</Muted> : null}
        {error ? <ErrorLine>{error}</ErrorLine> : null}
      </Stack>
    </Fieldset>
  );
}
