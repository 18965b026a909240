import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
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

/** The share of the bytes sent; its width follows the upload. */
const Bar = styled.div`
  height: 6px;
  overflow: hidden;
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.border};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.2s linear;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Figures = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-variant-numeric: tabular-nums;
`;

/**
 * Covers the page while images upload: 'Uploading image... please wait' with a progress bar of the
 * bytes sent (all the files together) and "n of m" when several go up. Takes the focus so nothing
 * else is used meanwhile.
 */
export function UploadOverlay({ done, total, percent }: { done: number; total: number; percent: number }) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    box.current?.focus();
    return () => previous?.focus();
  }, []);
  const current = Math.min(done + 1, total);
  const shown = Math.round(Math.min(100, Math.max(0, percent)));
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
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={shown}
          aria-valuetext={total > 1 ? t`${shown}%, image ${current} of ${total}` : `${shown}%`}
        >
          <Fill style={{ width: `${shown}%` }} />
        </Bar>
        <Figures aria-hidden="true">
          <span>{total > 1 ? t`Image ${current} of ${total}` : null}</span>
          <span>{shown}%</span>
        </Figures>
      </Box>
    </Backdrop>
  );
}
