import { useFormik } from 'formik';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { CURRENCIES, RATE_STALE_DAYS } from '@domain/currency';
import { Button } from '@/components/Button';
import { Actions, AdminForm, FormSelect, FormText, Muted, Row, SaveButton } from '@/components/form';
import { Spinner } from '@/components/Spinner';
import { useToast } from '@/components/toast';
import { AdminExchangeRatesDocument, SetExchangeRateDocument } from '@/generated/graphql';

const Panel = styled.section`
  max-width: 60rem;

  h3 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Rates = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.space.md};

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }

  td:nth-child(2) {
    font-variant-numeric: tabular-nums;
  }
`;

/** On a phone the table scrolls sideways within the panel rather than widening the page. */
const Scroll = styled.div`
  overflow-x: auto;
`;

const FormActions = styled(Actions)`
  ${({ theme }) => theme.media.phone} {
    margin-inline: 0;
  }
`;

const OTHER = CURRENCIES.filter((c) => c !== 'KRW');

/**
 * The reference rates the storefront shows beside KRW (issue 40 point 3): the daily source's and
 * staff's, whether each is shown now, and a form for a currency the source lacks (TWD).
 */
export function ExchangeRatesPanel() {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const { data, error } = useQuery(AdminExchangeRatesDocument, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SetExchangeRateDocument, {
    update(cache, { data: saved }) {
      if (saved)
        cache.writeQuery({
          query: AdminExchangeRatesDocument,
          data: { adminExchangeRates: saved.setExchangeRate },
        });
    },
  });
  const rates = data?.adminExchangeRates;
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 6 });
  const failed = (caught: unknown) =>
    toast({
      variant: 'destructive',
      title: t`The rate could not be saved.`,
      description: CombinedGraphQLErrors.is(caught) ? caught.errors[0]?.message : undefined,
    });
  const formik = useFormik({
    initialValues: { currency: 'TWD', krwPerUnit: '' },
    validateOnChange: false,
    validate: (values) => {
      const value = Number(values.krwPerUnit.replace(',', '.'));
      return value > 0 && value <= 1_000_000
        ? {}
        : { krwPerUnit: t`Enter how many won one unit is worth (above 0).` };
    },
    async onSubmit(values, helpers) {
      try {
        await save({
          variables: { currency: values.currency, krwPerUnit: Number(values.krwPerUnit.replace(',', '.')) },
        });
        toast({ variant: 'success', title: t`Rate of ${values.currency} saved` });
        helpers.resetForm({ values: { currency: values.currency, krwPerUnit: '' } });
      } catch (caught) {
        failed(caught);
      }
    },
  });
  const remove = async (currency: string) => {
    try {
      await save({ variables: { currency, krwPerUnit: null } });
      toast({ variant: 'success', title: t`Rate of ${currency} removed` });
    } catch (caught) {
      failed(caught);
    }
  };
  const days = RATE_STALE_DAYS;
  return (
    <Panel aria-labelledby="settings-rates">
      <h3 id="settings-rates">
        <Trans>Exchange rates</Trans>
      </h3>
      <Muted>
        <Trans>
          Guests see prices in KRW with an approximation in their currency beside them; they are always
          charged in KRW. The daily reference rates come from the server's EXCHANGE_RATES_URL (the European
          Central Bank's by default); a rate older than {days} days is not shown.
        </Trans>
      </Muted>
      {error && !rates ? (
        <p role="alert">{t`The exchange rates could not be loaded.`}</p>
      ) : !rates ? (
        <Spinner label={t`Loading the exchange rates`} />
      ) : rates.length ? (
        <Scroll>
          <Rates aria-label={t`Exchange rates`}>
            <thead>
              <tr>
                <th scope="col">{t`Currency`}</th>
                <th scope="col">{t`KRW per unit`}</th>
                <th scope="col">{t`Date`}</th>
                <th scope="col">{t`From`}</th>
                <th scope="col">{t`Shown to guests`}</th>
              </tr>
            </thead>
            <tbody>
              {rates.map((rate) => (
                <tr key={`${rate.currency}-${rate.source}`}>
                  <th scope="row">{rate.currency}</th>
                  <td>{number.format(rate.krwPerUnit)}</td>
                  <td>{rate.date}</td>
                  <td>
                    {rate.source === 'staff' ? (
                      <>
                        {t`Entered here`}{' '}
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={t`Remove the rate of ${rate.currency}`}
                          onClick={() => void remove(rate.currency)}
                        >
                          <Trans>Remove</Trans>
                        </Button>
                      </>
                    ) : (
                      t`Daily reference rates`
                    )}
                  </td>
                  <td>{rate.shown ? t`Yes` : t`No`}</td>
                </tr>
              ))}
            </tbody>
          </Rates>
        </Scroll>
      ) : (
        <Muted>{t`No rate yet: guests see prices in KRW alone.`}</Muted>
      )}
      <AdminForm formik={formik} label={t`Enter a rate`} idPrefix="exchange-rate">
        <Row>
          <FormSelect
            name="currency"
            label={t`Currency`}
            options={OTHER.map((currency) => ({ value: currency, label: currency }))}
          />
          <FormText
            name="krwPerUnit"
            label={t`KRW per unit`}
            autoComplete="off"
            hint={t`For a currency the daily rates lack (such as TWD). Dated today; enter it again within ${days} days to keep it shown.`}
          />
        </Row>
        <FormActions>
          <SaveButton onClick={() => void formik.submitForm()}>
            <Trans>Save the rate</Trans>
          </SaveButton>
        </FormActions>
      </AdminForm>
    </Panel>
  );
}
