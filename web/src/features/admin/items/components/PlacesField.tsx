import { useFormikContext } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Fieldset, TextField } from '@/components/FormField';
import type { ItemFormValues } from '../itemForm';
import { ErrorLine, Stack, useFieldError } from '@/components/form';

const Place = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

type PlaceKey = keyof ItemFormValues['recommendationPlaces'][number];

/** Places nearby the storefront recommends with the item: title, image, link and a line about it. */
export function PlacesField() {
  const { t } = useLingui();
  const { values, setFieldValue } = useFormikContext<ItemFormValues>();
  const error = useFieldError('recommendationPlaces');
  const places = values.recommendationPlaces;
  const set = (i: number, key: PlaceKey, value: string) =>
    void setFieldValue(
      'recommendationPlaces',
      places.map((p, j) => (j === i ? { ...p, [key]: value } : p)),
      false,
    );
  return (
    <Fieldset>
      <legend>
        <Trans>Recommended places</Trans>
      </legend>
      <Stack>
        {places.map((place, i) => {
          const n = i + 1;
          return (
            <Place key={i}>
              <TextField
                label={t`Place ${n} name`}
                value={place.title}
                onChange={(e) => set(i, 'title', e.target.value)}
              />
              <TextField
                label={t`Place ${n} image address`}
                value={place.image}
                onChange={(e) => set(i, 'image', e.target.value)}
              />
              <TextField
                label={t`Place ${n} link`}
                value={place.link}
                placeholder="https://"
                onChange={(e) => set(i, 'link', e.target.value)}
              />
              <TextField
                label={t`Place ${n} description`}
                value={place.description}
                onChange={(e) => set(i, 'description', e.target.value)}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t`Remove place ${n}`}
                onClick={() =>
                  void setFieldValue(
                    'recommendationPlaces',
                    places.filter((_, j) => j !== i),
                    false,
                  )
                }
              >
                <Trans>Remove</Trans>
              </Button>
            </Place>
          );
        })}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              void setFieldValue(
                'recommendationPlaces',
                [...places, { title: '', image: '', link: '', description: '' }],
                false,
              )
            }
          >
            <Trans>Add place</Trans>
          </Button>
        </div>
        {error ? <ErrorLine>{error}</ErrorLine> : null}
      </Stack>
    </Fieldset>
  );
}
