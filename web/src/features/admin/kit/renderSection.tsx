import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders, type RenderOptions } from '@/testing/render';
import { AdminI18nProvider } from './i18n/AdminI18nProvider';

/**
 * Tests only: renders a back-office section in English (the admin's language switch) at `route` with
 * the Apollo `mocks`, once its heading is there.
 */
export async function renderAdminSection(
  section: ReactElement,
  { heading, route, mocks }: { heading: string; route: string; mocks: RenderOptions['mocks'] },
) {
  window.localStorage.setItem('adminLanguage', 'ENG');
  const result = await renderWithProviders(<AdminI18nProvider>{section}</AdminI18nProvider>, {
    route,
    mocks,
  });
  await screen.findByRole('heading', { name: heading, hidden: true });
  return result;
}
