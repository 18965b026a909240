import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatKrw } from '@domain/pricing';
import { useApproximation } from '@/lib/currency';
import { formatFullDate } from '@/lib/dates';
import { Popover } from './ui/Popover';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  /* In a grid or a column, as wide as its text. */
  justify-self: start;
  align-self: flex-start;
  min-height: 24px;
  padding: 0 2px;
  border: none;
  border-bottom: 1px dotted currentColor;
  background: none;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: help;
`;

const Note = styled.p`
  max-width: 18rem;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type ApproxPriceProps = {
  /** The KRW amount (what is charged). */
  krw: number;
  className?: string;
};

/**
 * "≈ CN¥232.65" beside a KRW price, in the visitor's currency (lib/currency.tsx); nothing when prices
 * are shown in KRW alone (KRW chosen, no fresh rate, the server's render). Its rate's date, and that
 * the charge is in KRW, show on hover, tap or Enter (a popover: touch has no hover).
 */
export function ApproxPrice({ krw, className }: ApproxPriceProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  // Opened by the mouse passing over: closes as it leaves, unless clicked (then it stays, as a tap's).
  const hovering = useRef(false);
  const approx = useApproximation(krw);
  if (!approx) return null;
  const { text } = approx;
  const date = formatFullDate(approx.date, i18n.locale);
  // A space before it, only when shown: a KRW amount alone reads "₩45,000", no trailing space.
  return (
    <>
      {' '}
      <Popover
        label={t`Approximate price`}
        open={open}
        onOpenChange={(next) => {
          hovering.current = false;
          setOpen(next);
        }}
        side="top"
        // Opened by hover, the popover leaves the focus where it is.
        onOpenAutoFocus={(event) => event.preventDefault()}
        trigger={
          <Trigger
            type="button"
            className={className}
            data-approx-price
            onPointerEnter={(event) => {
              if (event.pointerType !== 'mouse' || open) return;
              hovering.current = true;
              setOpen(true);
            }}
            onPointerLeave={(event) => {
              if (event.pointerType !== 'mouse' || !hovering.current) return;
              hovering.current = false;
              setOpen(false);
            }}
            onClick={(event) => {
              // Already open by hover: the click keeps it open (Radix would toggle it closed).
              if (!hovering.current) return;
              hovering.current = false;
              event.preventDefault();
            }}
          >
            ≈ {text}
          </Trigger>
        }
      >
        <Note>
          <Trans>
            About {text} at the reference rate of {date}, for information only: you are charged in KRW.
          </Trans>
        </Note>
      </Popover>
    </>
  );
}

/**
 * A KRW amount as the storefront writes it everywhere (item cards, the booking form, the look-up and
 * payment pages): "₩45,000 ≈ CN¥232.65", the approximation in the visitor's currency when there is one.
 */
export function KrwAmount({ krw }: { krw: number }) {
  const { i18n } = useLingui();
  return (
    <>
      {formatKrw(krw, i18n.locale)}
      <ApproxPrice krw={krw} />
    </>
  );
}

/** Where an amount is charged or paid (booking form, payment screens): the charge is in KRW. */
export function ChargedInKrw({ className }: { className?: string }) {
  return (
    <small className={className}>
      <Trans>
        You are charged in Korean won (KRW). An amount in another currency is an approximation, for
        information only.
      </Trans>
    </small>
  );
}
