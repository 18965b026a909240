import type { ClipboardEvent } from 'react';
import { useFormikContext } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { LANGUAGES, type Language } from '@domain/constants';
import { coordinatePair, googleMapEmbedUrl, mapLinks, type MapService } from '@domain/maps';
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

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const isLanguage = (v: string): v is Language => (LANGUAGES as readonly string[]).includes(v);
const num = (v: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : null);

/**
 * The meeting point: its address in Korean, its coordinates (a pasted "37.5796, 126.9770" fills both;
 * a link checks the spot), the Google Maps embed address, and the map links guests will get.
 */
export function LocationTab() {
  const { t } = useLingui();
  const { values, setFieldValue } = useFormikContext<ItemFormValues>();
  const typed = values.googleMapIframe.trim();
  const embed = googleMapEmbedUrl(typed);
  const latitude = num(values.latitude);
  const longitude = num(values.longitude);
  const language = values.language.find(isLanguage);
  const links = mapLinks({ name: values.title, latitude, longitude, addressKo: values.addressKo }, language);
  const spot =
    latitude !== null && longitude !== null
      ? mapLinks({ name: values.title, latitude, longitude })?.find((l) => l.service === 'kakao')
      : undefined;
  const names: Record<MapService, string> = {
    naver: t`Naver Map`,
    kakao: t`Kakao Map`,
    google: t`Google Maps`,
    amap: t`Amap`,
  };

  // Google Maps and Naver copy a spot as "37.5796, 126.9770": pasted into the latitude, it fills both.
  function pasteLatitude(event: ClipboardEvent<HTMLDivElement>) {
    const pair = coordinatePair(event.clipboardData.getData('text'));
    if (!pair) return;
    event.preventDefault();
    void setFieldValue('latitude', pair.latitude);
    void setFieldValue('longitude', pair.longitude);
  }

  return (
    <>
      <FormText
        name="addressKo"
        label={t`Address in Korean`}
        hint={t`The meeting point's address in Hangul (road name address), as a taxi driver reads it. Guests see it beside the address in their language and can copy it; Naver and Kakao Map search it.`}
        placeholder="서울특별시 종로구 사직로 161"
      />
      <Row>
        <div onPaste={pasteLatitude}>
          <FormText
            name="latitude"
            label={t`Latitude`}
            hint={t`You may paste "latitude, longitude" here: both fields are filled.`}
            placeholder="37.5796"
          />
        </div>
        <FormText name="longitude" label={t`Longitude`} placeholder="126.9770" />
      </Row>
      {spot ? (
        <p>
          <a href={spot.href} target="_blank" rel="noreferrer">
            <Trans>Check the spot on a map</Trans>
          </a>
        </p>
      ) : null}
      {links ? (
        <nav aria-label={t`Map links preview`}>
          <Links>
            {links.map(({ service, href }) => (
              <li key={service}>
                <a href={href} target="_blank" rel="noreferrer">
                  {names[service]}
                </a>
              </li>
            ))}
          </Links>
        </nav>
      ) : (
        <Muted>
          <Trans>
            Enter the address in Korean or the coordinates to show the Naver, Kakao and Google links.
          </Trans>
        </Muted>
      )}
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
      <PlacesField />
      <FormText name="externalBookingLink" label={t`External booking link`} placeholder="https://" />
    </>
  );
}
