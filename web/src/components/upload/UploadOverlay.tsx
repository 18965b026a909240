import { useEffect, useRef } from 'react';
import { keyframes, styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal + 50};
  display: grid;
  place-items: center;
  background: rgb(0 0 0 / 45%);
`;

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 18rem;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
  outline: none;
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** An indeterminate bar: the upload helper (fetch) reports no byte progress. */
const Bar = styled.div`
  position: relative;
  height: 6px;
  overflow: hidden;
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.border};

  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 40%;
    background: ${({ theme }) => theme.colors.primary};
    animation: ${slide} 1.2s ease-in-out infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      width: 100%;
      animation: none;
      opacity: 0.5;
    }
  }
`;

/**
 * Covers the page while images upload: 'Uploading image... please wait' with a progress bar
 * (indeterminate) and "n of m" when several go up. Takes the focus so nothing else is used meanwhile.
 */
export function UploadOverlay({ done, total }: { done: number; total: number }) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    box.current?.focus();
    return () => previous?.focus();
  }, []);
  const current = Math.min(done + 1, total);
  // Inline, not in a portal: inside a modal dialog it stays in the dialog's focus scope.
  return (
    <Backdrop>
      <Box ref={box} role="alertdialog" aria-modal="true" aria-labelledby="upload-overlay-text" tabIndex={-1}>
        <p id="upload-overlay-text">
          <Trans>Uploading image... please wait</Trans>
        </p>
        <Bar
          role="progressbar"
          aria-label={t`Upload progress`}
          aria-valuetext={total > 1 ? t`Image ${current} of ${total}` : undefined}
        />
        {total > 1 ? (
          <p>
            <Trans>
              Image {current} of {total}
            </Trans>
          </p>
        ) : null}
      </Box>
    </Backdrop>
  );
}
