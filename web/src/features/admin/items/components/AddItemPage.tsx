import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useToast } from '@/components/toast';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useItemActions } from '../hooks/useItemActions';
import { emptyItem, toInput } from '../itemForm';
import { ItemEditor } from './ItemEditor';

const Page = styled.section`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};

  h1 {
    margin-top: 0;
  }
`;

/** `/admin/add-item`: the editor for a new item; Cancel and a successful create go back to the items list. */
export function AddItemPage() {
  const { t } = useLingui();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { create } = useItemActions();
  useDocumentTitle(t`Add item`);
  return (
    <Page aria-labelledby="add-item-title">
      <h1 id="add-item-title">
        <Trans>Add item</Trans>
      </h1>
      <ItemEditor
        initialValues={emptyItem()}
        onCancel={() => void navigate('/admin?section=items')}
        onSave={async (values) => {
          await create({ variables: { input: toInput(values) } });
          toast({
            variant: 'success',
            title: t`Item Created`,
            description: t`New item has been successfully created.`,
          });
          await navigate('/admin?section=items');
        }}
      />
    </Page>
  );
}
