import { useFormikContext } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { googleMapEmbedUrl, mapLinks } from '@domain/maps';
import type { ItemFormValues } from '../itemForm';
import { ErrorLine, FormText, Muted, Row } from '@/components/form';
import { PlacesField } from './PlacesField';

const Map = styled.iframe`
  width: 100%;
  height: 280px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const num = (v: string) => (v.trim() === '' ? null : Number(v));

/** The map frame (a Google Maps embed address only), coordinates, and the previews guests will get. */
export function LocationTab() {
  const { t } = useLingui();
  const { values } = useFormikContext<ItemFormValues>();
  const typed = values.googleMapIframe.trim();
  const embed = googleMapEmbedUrl(typed);
  const links = mapLinks(values.title, num(values.latitude), num(values.longitude));
  return (
    <>
      <FormText
        name="googleMapIframe"
        label={t`Google Maps embed address`}
        hint={t`In Google Maps: Share, Embed a map, then paste the address (or the whole iframe).`}
        placeholder="https://www.google.com/maps/embed?pb=..."
      />
      {typed && !embed ? (
        <ErrorLine role="status">{t`Enter a Google Maps embed address (https://www.google.com/maps/embed?...).`}</ErrorLine>
      ) : null}
      {embed ? (
        <Map src={embed} title={t`Map preview`} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      ) : null}
      <Row>
        <FormText name="latitude" label={t`Latitude`} placeholder="37.5665" />
        <FormText name="longitude" label={t`Longitude`} placeholder="126.9780" />
      </Row>
      {links ? (
        <nav aria-label={t`Map links preview`}>
          <Links>
            <li>
              <a href={links.kakao} target="_blank" rel="noreferrer">
                <Trans>Kakao Map</Trans>
              </a>
            </li>
            <li>
              <a href={links.naver} target="_blank" rel="noreferrer">
                <Trans>Naver Map</Trans>
              </a>
            </li>
            <li>
              <a href={links.google} target="_blank" rel="noreferrer">
                <Trans>Google Maps</Trans>
              </a>
            </li>
          </Links>
        </nav>
      ) : (
        <Muted>
          <Trans>Enter the latitude and longitude to show the Kakao, Naver and Google links.</Trans>
        </Muted>
      )}
      <PlacesField />
      <FormText name="externalBookingLink" label={t`External booking link`} placeholder="https://" />
    </>
  );
}
