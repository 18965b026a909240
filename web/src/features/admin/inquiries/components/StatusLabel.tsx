import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { InquiryStatus } from '@/generated/graphql';

const Pill = styled.span<{ $status: InquiryStatus }>`
  display: inline-block;
  padding: 2px 8px;
  border: 1px solid
    ${({ $status, theme }) =>
      $status === 'new'
        ? theme.colors.accent
        : $status === 'handled'
          ? theme.colors.success
          : theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ $status, theme }) =>
    $status === 'new'
      ? theme.colors.accent
      : $status === 'handled'
        ? theme.colors.success
        : theme.colors.textMuted};
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
`;

/** An inquiry's state in words (never by colour alone): unread, read, handled. */
export function StatusLabel({ status }: { status: InquiryStatus }) {
  const { t } = useLingui();
  const text = status === 'new' ? t`Unread` : status === 'read' ? t`Read` : t`Handled`;
  return <Pill $status={status}>{text}</Pill>;
}
