import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { styled } from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { matchStorefrontRoute, routeHead } from '@domain/seo';
import { CurrencyProvider } from '@/lib/currency';
import { useDocumentMeta, useHeadContext } from '@/lib/useDocumentMeta';
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

/**
 * The head of pages that need no data (title, description, canonical, hreflang...), the same the
 * server renders for the URL. Experience and article pages set their own once loaded; the back
 * office and the developer page keep their own titles.
 */
function useRouteHead() {
  const { pathname, search } = useLocation();
  const context = useHeadContext();
  const route = matchStorefrontRoute(pathname);
  const ownHead = route.page === 'admin' || route.page === 'imageTest';
  useDocumentMeta(ownHead ? null : routeHead(route, context, new URLSearchParams(search)));
}

/**
 * Header and footer around every storefront page. The back office has its own frame (top bar,
 * sidebar, its own language select): the storefront's header and footer stay out of it.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigation();
  useRouteHead();
  const admin = isAdminPath(pathname);

  return (
    <CurrencyProvider enabled={!admin}>
      {admin ? null : (
        <>
          <SkipLink href="#main">
            <Trans>Skip to main content</Trans>
          </SkipLink>
          <Header />
        </>
      )}
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      {admin ? null : <Footer />}
    </CurrencyProvider>
  );
}
