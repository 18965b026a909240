import { useCombobox } from 'downshift';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Field, FieldLabel } from './field';

const Box = styled.div`
  position: relative;
  min-width: min(100%, 16rem);
`;

const Input = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Menu = styled.ul<{ $open: boolean }>`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.modal + 1};
  left: 0;
  right: 0;
  max-height: 18rem;
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
  display: ${({ $open }) => ($open ? 'block' : 'none')};
`;

const Option = styled.li<{ $active: boolean; $selected: boolean }>`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.colors.surface : 'transparent')};
  font-weight: ${({ $selected }) => ($selected ? 700 : 400)};
`;

const Note = styled.li`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type ComboboxOption = { value: string; label: string };

export type ComboboxProps = {
  label: string;
  /** The chosen option (null: none). */
  selected: ComboboxOption | null;
  onSelect: (option: ComboboxOption | null) => void;
  /** What is typed; the caller searches with it (on the server, debounced) and gives `options`. */
  inputValue: string;
  onInputChange: (text: string) => void;
  options: readonly ComboboxOption[];
  loading?: boolean;
  /** Shown under the options when the server has more than it sent ("12 more: keep typing"). */
  more?: number;
  placeholder?: string;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
};

/**
 * A WAI-ARIA combobox on Downshift: type to search (the caller asks the server), arrow keys and
 * Enter to choose, Escape to close. For lists too long for a select (a catalogue of 1,000 items).
 * Clearing the text clears the choice.
 */
export function Combobox({
  label,
  selected,
  onSelect,
  inputValue,
  onInputChange,
  options,
  loading,
  more = 0,
  placeholder,
  id,
  invalid,
  describedBy,
}: ComboboxProps) {
  const { t } = useLingui();
  const combobox = useCombobox<ComboboxOption>({
    id,
    items: options as ComboboxOption[],
    itemToString: (item) => item?.label ?? '',
    selectedItem: selected,
    inputValue,
    onInputValueChange: ({ inputValue: text, type }) => {
      // Choosing an option writes its label into the box: not a new search.
      if (
        type === useCombobox.stateChangeTypes.ItemClick ||
        type === useCombobox.stateChangeTypes.InputKeyDownEnter
      )
        return;
      onInputChange(text);
      if (!text) onSelect(null);
    },
    onSelectedItemChange: ({ selectedItem }) => onSelect(selectedItem ?? null),
  });
  const open = combobox.isOpen;
  return (
    <Field>
      <FieldLabel {...combobox.getLabelProps()}>{label}</FieldLabel>
      <Box>
        <Input
          {...combobox.getInputProps({
            placeholder,
            'aria-invalid': invalid || undefined,
            'aria-describedby': describedBy,
          })}
        />
        <Menu $open={open} {...combobox.getMenuProps()}>
          {open
            ? options.map((option, index) => (
                <Option
                  key={option.value}
                  $active={combobox.highlightedIndex === index}
                  $selected={selected?.value === option.value}
                  {...combobox.getItemProps({ item: option, index })}
                >
                  {option.label}
                </Option>
              ))
            : null}
          {open && loading ? <Note role="presentation">{t`Searching…`}</Note> : null}
          {open && !loading && !options.length ? <Note role="presentation">{t`No matches.`}</Note> : null}
          {open && !loading && more > 0 ? (
            <Note role="presentation">{t`${more} more: keep typing to narrow down.`}</Note>
          ) : null}
        </Menu>
      </Box>
    </Field>
  );
}
