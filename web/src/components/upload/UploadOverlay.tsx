import type { RefObject } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { BlockingDialog } from '@/components/ui';

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
  margin: ${({ theme }) => theme.space.sm} 0 0;
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-variant-numeric: tabular-nums;
`;

/**
 * Covers the page while images upload: 'Uploading image... please wait' with a progress bar of the
 * bytes sent (all the files together) and "n of m" when several go up. A blocking modal (focus
 * trapped, no Escape, no click outside), also over the dialog that holds the upload field.
 */
export function UploadOverlay({
  done,
  total,
  percent,
  returnFocus,
}: {
  done: number;
  total: number;
  percent: number;
  /** The file input: focused again when the upload ends. */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const { t } = useLingui();
  const current = Math.min(done + 1, total);
  const shown = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <BlockingDialog open title={<Trans>Uploading image... please wait</Trans>} returnFocus={returnFocus}>
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
    </BlockingDialog>
  );
}
