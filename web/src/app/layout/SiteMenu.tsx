import { NavLink } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '@/components/Modal';

const MainLinks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    display: block;
    padding: ${({ theme }) => theme.space.md} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 600;
    text-decoration: none;
  }

  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const SmallLink = styled(NavLink)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type SiteMenuProps = { open: boolean; onClose: () => void };

/** The slide-in site menu. Following a link closes it (the header also closes it on any navigation). */
export function SiteMenu({ open, onClose }: SiteMenuProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} onClose={onClose} title={t`Menu`} placement="right" width="360px">
      <nav aria-label={t`Main`}>
        <MainLinks>
          <li>
            <NavLink to="/" end onClick={onClose}>
              <Trans>Home</Trans>
            </NavLink>
          </li>
          <li>
            <NavLink to="/experiences" onClick={onClose}>
              <Trans>Browse</Trans>
            </NavLink>
          </li>
          <li>
            <NavLink to="/about" onClick={onClose}>
              <Trans>About</Trans>
            </NavLink>
          </li>
          <li>
            <NavLink to="/contact" onClick={onClose}>
              <Trans>Contact</Trans>
            </NavLink>
          </li>
        </MainLinks>
        <SmallLink to="/booking-verification" onClick={onClose}>
          <Trans>Look up a booking</Trans>
        </SmallLink>
      </nav>
    </Modal>
  );
}
