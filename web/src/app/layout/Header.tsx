import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { IconButton } from '@/components/Button';
import { Container } from '@/components/Layout';
import { MenuIcon, SearchIcon } from '@/components/icons';
import { lazyComponent } from '@/lib/lazyComponent';
import { BRAND_NAME } from '@/lib/site';
import { CurrencySelector } from './CurrencySelector';
import { LanguageSelector } from './LanguageSelector';

// Dialogs the first screen does not open: their code (and Radix Dialog's) loads when first
// wanted, starting on hover or focus of the button that opens them.
const SearchDialog = lazyComponent(() => import('@/features/search').then((m) => m.SearchDialog));
const SiteMenu = lazyComponent(() => import('./SiteMenu').then((m) => m.SiteMenu));

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: ${({ theme }) => theme.headerHeight};
`;

const Logo = styled(Link)`
  /* Shrinks (with an ellipsis) before the controls do on 360 px screens. */
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  margin-right: auto;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 800;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  white-space: nowrap;

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

type Panel = 'menu' | 'search';

/**
 * Site header: logo, search, language, currency and the slide-in menu. An open panel belongs to
 * the location it was opened on, so any navigation (link, back button) closes it.
 */
export function Header() {
  const { t } = useLingui();
  const location = useLocation();
  const [openPanel, setOpenPanel] = useState<{ panel: Panel; key: string } | null>(null);
  // Panels opened at least once stay mounted (closed), so closing returns focus as usual.
  const [used, setUsed] = useState<ReadonlySet<Panel>>(new Set());
  const shown = openPanel?.key === location.key ? openPanel.panel : null;
  const open = (panel: Panel) => {
    setUsed((current) => (current.has(panel) ? current : new Set(current).add(panel)));
    setOpenPanel({ panel, key: location.key });
  };
  const close = () => setOpenPanel(null);

  return (
    <Bar>
      <Inner>
        <Logo to="/">{BRAND_NAME}</Logo>
        <IconButton
          aria-label={t`Search`}
          aria-haspopup="dialog"
          onPointerEnter={() => void SearchDialog.preload()}
          onFocus={() => void SearchDialog.preload()}
          onClick={() => open('search')}
        >
          <SearchIcon />
        </IconButton>
        <LanguageSelector />
        <CurrencySelector />
        <IconButton
          aria-label={t`Menu`}
          aria-haspopup="dialog"
          aria-expanded={shown === 'menu'}
          onPointerEnter={() => void SiteMenu.preload()}
          onFocus={() => void SiteMenu.preload()}
          onClick={() => open('menu')}
        >
          <MenuIcon />
        </IconButton>
      </Inner>
      {used.has('search') ? <SearchDialog open={shown === 'search'} onClose={close} /> : null}
      {used.has('menu') ? <SiteMenu open={shown === 'menu'} onClose={close} /> : null}
    </Bar>
  );
}
