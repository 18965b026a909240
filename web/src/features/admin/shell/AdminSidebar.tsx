import { useId, useState } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, IconButton } from '@/components/Button';
import { ChevronIcon } from '@/components/icons';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { ADMIN_SECTIONS, SECTION_TITLES, type AdminSection } from './sections';
import type { AdminUser } from './useAdminSession';

const Aside = styled.aside<{ $collapsed: boolean }>`
  flex-shrink: 0;
  width: ${({ $collapsed }) => ($collapsed ? '56px' : '220px')};
  padding: ${({ theme }) => theme.space.sm};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  transition: width 0.2s ease;
  display: flex;
  flex-direction: column;
  /* Below the sticky site header, as tall as the window: the logout stays in view on long pages. */
  position: sticky;
  top: ${({ theme }) => theme.headerHeight};
  align-self: flex-start;
  height: calc(100vh - ${({ theme }) => theme.headerHeight});
  overflow-y: auto;
`;

/**
 * A door with an arrow leaving it. Here, not in components/icons: every icon there ships in the
 * storefront's entry chunk, which this one has no business in.
 */
function LogoutIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
      <path d="m16 17 5-5-5-5M21 12H9" />
    </svg>
  );
}

const LogoutButton = styled(IconButton)`
  width: 40px;
  height: 40px;

  svg {
    width: 20px;
    height: 20px;
  }
`;

/** The signed-in user and the logout, at the foot of the sidebar. */
const Account = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.md};

  p {
    margin: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Toggle = styled.button<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  margin-left: auto;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.border};
  }

  svg {
    width: 20px;
    height: 20px;
    transform: rotate(${({ $collapsed }) => ($collapsed ? '0deg' : '180deg')});
  }
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;

  a {
    display: block;
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

type AdminSidebarProps = {
  active: AdminSection;
  user: AdminUser;
  onLogout: () => void;
  loggingOut: boolean;
};

/**
 * Collapsible navigation between the admin sections (a disclosure: the toggle hides the list), with
 * the signed-in user and the logout below it; collapsed, the logout stays as a labelled icon button.
 */
export function AdminSidebar({ active, user, onLogout, loggingOut }: AdminSidebarProps) {
  const { t, i18n } = useLingui();
  const [collapsed, setCollapsed] = useState(false);
  const navId = useId();
  const userId = useId();
  const username = user.username;
  const label = <Trans>Signed in as {username}</Trans>;

  return (
    <Aside $collapsed={collapsed}>
      <Toggle
        type="button"
        $collapsed={collapsed}
        aria-expanded={!collapsed}
        aria-controls={navId}
        aria-label={collapsed ? t`Expand sidebar` : t`Collapse sidebar`}
        onClick={() => setCollapsed((value) => !value)}
      >
        <ChevronIcon />
      </Toggle>
      <nav id={navId} aria-label={t`Admin sections`} hidden={collapsed}>
        <List>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section}>
              <Link to={`/admin?section=${section}`} aria-current={section === active ? 'page' : undefined}>
                {i18n._(SECTION_TITLES[section])}
              </Link>
            </li>
          ))}
        </List>
      </nav>
      <Account>
        {collapsed ? (
          <>
            <VisuallyHidden id={userId}>{label}</VisuallyHidden>
            <LogoutButton
              aria-label={t`Log out`}
              aria-describedby={userId}
              title={t`Log out`}
              onClick={onLogout}
              disabled={loggingOut}
            >
              <LogoutIcon />
            </LogoutButton>
          </>
        ) : (
          <>
            <p id={userId}>{label}</p>
            <Button variant="secondary" size="sm" onClick={onLogout} disabled={loggingOut}>
              <Trans>Log out</Trans>
            </Button>
          </>
        )}
      </Account>
    </Aside>
  );
}
