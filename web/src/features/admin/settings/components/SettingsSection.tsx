import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Muted } from '@/components/form';
import { Spinner } from '@/components/Spinner';
import {
  OnlinePaymentSettingsDocument,
  PaymentInstructionsDocument,
  type PaymentInstructionsFieldsFragment,
  type PaymentInstructionsSource,
} from '@/generated/graphql';
import { LANGUAGE_LABELS } from '@/features/admin/kit/contentLanguages';
import { PaymentInstructionsForm } from './PaymentInstructionsForm';
import { ExchangeRatesPanel } from './ExchangeRatesPanel';

const SOURCES: Record<PaymentInstructionsSource, MessageDescriptor> = {
  back_office: msg`The bank account above`,
  environment: msg`The server's PAYMENT_INSTRUCTIONS text`,
  placeholder: msg`The placeholder account: not a real account`,
};

const Panel = styled.section`
  max-width: 60rem;

  h3 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Texts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  dt {
    font-weight: 700;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Source = styled.span<{ $warn: boolean }>`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $warn }) => ($warn ? theme.colors.danger : theme.colors.textMuted)};
  font-weight: ${({ $warn }) => ($warn ? 700 : 400)};
`;

/** What each guest language is told now, and where it comes from. */
function GuestTexts({ texts }: { texts: PaymentInstructionsFieldsFragment['texts'] }) {
  const { i18n } = useLingui();
  return (
    <Texts>
      {texts.map((entry) => (
        <div key={entry.language}>
          <dt>{i18n._(LANGUAGE_LABELS[entry.language])}</dt>
          <dd>
            {entry.text}
            <Source $warn={entry.source === 'placeholder'}>{i18n._(SOURCES[entry.source])}</Source>
          </dd>
        </div>
      ))}
    </Texts>
  );
}

const METHOD_LABELS: Record<string, MessageDescriptor> = {
  card: msg`Cards (international and Korean)`,
  alipay: msg`Alipay`,
  wechatpay: msg`WeChat Pay`,
};

/** Whether guests pay online (PORTONE_*, set on the server), and which methods are live: no secret. */
function OnlinePayment() {
  const { i18n, t } = useLingui();
  const { data, error } = useQuery(OnlinePaymentSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const settings = data?.onlinePaymentSettings;
  return (
    <Panel aria-labelledby="settings-online">
      <h3 id="settings-online">
        <Trans>Online payment</Trans>
      </h3>
      {error && !settings ? (
        <p role="alert">{t`The online payment settings could not be loaded.`}</p>
      ) : !settings ? (
        <Spinner label={t`Loading the online payment settings`} />
      ) : settings.enabled ? (
        <>
          <p>
            <Trans>On, through PortOne (store {settings.storeId}). Live methods:</Trans>
          </p>
          <ul>
            {settings.methods.map((method) => (
              <li key={method}>{METHOD_LABELS[method] ? i18n._(METHOD_LABELS[method]) : method}</li>
            ))}
          </ul>
          <Muted>
            <Trans>
              Items set to instant confirmation are paid when booked. The server's PORTONE_* settings change
              this.
            </Trans>
          </Muted>
        </>
      ) : (
        <Muted>
          <Trans>
            Off: guests pay by bank transfer or on site, and instant items are confirmed without payment. Set
            the server's PORTONE_* settings to take cards, Alipay and WeChat Pay (docs/payments.md).
          </Trans>
        </Muted>
      )}
    </Panel>
  );
}

/** Owners only: the settings guests meet (the bank account they are told to pay into). */
export function SettingsSection() {
  const { t } = useLingui();
  const { data, error } = useQuery(PaymentInstructionsDocument, { fetchPolicy: 'cache-and-network' });
  const current = data?.paymentInstructions;
  return (
    <>
      <h2>
        <Trans>Settings</Trans>
      </h2>
      <Panel aria-labelledby="settings-payment">
        <h3 id="settings-payment">
          <Trans>Payment instructions</Trans>
        </h3>
        <Muted>
          <Trans>
            The bank account guests pay into: shown in their language on the booking look-up page and in the
            approval and payment reminder e-mails, with their booking number as the reference.
          </Trans>
        </Muted>
        {error && !current ? (
          <p role="alert">{t`The payment instructions could not be loaded.`}</p>
        ) : !current ? (
          <Spinner label={t`Loading the payment instructions`} />
        ) : (
          <>
            <PaymentInstructionsForm current={current} />
            <h3>
              <Trans>What guests read now</Trans>
            </h3>
            <GuestTexts texts={current.texts} />
          </>
        )}
      </Panel>
      <OnlinePayment />
      <ExchangeRatesPanel />
    </>
  );
}
