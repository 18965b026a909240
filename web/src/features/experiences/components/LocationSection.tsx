import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { embedCoordinates, mapLinks } from '../hooks/mapLinks';

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: none;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Address = styled.p`
  font-weight: 600;
`;

const EmptyNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

type LocationSectionProps = {
  title: string;
  location: string;
  googleMapIframe: string | null;
  latitude: number | null;
  longitude: number | null;
};

/**
 * The meeting place: its address and links that open it in Kakao Map, Naver Map and Google Maps. No
 * map is embedded (issue 40: a Google Maps frame is blocked in mainland China and gives no directions
 * in Korea); an item with only an embed address gets its links from the embed's coordinates.
 */
export function LocationSection({
  title,
  location,
  googleMapIframe,
  latitude,
  longitude,
}: LocationSectionProps) {
  const { t } = useLingui();
  const embedded = latitude == null || longitude == null ? embedCoordinates(googleMapIframe) : undefined;
  const links = mapLinks(title, latitude ?? embedded?.latitude, longitude ?? embedded?.longitude);
  const newTab = (
    <VisuallyHidden>
      {' '}
      <Trans>(opens in a new tab)</Trans>
    </VisuallyHidden>
  );

  return (
    <section aria-labelledby="detail-location">
      <h2 id="detail-location">
        <Trans>Location</Trans>
      </h2>
      {location ? <Address>{location}</Address> : null}
      {links ? (
        <Links aria-label={t`Open in a map app`}>
          {[
            { href: links.kakao, label: t`Kakao Map` },
            { href: links.naver, label: t`Naver Map` },
            { href: links.google, label: t`Google Maps` },
          ].map(({ href, label }) => (
            <li key={href}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {label}
                {newTab}
              </a>
            </li>
          ))}
        </Links>
      ) : null}
      {!links ? (
        <EmptyNote>
          <Trans>Map information is not available for this experience.</Trans>
        </EmptyNote>
      ) : null}
    </section>
  );
}
