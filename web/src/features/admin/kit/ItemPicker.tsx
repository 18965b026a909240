import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Combobox, type ComboboxOption } from '@/components/ui';
import { ItemPickerSearchDocument } from '@/generated/graphql';

/** How long typing pauses before the server is asked (and how many items one answer holds). */
export const PICKER_DEBOUNCE_MS = 250;
const PAGE_SIZE = 20;

type ItemPickerProps = {
  label: string;
  /** The chosen item's id, or null. */
  value: number | null;
  /** The chosen item's id (null: cleared) and its label as shown ("Title (#12)"). */
  onChange: (itemId: number | null, label?: string) => void;
  placeholder?: string;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
  /** Empty again after each choice (to add items to a list one after another; `value` stays null). */
  clearOnChoose?: boolean;
};

const optionOf = (item: { id: number; title: string }): ComboboxOption => ({
  value: String(item.id),
  label: `${item.title} (#${item.id})`,
});

/**
 * Chooses an item (any status) by searching the catalogue on the server as one types (title,
 * place, hashtag or id; debounced), 20 at a time: usable with a catalogue of thousands.
 */
export function ItemPicker({
  label,
  value,
  onChange,
  placeholder,
  id,
  invalid,
  describedBy,
  clearOnChoose,
}: ItemPickerProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ComboboxOption | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.replace(/ \(#\d+\)$/, '').trim()), PICKER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, loading, previousData } = useQuery(ItemPickerSearchDocument, {
    variables: { search: search || null, pageSize: PAGE_SIZE },
  });
  // The chosen item's name when only its id is known (from the URL, or a preselection).
  const known = useQuery(ItemPickerSearchDocument, {
    variables: { search: String(value), pageSize: 10 },
    skip: value === null || chosen?.value === String(value),
  });
  useEffect(() => {
    if (value === null) {
      setChosen(null);
      return;
    }
    const item = known.data?.adminExperiences.items.find((i) => i.id === value);
    if (item && chosen?.value !== String(value)) {
      setChosen(optionOf(item));
      setText(optionOf(item).label);
    }
  }, [value, known.data, chosen?.value]);
  const page = (data ?? previousData)?.adminExperiences;
  const options = (page?.items ?? []).map(optionOf);
  return (
    <Combobox
      id={id}
      label={label}
      placeholder={placeholder ?? t`Type to search items`}
      selected={chosen}
      onSelect={(option) => {
        if (option && clearOnChoose) {
          setText('');
          setSearch('');
          onChange(Number(option.value), option.label);
          return;
        }
        setChosen(option);
        if (option) setText(option.label);
        onChange(option ? Number(option.value) : null, option?.label);
      }}
      inputValue={text}
      onInputChange={setText}
      options={options}
      loading={loading}
      more={Math.max(0, (page?.totalCount ?? 0) - options.length)}
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}
