import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { googleMapEmbedUrl, mapLinks } from '../hooks/mapLinks';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: clamp(260px, 45vw, 420px);
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

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

/** The meeting place: an embedded Google map (only a real embed address) and links to map apps. */
export function LocationSection({
  title,
  location,
  googleMapIframe,
  latitude,
  longitude,
}: LocationSectionProps) {
  const { t } = useLingui();
  const embed = googleMapEmbedUrl(googleMapIframe);
  const links = mapLinks(title, latitude, longitude);
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
      {embed ? (
        <Frame
          src={embed}
          title={t`Map of ${title}`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          allowFullScreen
        />
      ) : null}
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
      {!embed && !links ? (
        <EmptyNote>
          <Trans>Map information is not available for this experience.</Trans>
        </EmptyNote>
      ) : null}
    </section>
  );
}
