import { useId, useState } from 'react';
import { useFormikContext } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Fieldset } from '@/components/FormField';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { ErrorLine, Muted, useFieldError } from '@/components/form';
import { ItemPicker } from '@/features/admin/kit/ItemPicker';
import type { PromoCodeFormValues, PromoItem } from '../promoCodeForm';

const Chosen = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const ChosenItem = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * The items a code applies to (none: every item): each chosen one listed with its Remove button, and
 * a search box (the catalogue searched on the server) that adds the item chosen and empties itself for
 * the next. Keyboard: type, arrows and Enter to add; Tab to a Remove button. Changes are announced.
 */
export function PromoItemsField() {
  const { t } = useLingui();
  const { values, setFieldValue } = useFormikContext<PromoCodeFormValues>();
  const error = useFieldError('experienceIds');
  const pickerId = useId();
  const errorId = useId();
  const [announcement, setAnnouncement] = useState('');
  const items = values.items;

  function add(id: number | null, label?: string) {
    if (id === null) return;
    const name = label ?? `#${id}`;
    if (items.some((item) => item.id === id)) {
      setAnnouncement(t`${name} is already chosen.`);
      return;
    }
    void setFieldValue('items', [...items, { id, label: name }]);
    setAnnouncement(t`${name} added.`);
  }

  function remove(item: PromoItem) {
    const name = item.label;
    void setFieldValue(
      'items',
      items.filter((other) => other.id !== item.id),
    );
    setAnnouncement(t`${name} removed.`);
    // The button is gone: the search box (Downshift's input id) keeps the keyboard in the field.
    document.getElementById(`${pickerId}-input`)?.focus();
  }

  return (
    <Fieldset data-field="experienceIds" aria-describedby={error ? errorId : undefined}>
      <legend>
        <Trans>Items</Trans>
      </legend>
      {items.length ? (
        <Chosen aria-label={t`Chosen items`}>
          {items.map((item) => {
            const name = item.label;
            return (
              <ChosenItem key={item.id}>
                <span>{name}</span>
                <Button variant="ghost" size="sm" onClick={() => remove(item)} aria-label={t`Remove ${name}`}>
                  <Trans>Remove</Trans>
                </Button>
              </ChosenItem>
            );
          })}
        </Chosen>
      ) : (
        <Muted>
          <Trans>No item chosen: the code applies to every item.</Trans>
        </Muted>
      )}
      <ItemPicker
        id={pickerId}
        label={t`Add an item`}
        value={null}
        onChange={add}
        clearOnChoose
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      />
      {error ? <ErrorLine id={errorId}>{error}</ErrorLine> : null}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Fieldset>
  );
}
