import { useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { SelectField } from '@/components/FormField';
import type { ColumnMapping, StatementField } from './api';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type MappingFormProps = {
  headers: string[];
  busy: boolean;
  /** The columns the preview used (recognised or remembered); none: the file's were not recognised. */
  current?: ColumnMapping | null;
  onSubmit: (mapping: ColumnMapping) => void;
};

/**
 * Which of the file's columns hold the date, the name, the amount and the memo. The server remembers
 * the choice for files with the same header row; the booking number is looked for in every text column.
 */
export function MappingForm({ headers, busy, current, onSubmit }: MappingFormProps) {
  const { t } = useLingui();
  const [mapping, setMapping] = useState<Record<StatementField, string>>({
    date: current?.date ?? '',
    name: current?.name ?? '',
    amount: current?.amount ?? '',
    memo: current?.memo ?? '',
  });
  const fields: [StatementField, string][] = [
    ['date', t`Date column`],
    ['name', t`Depositor name column`],
    ['amount', t`Deposit amount column`],
    ['memo', t`Memo column (optional)`],
  ];
  const complete = Boolean(mapping.date && mapping.name && mapping.amount);
  return (
    <section aria-label={t`Columns of the file`}>
      {current ? null : (
        <p role="status">
          <Trans>The file&apos;s columns were not recognised. Choose which column holds what.</Trans>
        </p>
      )}
      <Note>
        <Trans>
          The choice is remembered for the next file with these columns. The booking number is looked for in
          every text column (memo, description, depositor name).
        </Trans>
      </Note>
      <Fields>
        {fields.map(([field, label]) => (
          <SelectField
            key={field}
            label={label}
            value={mapping[field]}
            onChange={(event) => setMapping((m) => ({ ...m, [field]: event.target.value }))}
          >
            <option value="">—</option>
            {headers.map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </SelectField>
        ))}
      </Fields>
      <Button
        disabled={!complete || busy}
        onClick={() => onSubmit({ ...mapping, memo: mapping.memo || undefined })}
      >
        <Trans>Preview with these columns</Trans>
      </Button>
    </section>
  );
}
