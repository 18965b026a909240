import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { TextField } from '@/components/FormField';
import { useToast } from '@/components/toast';
import { AlertDialog } from '@/components/ui';
import { SetPaymentAutoCancelDaysDocument } from '@/generated/graphql';

/** The server's bound (overdue.service AUTO_CANCEL_MAX_DAYS). */
const MAX_DAYS = 60;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    flex: 0 1 8rem;
  }
`;

/** Automatic cancellation of unpaid bookings: N days after the deadline, or off (the default). */
export function AutoCancelSetting({ days }: { days: number | null }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const [value, setValue] = useState(days === null ? '' : String(days));
  const [asking, setAsking] = useState(false);
  const [save, { loading }] = useMutation(SetPaymentAutoCancelDaysDocument, {
    refetchQueries: ['PaymentAutoCancel'],
    awaitRefetchQueries: true,
  });
  const typed = /^\d{1,2}$/.test(value) ? Number(value) : null;
  const valid = typed !== null && typed >= 1 && typed <= MAX_DAYS;

  const apply = async (next: number | null) => {
    try {
      await save({ variables: { days: next } });
      toast({ title: t`Automatic cancellation saved`, variant: 'success' });
      if (next === null) setValue('');
    } catch {
      toast({ title: t`The setting could not be saved.`, variant: 'destructive' });
      return false;
    }
  };

  return (
    <div>
      <Controls>
        <TextField
          label={t`Cancel unpaid bookings after (days past the deadline)`}
          inputMode="numeric"
          value={value}
          onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))}
          error={value !== '' && !valid && t`Between 1 and ${MAX_DAYS} days.`}
        />
        <Button size="sm" disabled={!valid || typed === days || loading} onClick={() => setAsking(true)}>
          <Trans>Save</Trans>
        </Button>
        {days !== null ? (
          <Button size="sm" variant="secondary" disabled={loading} onClick={() => void apply(null)}>
            <Trans>Turn off</Trans>
          </Button>
        ) : null}
      </Controls>
      {asking && typed !== null ? (
        <AlertDialog
          open
          onOpenChange={(open) => !open && setAsking(false)}
          title={t`Cancel unpaid bookings automatically?`}
          description={t`Every hour, confirmed bookings still unpaid ${typed} days after their deadline will be cancelled and their guests e-mailed.`}
          confirmLabel={t`Turn on`}
          destructive
          pending={loading}
          onConfirm={() => apply(typed)}
        />
      ) : null}
    </div>
  );
}
