import { Link } from 'react-router';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { SECTION_TITLES, sectionsFor, type AdminSection } from '../sections';
import type { AdminUser } from '../useAdminSession';

/** What the sidebar and the drawer are given by the dashboard. */
export type AdminNavProps = {
  active: AdminSection;
  user: AdminUser;
  onLogout: () => void;
  loggingOut: boolean;
  /** Per section, a count shown beside its name (the inbox's unread inquiries). */
  badges?: Partial<Record<AdminSection, number>>;
};

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;

  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.border};
  }

  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;

const Badge = styled.span`
  display: inline-block;
  min-width: 1.5em;
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

/** The section links, with their badges ("Inquiries 3 unread"); `onNavigate` closes the drawer. */
export function SectionLinks({
  active,
  badges,
  role,
  onNavigate,
}: Pick<AdminNavProps, 'active' | 'badges'> & { role: string; onNavigate?: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <List>
      {sectionsFor(role).map((section) => {
        const count = badges?.[section] ?? 0;
        return (
          <li key={section}>
            <Link
              to={`/admin?section=${section}`}
              aria-current={section === active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {i18n._(SECTION_TITLES[section])}
              {count > 0 ? (
                <Badge>
                  {count}
                  <VisuallyHidden> {t`unread`}</VisuallyHidden>
                </Badge>
              ) : null}
            </Link>
          </li>
        );
      })}
    </List>
  );
}
