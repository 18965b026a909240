import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { ActivePopupDocument } from '@/generated/graphql';
import { safeHref } from '@/lib/safeUrl';
import { useLanguage } from '@/lib/useLanguage';
import { dismissPopup, isPopupDismissed } from '../hooks/dismissedPopups';

const ImageLink = styled.a`
  display: block;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;

  img {
    width: 100%;
    height: auto;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.md};
`;

/**
 * The promotional popup of the current language. Shown on the home page unless the visitor
 * chose "Don't show again" for this popup (remembered per popup id in localStorage).
 * Its picture opens the popup's link in a new tab.
 */
export function PromoPopup() {
  const { t } = useLingui();
  const language = useLanguage();
  const { data, error } = useQuery(ActivePopupDocument, { variables: { language } });
  const [closedId, setClosedId] = useState<number | null>(null);

  if (error) console.error('Failed to fetch active popup', error);
  const popup = data?.activePopup;
  const href = safeHref(popup?.linkUrl);
  if (!popup || closedId === popup.id || isPopupDismissed(popup.id)) return null;

  const close = () => setClosedId(popup.id);
  const picture = (
    <ResponsiveImage
      src={popup.imageUrl}
      alt={popup.altText.trim() || t`Current promotion`}
      width={720}
      height={900}
      sizes="400px"
      priority
      onError={() => {
        console.warn(`Popup image failed to load: ${popup.imageUrl}`);
        close();
      }}
    />
  );

  return (
    <Modal open onClose={close} title={t`Special offer`} hideTitle width="440px">
      {href ? (
        <ImageLink href={href} target="_blank" rel="noopener noreferrer" onClick={close}>
          {picture}
          <VisuallyHidden>
            <Trans>(opens in a new tab)</Trans>
          </VisuallyHidden>
        </ImageLink>
      ) : (
        picture
      )}
      <Actions>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            dismissPopup(popup.id);
            close();
          }}
        >
          {t`Don't show again`}
        </Button>
      </Actions>
    </Modal>
  );
}
