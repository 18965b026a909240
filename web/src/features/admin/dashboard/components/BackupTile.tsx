import { useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/Skeleton';
import { BackupStatusDocument } from '@/generated/graphql';
import { Tile } from './Tile';

/** How stale the last good backup may be before the tile warns (the server decides; this is for the words). */
const STALE_HOURS = 26;

const BackupFrame = styled(Tile)`
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

const Warning = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** 1.4 MB: sizes as people read them, in the admin's language's number format. */
function useSize() {
  const { i18n } = useLingui();
  return (bytes: number) => {
    const units = ['B', 'kB', 'MB', 'GB', 'TB'];
    let value = bytes;
    let unit = 0;
    while (value >= 1000 && unit < units.length - 1) {
      value /= 1000;
      unit++;
    }
    return `${new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: unit ? 1 : 0 }).format(value)} ${units[unit]}`;
  };
}

/**
 * The dashboard's backup tile: when the last good backup was written and its size, with a warning when
 * there is none, it is older than 26 hours, or the last attempt failed (reason shown). Times in Seoul.
 */
export function BackupTile() {
  const { t, i18n } = useLingui();
  const { data } = useQuery(BackupStatusDocument, { fetchPolicy: 'cache-and-network' });
  const size = useSize();
  const status = data?.backupStatus;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, {
      timeZone: 'Asia/Seoul',
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));

  let warning: string | undefined;
  if (status?.lastRunOk === false)
    warning = status.lastError ? t`The last backup failed: ${status.lastError}` : t`The last backup failed.`;
  else if (status && !status.lastSuccessAt) warning = t`No backup has been made yet.`;
  else if (status?.needsAttention) warning = t`The last backup is more than ${STALE_HOURS} hours old.`;

  return (
    <BackupFrame aria-labelledby="dashboard-backups" $warn={!!status?.needsAttention}>
      <h3 id="dashboard-backups">
        <Trans>Backups</Trans>
      </h3>
      {!status ? (
        <Skeleton $width="70%" $height="1.2em" />
      ) : (
        <>
          {warning && <Warning role="alert">{warning}</Warning>}
          <dl>
            {status.lastSuccessAt && (
              <>
                <dt>
                  <Trans>Last backup</Trans>
                </dt>
                <dd>{when(status.lastSuccessAt)}</dd>
              </>
            )}
            {status.lastSuccessSizeBytes !== null && status.lastSuccessSizeBytes !== undefined && (
              <>
                <dt>
                  <Trans>Size</Trans>
                </dt>
                <dd>{size(status.lastSuccessSizeBytes)}</dd>
              </>
            )}
            {status.lastSuccessHost && (
              <>
                <dt>
                  <Trans>Kept on</Trans>
                </dt>
                <dd>{status.lastSuccessHost}</dd>
              </>
            )}
            <dt>
              <Trans>Daily backup</Trans>
            </dt>
            <dd>{status.schedule ? <Trans>On</Trans> : <Trans>Off (BACKUP_SCHEDULE=off)</Trans>}</dd>
          </dl>
        </>
      )}
    </BackupFrame>
  );
}
