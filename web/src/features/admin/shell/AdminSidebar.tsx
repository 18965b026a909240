import { useId, useState } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, IconButton } from '@/components/Button';
import { ChevronIcon } from '@/components/icons';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { Dialog } from '@/components/ui';
import { SECTION_TITLES, sectionsFor, type AdminSection } from './sections';
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
  /* As tall as the window (the back office has no site header): the logout stays in view on long pages. */
  position: sticky;
  top: 0;
  align-self: flex-start;
  height: 100vh;
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

type AdminSidebarProps = {
  active: AdminSection;
  user: AdminUser;
  onLogout: () => void;
  loggingOut: boolean;
  /** Per section, a count shown beside its name (the inbox's unread inquiries). */
  badges?: Partial<Record<AdminSection, number>>;
};

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
function SectionLinks({
  active,
  badges,
  role,
  onNavigate,
}: Pick<AdminSidebarProps, 'active' | 'badges'> & { role: string; onNavigate?: () => void }) {
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

const MenuButton = styled(IconButton)`
  svg {
    width: 24px;
    height: 24px;
  }
`;

const DrawerAccount = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  p {
    margin: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function MenuIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden
      focusable={false}
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/**
 * The phone's navigation: a menu button (in the top bar) opening the sections, the signed-in user
 * and the logout in a drawer from the left, on the kit's Dialog (focus trapped, Escape closes,
 * focus back on the button). Choosing a section closes it.
 */
export function AdminDrawer({ active, user, onLogout, loggingOut, badges }: AdminSidebarProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const unread = Object.values(badges ?? {}).reduce((sum, n) => sum + (n ?? 0), 0);
  const username = user.username;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t`Admin menu`}
      placement="left"
      width="300px"
      trigger={
        <MenuButton aria-label={unread ? t`Open menu, ${unread} unread` : t`Open menu`}>
          <MenuIcon />
        </MenuButton>
      }
    >
      <nav aria-label={t`Admin sections`}>
        <SectionLinks active={active} badges={badges} role={user.role} onNavigate={() => setOpen(false)} />
      </nav>
      <DrawerAccount>
        <p>
          <Trans>Signed in as {username}</Trans>
        </p>
        <Button variant="secondary" onClick={onLogout} disabled={loggingOut}>
          <Trans>Log out</Trans>
        </Button>
      </DrawerAccount>
    </Dialog>
  );
}

/**
 * Collapsible navigation between the admin sections (a disclosure: the toggle hides the list), with
 * the signed-in user and the logout below it; collapsed, the logout stays as a labelled icon button.
 */
export function AdminSidebar({ active, user, onLogout, loggingOut, badges }: AdminSidebarProps) {
  const { t } = useLingui();
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
        <SectionLinks active={active} badges={badges} role={user.role} />
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
