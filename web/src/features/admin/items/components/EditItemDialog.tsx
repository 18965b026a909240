import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { PageSpinner } from '@/components/Spinner';
import { useToast } from '@/components/toast';
import { Dialog } from '@/components/ui';
import { AdminExperienceDocument } from '@/generated/graphql';
import { useItemActions } from '../hooks/useItemActions';
import { toFormValues, toInput } from '../itemForm';
import { ItemEditor } from './ItemEditor';

/** The edit dialog: the same editor as the add page, filled with the stored item. */
export function EditItemDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const { update } = useItemActions();
  const { data, error } = useQuery(AdminExperienceDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const item = data?.experience;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t`Edit item`} size="lg">
      {error ? <p role="alert">{t`The item could not be loaded.`}</p> : null}
      {!item && !error ? <PageSpinner /> : null}
      {item ? (
        <ItemEditor
          itemId={id}
          initialValues={toFormValues(item)}
          onCancel={onClose}
          onSave={async (values) => {
            await update({ variables: { id, input: toInput(values) } });
            toast({ variant: 'success', title: t`Item Updated`, description: t`The item has been saved.` });
            onClose();
          }}
        />
      ) : null}
    </Dialog>
  );
}
