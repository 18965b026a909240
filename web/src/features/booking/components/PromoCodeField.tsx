import { useId, useState, type KeyboardEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { useFormikContext } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { normalizePromoCode } from '@domain/promo';
import { formatKrw } from '@domain/pricing';
import type { BookingFormValues } from '@domain/schemas/booking';
import { Button } from '@/components/Button';
import { TextField } from '@/components/FormField';
import { CheckPromoCodeDocument } from '@/generated/graphql';
import { hasErrorCode } from '@/lib/serverError';
import { useLanguage } from '@/lib/useLanguage';

/** A code the server priced for the booking as it stood then (what it was asked with, and its answer). */
export type AppliedPromo = {
  code: string;
  bookingDate: string;
  numberOfGuests: number;
  withOption: boolean;
  discount: number;
  total: number;
};

/** The applied code while the booking is still the one it was priced for; null once anything changed. */
export function currentPromo(
  promo: AppliedPromo | null,
  booking: { promoCode?: string | null; bookingDate: string; numberOfGuests: number; withOption: boolean },
): AppliedPromo | null {
  if (!promo) return null;
  const same =
    promo.code === normalizePromoCode(booking.promoCode ?? '') &&
    promo.bookingDate === booking.bookingDate &&
    promo.numberOfGuests === booking.numberOfGuests &&
    promo.withOption === booking.withOption;
  return same ? promo : null;
}

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-end;

  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const Applied = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.success};
`;

/**
 * The booking form's promo code: "Apply" asks the server what the code takes off this booking (its item,
 * date, guests and option) and shows it; the application sends the code and the server prices it again.
 * Every refusal reads the same (the server tells no reason).
 */
export function PromoCodeField({
  itemId,
  withOption,
  promo,
  onPromo,
}: {
  itemId: number;
  withOption: boolean;
  promo: AppliedPromo | null;
  onPromo: (promo: AppliedPromo | null) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const language = useLanguage();
  const { values, setFieldValue } = useFormikContext<BookingFormValues>();
  const [error, setError] = useState<string | null>(null);
  const [check, { loading }] = useMutation(CheckPromoCodeDocument);
  const typed = values.promoCode ?? '';
  const applied = currentPromo(promo, { ...values, withOption });

  async function apply() {
    const code = normalizePromoCode(typed);
    if (!code) return;
    setError(null);
    onPromo(null);
    const asked = { bookingDate: values.bookingDate, numberOfGuests: values.numberOfGuests, withOption };
    try {
      const { data } = await check({
        variables: { input: { code, itemId, ...asked, language } },
      });
      const answer = data?.checkPromoCode;
      if (answer?.valid) onPromo({ code, ...asked, discount: answer.discount, total: answer.total });
      else setError(t`This code cannot be used for this booking.`);
    } catch (failure) {
      setError(
        hasErrorCode(failure, 'TOO_MANY_REQUESTS')
          ? t`Too many attempts. Please try again later.`
          : t`This code cannot be used for this booking.`,
      );
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter applies the code rather than sending the whole booking.
    if (event.key === 'Enter') {
      event.preventDefault();
      void apply();
    }
  }

  const stale = promo && !applied && normalizePromoCode(typed) === promo.code;
  return (
    <div>
      <Row>
        <TextField
          id={id}
          label={t`Promo code (optional)`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={typed}
          error={error ?? undefined}
          hint={stale ? t`The booking changed: apply the code again to see its price.` : undefined}
          onChange={(event) => {
            setError(null);
            void setFieldValue('promoCode', event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={() => void apply()} disabled={loading || !typed.trim()}>
          {loading ? <Trans>Checking…</Trans> : <Trans>Apply</Trans>}
        </Button>
      </Row>
      {applied ? <AppliedNote code={applied.code} amount={formatKrw(applied.discount, i18n.locale)} /> : null}
    </div>
  );
}

function AppliedNote({ code, amount }: { code: string; amount: string }) {
  return (
    <Applied role="status">
      <Trans>
        Code {code} applied: {amount} off
      </Trans>
    </Applied>
  );
}
