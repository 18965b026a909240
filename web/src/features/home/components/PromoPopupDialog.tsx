import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import type { ActivePopupQuery } from '@/generated/graphql';
import { safeHref } from '@/lib/safeUrl';
import { dismissPopup } from '../hooks/dismissedPopups';

const ImageLink = styled.a`
  display: block;
`;

/**
 * On a phone the picture (4:5) is at most 40% of the screen's height: the popup stays a card over
 * the page instead of covering it, and the hero slide under it stays the page's largest picture.
 */
const Picture = styled(ResponsiveImage)`
  display: block;
  width: min(100%, 32vh);
  height: auto;
  margin-inline: auto;
  border-radius: ${({ theme }) => theme.radii.md};

  ${({ theme }) => theme.media.tablet} {
    width: 100%;
  }
`;

/** How wide the picture is drawn (the dialog is 440 px wide from tablet on): picks its variant. */
const PICTURE_SIZES = '(min-width: 768px) 392px, 32vh';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.md};
`;

type PromoPopupDialogProps = {
  popup: NonNullable<ActivePopupQuery['activePopup']>;
  onClose: () => void;
};

/** The popup's dialog: its picture (a link to the popup's page in a new tab) and "Don't show again". */
export function PromoPopupDialog({ popup, onClose: close }: PromoPopupDialogProps) {
  const { t } = useLingui();
  const href = safeHref(popup.linkUrl);
  const picture = (
    <Picture
      src={popup.imageUrl}
      alt={popup.altText.trim() || t`Current promotion`}
      width={720}
      height={900}
      sizes={PICTURE_SIZES}
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
