import { useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, IconButton } from '@/components/Button';
import { Dialog } from '@/components/ui';
import { MenuIcon } from './icons';
import { SectionLinks, type AdminNavProps } from './SectionLinks';

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

/**
 * The phone's navigation: a menu button (in the top bar) opening the sections, the signed-in user
 * and the logout in a drawer from the left, on the kit's Dialog (focus trapped, Escape closes,
 * focus back on the button). Choosing a section closes it.
 */
export function AdminDrawer({ active, user, onLogout, loggingOut, badges }: AdminNavProps) {
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
