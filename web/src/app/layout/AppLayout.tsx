import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { styled } from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Footer } from './Footer';
import { Header } from './Header';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};

  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

const Main = styled.main`
  min-height: 60vh;
  outline: none;
`;

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** Every navigation to another page starts at the top, instantly (no smooth scrolling). */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}

/** Header and footer around every page; the footer is left out of the admin area. */
export function AppLayout() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigation();

  return (
    <>
      <SkipLink href="#main">
        <Trans>Skip to main content</Trans>
      </SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      {isAdminPath(pathname) ? null : <Footer />}
    </>
  );
}
