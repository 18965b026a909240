import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { TextField } from '@/components/FormField';
import { useToast } from '@/components/toast';
import { Dialog } from '@/components/ui';
import { evictLists } from '@/lib/cacheEviction';
import {
  importStatement,
  previewStatement,
  type Assignments,
  type ColumnMapping,
  type StatementPreview,
} from './api';
import { MappingForm } from './MappingForm';
import { StatementTable } from './StatementTable';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Columns = styled.details`
  margin: ${({ theme }) => theme.space.sm} 0;

  summary {
    cursor: pointer;
    overflow-wrap: anywhere;
    padding: ${({ theme }) => theme.space.xs} 0;
  }

  section {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** The lines staff gave a booking number to (the rest are left for the next statement). */
function assignmentsOf(assign: Record<number, string>): Assignments {
  return Object.fromEntries(
    Object.entries(assign)
      .filter(([, v]) => /^\d{1,9}$/.test(v))
      .map(([line, v]) => [Number(line), Number(v)]),
  );
}

/**
 * Imports a bank statement (CSV): the file is previewed (each deposit matched to a booking by its
 * number and amount), staff check or change which column is which (remembered by the server for the
 * next file), settle the ambiguous and unknown rows and decide on those possibly recorded already,
 * then the payments are recorded in one go. The same file imported again records nothing twice (the
 * server keeps each row's digest).
 */
export function BankImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const client = useApolloClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [assign, setAssign] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await step();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  /** "거래일시 · 입금자명 · 입금액 · 적요": the columns read, in the order of the form's fields. */
  const columnsLine = (m: ColumnMapping) =>
    [
      `${t`Date`}: ${m.date}`,
      `${t`Name`}: ${m.name}`,
      `${t`Amount`}: ${m.amount}`,
      `${t`Memo`}: ${m.memo || '—'}`,
    ].join(' · ');

  const load = (chosen: File, columns: ColumnMapping | null) =>
    run(async () => {
      const answer = await previewStatement(chosen, columns);
      setPreview(answer);
      setMapping(answer.mapping);
      setAssign({});
    });

  const onAssign = useCallback(
    (line: number, value: string) => setAssign((a) => ({ ...a, [line]: value })),
    [],
  );
  const assignments = assignmentsOf(assign);
  const count = preview
    ? preview.rows.filter((r) => r.line in assignments || (r.match === 'matched' && r.bookingId)).length
    : 0;

  const record = () =>
    run(async () => {
      if (!file) return;
      const { recorded } = await importStatement(file, mapping, assignments);
      toast({ title: t`${recorded} payments recorded`, variant: 'success' });
      // The list's payment column and the dashboard's counts change; a payments panel seen before
      // would open on its cached summary (status and records), so those are forgotten.
      evictLists(client.cache, ['bookingPayments']);
      await client.refetchQueries({ include: ['AdminBookings', 'AdminDashboard'] });
      onClose();
    });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t`Import bank statement`} size="lg">
      <TextField
        type="file"
        accept=".csv,text/csv"
        label={t`Statement file (CSV)`}
        hint={t`Deposits naming a booking number (e.g. #123) with the amount due are matched.`}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0] ?? null;
          setFile(chosen);
          setPreview(null);
          if (chosen) void load(chosen, null);
        }}
      />
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      {busy && !preview ? <p role="status">{t`Reading the file…`}</p> : null}
      {file && preview && !preview.mapping ? (
        <MappingForm headers={preview.headers} busy={busy} onSubmit={(columns) => void load(file, columns)} />
      ) : null}
      {file && preview?.mapping ? (
        <Columns>
          <summary>
            <Trans>Columns:</Trans> {columnsLine(preview.mapping)}
          </summary>
          <MappingForm
            key={JSON.stringify(preview.mapping)}
            headers={preview.headers}
            busy={busy}
            current={preview.mapping}
            onSubmit={(columns) => void load(file, columns)}
          />
        </Columns>
      ) : null}
      {preview?.mapping ? (
        <>
          <StatementTable rows={preview.rows} assign={assign} onAssign={onAssign} />
          <Footer>
            <Button variant="secondary" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            <Button onClick={() => void record()} disabled={busy || count === 0}>
              <Trans>Record {count} payments</Trans>
            </Button>
          </Footer>
        </>
      ) : null}
    </Dialog>
  );
}
