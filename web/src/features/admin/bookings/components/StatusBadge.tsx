import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { BookingStatus } from '@/generated/graphql';
import { STATUS_LABELS } from '../labels';

const COLORS: Record<BookingStatus, string> = {
  pending: '#8a5a00',
  confirmed: '#1e6b3a',
  cancelled: '#4b5060',
};

const Pill = styled.span<{ $status: BookingStatus }>`
  display: inline-block;
  padding: 2px 8px;
  border: 1px solid ${({ $status }) => COLORS[$status]};
  border-radius: 999px;
  color: ${({ $status }) => COLORS[$status]};
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
`;

/** Waiting / confirmed / cancelled (대기 / 확정 / 취소). */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { i18n } = useLingui();
  return <Pill $status={status}>{i18n._(STATUS_LABELS[status])}</Pill>;
}
