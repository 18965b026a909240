import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormList, FormText } from '@/components/form';
import { FormImageUpload } from '@/components/upload';
import type { ItemFormValues } from '../itemForm';

const PlaceRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

type Place = ItemFormValues['recommendationPlaces'][number];

/** Places nearby the storefront recommends with the item: title, image, link and a line about it. */
export function PlacesField() {
  const { t } = useLingui();
  return (
    <FormList<Place>
      name="recommendationPlaces"
      legend={t`Recommended places`}
      itemLabel={(n) => t`Place ${n}`}
      addLabel={<Trans>Add place</Trans>}
      newItem={() => ({ title: '', image: '', link: '', description: '' })}
      renderItem={({ name, index }) => {
        const n = index + 1;
        return (
          <PlaceRow>
            <FormText name={`${name}.title`} label={t`Place ${n} name`} />
            <FormImageUpload name={`${name}.image`} label={t`Place ${n} picture`} />
            <FormText name={`${name}.link`} label={t`Place ${n} link`} placeholder="https://" />
            <FormText name={`${name}.description`} label={t`Place ${n} description`} />
          </PlaceRow>
        );
      }}
    />
  );
}
