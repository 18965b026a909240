import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { MeDocument, type Language } from '@/generated/graphql';
import { LANGUAGE_LABELS } from '@/features/admin/kit/contentLanguages';

export const PAYMENT_INSTRUCTIONS_HREF = '/admin?section=settings';

const Banner = styled.section`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow-wrap: anywhere;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.danger};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    color: ${({ theme }) => theme.colors.link};
    font-weight: 700;
  }
`;

/**
 * For owners, while guests of some language would be told to pay into the placeholder account
 * (issue 34 point 7): which languages, and the way to the setting that fixes it.
 */
export function PlaceholderAccountBanner({ languages }: { languages: readonly Language[] }) {
  const { t, i18n } = useLingui();
  // The signed-in admin, as the shell keys it (asked only while there is something to say).
  const me = useQuery(MeDocument, { fetchPolicy: 'cache-first', skip: !languages.length });
  if (!languages.length || me.data?.me?.role !== 'owner') return null;
  const names = languages.map((language) => i18n._(LANGUAGE_LABELS[language])).join(', ');
  return (
    <Banner aria-labelledby="dashboard-placeholder-account">
      <h3 id="dashboard-placeholder-account">
        <Trans>Guests are told to pay into a placeholder account</Trans>
      </h3>
      <p>
        <Trans>
          The booking look-up page and the approval e-mails in {names} show “Example Bank 000-000000-00-000”,
          which is not a real account. Set the team's bank account before guests pay.
        </Trans>
      </p>
      <Link to={PAYMENT_INSTRUCTIONS_HREF}>{t`Set the payment instructions`}</Link>
    </Banner>
  );
}
