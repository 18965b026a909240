import { useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { seoulDotDate } from '@domain/seoulInstant';
import { PopupOverlapsDocument } from '@/generated/graphql';
import { popupInput, type PopupFormValues } from '../popupForm';

const Warning = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};

  ul {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
`;

/**
 * Warns when this popup's period overlaps another switched-on popup of its language: the
 * storefront shows only the one that started last.
 */
export function OverlapWarning({ values, excludeId }: { values: PopupFormValues; excludeId?: number }) {
  const { t } = useLingui();
  const input = popupInput(values);
  const { data } = useQuery(PopupOverlapsDocument, {
    skip: !values.isActive,
    variables: {
      input: {
        language: values.language,
        startDate: input.startDate,
        endDate: input.endDate,
        excludeId: excludeId ?? null,
      },
    },
  });
  const overlaps = values.isActive ? (data?.popupOverlaps ?? []) : [];
  if (!overlaps.length) return null;
  const count = overlaps.length;
  return (
    <Warning role="status">
      <strong>{t`This period overlaps ${count} other active popup(s) of the same language.`}</strong>{' '}
      {t`The home page shows the one that started last.`}
      <ul>
        {overlaps.map((p) => (
          <li key={p.id}>
            #{p.id} {p.linkUrl} ({seoulDotDate(p.startDate) || '…'} ~ {seoulDotDate(p.endDate) || '…'})
          </li>
        ))}
      </ul>
    </Warning>
  );
}
