import { useEffect, useMemo, type ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { BOOKING_LIMITS, digitsOnly } from '@domain/schemas/booking';
import { useBindField, useFieldParts } from '@/components/form/binding';
import { ApproxPrice } from '@/components/ApproxPrice';
import { FieldError, SelectField, TextField } from '@/components/FormField';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { callingCodeOf, splitInternational, type PhoneCountry } from '@domain/phone';
import { useHydrated } from '@/lib/useHydrated';
import { initialPhoneCountry, phoneCountryOptions } from '../phoneCountries';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const Terms = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  label {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
  }

  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
    flex-shrink: 0;
  }
`;

type PhoneValues = { phoneCountry: string; phoneDigits: string };

/** What the number field keeps of what was typed: digits, and a leading + while its calling code is typed. */
const typedNumber = (typed: string) =>
  (/^\s*\+/.test(typed) ? '+' : '') + digitsOnly(typed).slice(0, BOOKING_LIMITS.phoneInput);

/**
 * Country (every country, named in the UI language, the spec's 23 and Taiwan, Hong Kong and Macau
 * first) and the number as dialled there. A number typed or pasted with its country code (+44 …,
 * 0081 …) picks that country and keeps the national number, without its trunk 0.
 */
export function PhoneField() {
  const { t, i18n } = useLingui();
  const { values, touched, setFieldValue } = useFormikContext<PhoneValues>();
  const field = useBindField<keyof PhoneValues>();
  const digits = field('phoneDigits');
  // Country names come from the browser's Intl data, which differs from the server's: a page
  // rendered on the server shows the chosen country only until it is hydrated, then all of them.
  const hydrated = useHydrated();
  const { first, rest } = useMemo(() => phoneCountryOptions(i18n.locale), [i18n.locale]);
  const untouched = !touched.phoneCountry && !values.phoneDigits;
  useEffect(() => {
    // The browser's region is known only here (English pages: en-GB opens on the United Kingdom).
    const wanted = initialPhoneCountry(i18n.locale);
    if (hydrated && untouched && wanted !== values.phoneCountry) void setFieldValue('phoneCountry', wanted);
    // Once, when the page is live; a country the guest chose is never changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);
  return (
    <Row>
      <SelectField label={t`Country code`} autoComplete="tel-country-code" {...field('phoneCountry')}>
        {hydrated ? (
          <>
            {first.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
            <optgroup label={t`All countries and regions`}>
              {rest.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </optgroup>
          </>
        ) : (
          <option value={values.phoneCountry}>{callingCodeOf(values.phoneCountry as PhoneCountry)}</option>
        )}
      </SelectField>
      <TextField
        label={t`Phone number`}
        hint={t`Digits only. Pasting a number with its country code (+…) picks the country.`}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        aria-required
        {...digits}
        onChange={(event) => {
          const typed = event.target.value;
          const international = splitInternational(typed, values.phoneCountry as PhoneCountry);
          if (international) {
            void setFieldValue('phoneCountry', international.country);
            void setFieldValue('phoneDigits', international.national);
          } else {
            void setFieldValue('phoneDigits', typedNumber(typed));
          }
        }}
      />
    </Row>
  );
}

type CodeFieldProps = { label: string; hint?: ReactNode };

/** The 6-digit verification number: digits only, at most 6. */
export function CodeField({ label, hint }: CodeFieldProps) {
  const { setFieldValue } = useFormikContext<{ verificationCode: string }>();
  const field = useBindField<'verificationCode'>();
  return (
    <TextField
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="off"
      maxLength={BOOKING_LIMITS.codeLength}
      aria-required
      {...field('verificationCode')}
      onChange={(event) =>
        setFieldValue('verificationCode', digitsOnly(event.target.value, BOOKING_LIMITS.codeLength))
      }
    />
  );
}

/** The item's add-on option, chosen for every guest: "Add Solo filming (+₩20,000 per guest)". */
export function OptionField({ name, price, krw }: { name: string; price: string; krw: number }) {
  const { getFieldProps } = useFormikContext<{ withOption: boolean }>();
  const { id } = useFieldParts('withOption');
  return (
    <Terms>
      <label htmlFor={id}>
        <input type="checkbox" id={id} {...getFieldProps({ name: 'withOption', type: 'checkbox' })} />
        <span>
          <Trans>
            Add {name} (+{price} per guest)
          </Trans>
        </span>
      </label>
      <ApproxPrice krw={krw} />
    </Terms>
  );
}

/** The terms-of-service checkbox (required) and a link to the terms, opening in a new tab. */
export function TermsField() {
  const { getFieldProps } = useFormikContext<{ termsAccepted: boolean }>();
  const { id, error, errorId } = useFieldParts('termsAccepted');
  return (
    <Terms>
      <label htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...getFieldProps({ name: 'termsAccepted', type: 'checkbox' })}
        />
        <span>
          <Trans>I agree to the terms of service.</Trans>
        </span>
      </label>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      <Link to="/terms" target="_blank" rel="noopener">
        <Trans>Read the terms of service</Trans>
        <VisuallyHidden>
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </VisuallyHidden>
      </Link>
    </Terms>
  );
}
