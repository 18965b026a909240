import { BackupStatusDocument, type BackupStatusQuery } from '@/generated/graphql';

type Status = BackupStatusQuery['backupStatus'];

/** The dashboard's backup tile's answer: a good backup an hour ago unless told otherwise. */
export function backupStatusMock(extra: Partial<Status> = {}) {
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  const backupStatus: Status & { __typename: 'BackupStatus' } = {
    __typename: 'BackupStatus',
    lastRunAt: hourAgo,
    lastRunOk: true,
    lastError: null,
    lastSuccessAt: hourAgo,
    lastSuccessSizeBytes: 1_450_000,
    lastSuccessHost: 'app-1',
    needsAttention: false,
    schedule: '0 18 * * *',
    ...extra,
  };
  return { request: { query: BackupStatusDocument }, result: { data: { backupStatus } } };
}
