import { styled } from 'styled-components';
import { Plural, Trans } from '@lingui/react/macro';
import { formatSeoulMoment } from '@/features/admin/kit/seoulTime';

const Line = styled.p<{ $warn: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 700;
  background: ${({ $warn, theme }) => ($warn ? theme.colors.dangerSurface : theme.colors.successSurface)};
  color: ${({ $warn, theme }) => ($warn ? theme.colors.danger : theme.colors.success)};
`;

/** Whether the phone is online, what it shows when it is not, and how many check-ins wait to be sent. */
export function SyncStatus({
  online,
  waiting,
  savedAt,
}: {
  online: boolean;
  waiting: number;
  savedAt: string | null;
}) {
  const saved = savedAt ? formatSeoulMoment(savedAt) : null;
  return (
    <Line role="status" $warn={!online || waiting > 0 || !!saved} data-testid="sync-status">
      {online ? <Trans>Online</Trans> : <Trans>Offline</Trans>}
      {saved ? (
        <>
          {' · '}
          <Trans>showing the copy saved at {saved}</Trans>
        </>
      ) : null}
      {waiting > 0 ? (
        <>
          {' · '}
          <Plural value={waiting} one="# waiting to be sent" other="# waiting to be sent" />
        </>
      ) : null}
    </Line>
  );
}
