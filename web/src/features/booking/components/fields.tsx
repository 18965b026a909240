import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { BOOKING_LIMITS, digitsOnly } from '@domain/schemas/booking';
import { useBindField, useFieldError, useFieldId } from '@/components/form/binding';
import { SelectField, TextField } from '@/components/FormField';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { dialCodeOptions } from '../dialCodes';

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

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

type PhoneValues = { dialCode: string; phoneDigits: string };

/** Country code (the 23 of the spec, named in the UI language) and the phone's digits only. */
export function PhoneField() {
  const { t, i18n } = useLingui();
  const { setFieldValue } = useFormikContext<PhoneValues>();
  const field = useBindField<keyof PhoneValues>();
  const digits = field('phoneDigits');
  return (
    <Row>
      <SelectField label={t`Country code`} autoComplete="tel-country-code" {...field('dialCode')}>
        {dialCodeOptions((descriptor) => i18n._(descriptor)).map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t`Phone number`}
        hint={t`Digits only, without the country code.`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        aria-required
        {...digits}
        onChange={(event) =>
          setFieldValue('phoneDigits', digitsOnly(event.target.value, BOOKING_LIMITS.phoneDigitsMax))
        }
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

/** The terms-of-service checkbox (required) and a link to the terms, opening in a new tab. */
export function TermsField() {
  const { getFieldProps } = useFormikContext<{ termsAccepted: boolean }>();
  const id = useFieldId('termsAccepted');
  const error = useFieldError('termsAccepted');
  return (
    <Terms>
      <label htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...getFieldProps({ name: 'termsAccepted', type: 'checkbox' })}
        />
        <span>
          <Trans>I agree to the terms of service.</Trans>
        </span>
      </label>
      {error ? <p id={`${id}-error`}>{error}</p> : null}
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
