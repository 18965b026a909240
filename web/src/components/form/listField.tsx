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

export type FormListProps = {
  name: string;
  legend: ReactNode;
  itemLabel: (index: number) => string;
  /** No new entry while the last one is empty ("Enter the previous item first."). */
  requirePrevious?: boolean;
  /** May a new entry be added now? `false` shows `refusal` instead. */
  canAdd?: (list: string[]) => boolean;
  refusal?: string;
  /** Cleans what is typed; `warning` shows when it changed something. */
  clean?: (value: string) => { value: string; stripped: boolean };
  warning?: string;
  placeholder?: string;
  addLabel?: ReactNode;
};

/** An editable list of short texts with add and remove. */
export function FormList({
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
}: FormListProps) {
  const { t } = useLingui();
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const error = useFieldError(name);
  const id = useFieldId(name);
  const list = (getIn(values, name) as string[] | undefined) ?? [];
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
    if (requirePrevious && !canAddListEntry(list)) {
      setNotice(t`Enter the previous item first.`);
      return;
    }
    if (canAdd && !canAdd(list)) {
      setNotice(refusal);
      return;
    }
    setNotice(undefined);
    void setFieldValue(name, [...list, '']);
  }
  return (
    <Fieldset data-field={name}>
      <legend>{legend}</legend>
      <Stack>
        {list.map((value, i) => (
          <ListRow key={i}>
            <TextField
              id={i === 0 ? id : undefined}
              label={itemLabel(i + 1)}
              hideLabel
              value={value}
              placeholder={placeholder}
              onChange={(e) => set(i, e.target.value)}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={t`Remove ${itemLabel(i + 1)}`}
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
        ))}
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
