import { useId, type ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Fieldset, TextField } from '@/components/FormField';
import type { ItemFormValues } from '../itemForm';

type Key = keyof ItemFormValues;
type StringKey = { [K in Key]: ItemFormValues[K] extends string ? K : never }[Key];
type ListKey = { [K in Key]: ItemFormValues[K] extends string[] ? K : never }[Key];

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Chip = styled.button`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
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

export const ErrorLine = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The error of a field, once the admin has tried to save (or left the field). */
export function useFieldError(name: Key): string | undefined {
  const { errors, touched, submitCount } = useFormikContext<ItemFormValues>();
  const error = errors[name];
  if (!error || (!submitCount && !touched[name])) return undefined;
  return typeof error === 'string' ? error : undefined;
}

type TextProps = {
  name: StringKey;
  label: ReactNode;
  hint?: ReactNode;
  multiline?: boolean;
  digits?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** Shown under the field, e.g. a character counter. */
  extra?: ReactNode;
};

/** A text field bound to the form; digits-only fields drop anything else as it is typed. */
export function FormText({ name, label, hint, multiline, digits, placeholder, disabled, extra }: TextProps) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<ItemFormValues>();
  const error = useFieldError(name);
  const common = {
    label,
    hint,
    error,
    name,
    placeholder,
    disabled,
    value: values[name],
    onBlur: () => void setFieldTouched(name, true, false),
  };
  const onChange = (value: string) =>
    void setFieldValue(name, digits ? value.replace(/\D/g, '') : value, false);
  return (
    <div>
      {multiline ? (
        <TextField multiline {...common} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <TextField
          {...common}
          inputMode={digits ? 'numeric' : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {extra}
    </div>
  );
}

type ChoiceProps = {
  name: ListKey;
  legend: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
  /** One choice at a time (a toggle: choosing another replaces it). */
  single?: boolean;
};

/** A group of toggle buttons for a list field (languages, tags, promotions, partners). */
export function FormChoices({ name, legend, options, single }: ChoiceProps) {
  const { values, setFieldValue } = useFormikContext<ItemFormValues>();
  const error = useFieldError(name);
  const list = values[name];
  const errorId = useId();
  function toggle(value: string) {
    const on = list.includes(value);
    const next = on ? list.filter((v) => v !== value) : single ? [value] : [...list, value];
    void setFieldValue(name, next, false);
  }
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <Chips>
        {options.map((o) => (
          <Chip
            key={o.value}
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

type ListProps = {
  name: ListKey;
  legend: ReactNode;
  itemLabel: (index: number) => string;
  /** May a new entry be added now? `false` gives `refusal` as a warning instead. */
  canAdd?: (list: string[]) => boolean;
  refusal?: string;
  /** Cleans what is typed; a non-empty `warning` is shown when it changed something. */
  clean?: (value: string) => { value: string; stripped: boolean };
  warning?: string;
  placeholder?: string;
  addLabel?: ReactNode;
};

const ListRow = styled.div`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    flex: 1;
  }
`;

/** An editable list of short texts with add and remove. */
export function FormList(props: ListProps & { notice?: string; onNotice?: (n: string | undefined) => void }) {
  const {
    name,
    legend,
    itemLabel,
    canAdd,
    refusal,
    clean,
    warning,
    placeholder,
    addLabel,
    notice,
    onNotice,
  } = props;
  const { t } = useLingui();
  const { values, setFieldValue } = useFormikContext<ItemFormValues>();
  const error = useFieldError(name);
  const list = values[name];
  function set(index: number, raw: string) {
    const cleaned = clean ? clean(raw) : { value: raw, stripped: false };
    onNotice?.(cleaned.stripped ? warning : undefined);
    void setFieldValue(
      name,
      list.map((v, i) => (i === index ? cleaned.value : v)),
      false,
    );
  }
  function add() {
    if (canAdd && !canAdd(list)) {
      onNotice?.(refusal);
      return;
    }
    onNotice?.(undefined);
    void setFieldValue(name, [...list, ''], false);
  }
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Stack>
        {list.map((value, i) => (
          <ListRow key={i}>
            <TextField
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
                  false,
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

/** "42 / 60" with the recommended range, for the SEO fields. */
export function Counter({
  length,
  max,
  recommended,
}: {
  length: number;
  max: number;
  recommended?: readonly [number, number];
}) {
  const inRange = recommended ? length >= recommended[0] && length <= recommended[1] : true;
  const [from, to] = recommended ?? [0, max];
  return (
    <Muted aria-live="polite">
      {length} / {max}
      {recommended ? (
        <>
          {' · '}
          {inRange ? (
            <Trans>
              within the recommended {from}–{to}
            </Trans>
          ) : (
            <Trans>
              recommended {from}–{to}
            </Trans>
          )}
        </>
      ) : null}
    </Muted>
  );
}
