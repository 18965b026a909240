import { useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '@domain/constants';
import type { MapService } from '@domain/maps';
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

const KoreanCard = styled.div`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const KoreanLabel = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const KoreanAddress = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};
  font-size: 1.25rem;
  font-weight: 700;
  word-break: keep-all;
`;

const CopyButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const CopyStatus = styled.span`
  margin-left: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const EmptyNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

type LocationSectionProps = {
  title: string;
  /** The address in the page's language (the item's own, or its translation). */
  location: string;
  addressKo: string | null;
  googleMapIframe: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The page's language: Simplified Chinese gets Amap first. */
  language: Language;
};

/** The Korean address with a button that copies it, for a taxi driver or a passer-by. */
function KoreanAddressCard({ address }: { address: string }) {
  const { t } = useLingui();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }
  return (
    <KoreanCard>
      <KoreanLabel>
        <Trans>Address in Korean — show it to a taxi driver</Trans>
      </KoreanLabel>
      <KoreanAddress lang="ko">{address}</KoreanAddress>
      <CopyButton type="button" onClick={() => void copy()}>
        <Trans>Copy the Korean address</Trans>
      </CopyButton>
      <CopyStatus role="status">
        {status === 'copied'
          ? t`Copied`
          : status === 'failed'
            ? t`Could not copy: select the address and copy it.`
            : ''}
      </CopyStatus>
    </KoreanCard>
  );
}

/**
 * The meeting place: its address in the page's language and in Korean (with a copy button), and links
 * that open it in Naver Map, Kakao Map and Google Maps (Amap first in Simplified Chinese). No map is
 * embedded (issue 40: a Google Maps frame is blocked in mainland China and gives no directions in
 * Korea); an item with only an embed address gets its links from the embed's coordinates.
 */
export function LocationSection({
  title,
  location,
  addressKo,
  googleMapIframe,
  latitude,
  longitude,
  language,
}: LocationSectionProps) {
  const { t } = useLingui();
  const embedded = latitude == null || longitude == null ? embedCoordinates(googleMapIframe) : undefined;
  const links = mapLinks(
    {
      name: title,
      latitude: latitude ?? embedded?.latitude,
      longitude: longitude ?? embedded?.longitude,
      addressKo,
    },
    language,
  );
  const names: Record<MapService, string> = {
    naver: t`Naver Map`,
    kakao: t`Kakao Map`,
    google: t`Google Maps`,
    amap: t`Amap`,
  };
  const korean = addressKo?.trim();
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
      {korean ? <KoreanAddressCard address={korean} /> : null}
      {links ? (
        <Links aria-label={t`Open in a map app`}>
          {links.map(({ service, href }) => (
            <li key={service}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {names[service]}
                {newTab}
              </a>
            </li>
          ))}
        </Links>
      ) : (
        <EmptyNote>
          <Trans>Map information is not available for this experience.</Trans>
        </EmptyNote>
      )}
    </section>
  );
}
