import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, IconButton } from '@/components/Button';
import { ChevronIcon } from '@/components/icons';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { LogoutIcon } from './icons';
import { SectionLinks, type AdminNavProps } from './SectionLinks';

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

/**
 * Collapsible navigation between the admin sections (a disclosure: the toggle hides the list), with
 * the signed-in user and the logout below it; collapsed, the logout stays as a labelled icon button.
 */
export function AdminSidebar({ active, user, onLogout, loggingOut, badges }: AdminNavProps) {
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
