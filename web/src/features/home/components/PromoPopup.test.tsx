import { act, fireEvent, screen, within } from '@testing-library/react';
import { ActivePopupDocument } from '@/generated/graphql';
import { activateStorefrontLocale } from '@/lib/i18n';
import { expectConsole } from '@/testing/console';
import { renderWithProviders } from '@/testing/render';
import { PromoPopup } from './PromoPopup';

const popupMock = (id: number, language = 'ENG', altText = '') => ({
  request: { query: ActivePopupDocument, variables: { language } },
  result: {
    data: {
      activePopup: {
        __typename: 'Popup',
        id,
        imageUrl: `/api/images/popup-${id}.webp`,
        linkUrl: '/experiences/7',
        altText,
      },
    },
  },
});

describe('promotional popup', () => {
  it('shows the active popup of the current language as a modal dialog', async () => {
    await renderWithProviders(<PromoPopup />, { locale: 'ko', mocks: [popupMock(3, 'KOR')] });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/api/images/popup-3.webp');
  });

  it('opens its link in a new tab when the picture is clicked', async () => {
    await renderWithProviders(<PromoPopup />, { mocks: [popupMock(3)] });
    const link = await screen.findByRole('link', { name: /Current promotion/ });
    expect(link).toHaveAttribute('href', '/experiences/7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Current promotion (opens in a new tab)');
  });

  it("describes its picture with the popup's alt text, or a translated generic one without", async () => {
    const given = await renderWithProviders(<PromoPopup />, {
      locale: 'ja',
      mocks: [popupMock(3, 'JPN', '特別オファー：聖水洞カフェ巡り')],
    });
    expect(await screen.findByRole('img')).toHaveAccessibleName('特別オファー：聖水洞カフェ巡り');
    given.unmount();

    await renderWithProviders(<PromoPopup />, { locale: 'ja', mocks: [popupMock(4, 'JPN', '  ')] });
    expect(await screen.findByRole('img')).toHaveAccessibleName('開催中のキャンペーン');
  });

  it('closes with the close button and shows again on the next visit', async () => {
    const first = await renderWithProviders(<PromoPopup />, { mocks: [popupMock(3)] });
    await first.user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    await renderWithProviders(<PromoPopup />, { mocks: [popupMock(3)] });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it("remembers Don't show again for that popup id only", async () => {
    const first = await renderWithProviders(<PromoPopup />, { mocks: [popupMock(3)] });
    await first.user.click(await screen.findByRole('button', { name: "Don't show again" }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('popupDismissed:3')).toBe('true');
    first.unmount();

    const again = await renderWithProviders(<PromoPopup />, { mocks: [popupMock(3)] });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    again.unmount();

    // A new popup (another id) is shown even though the old one was dismissed.
    await renderWithProviders(<PromoPopup />, { mocks: [popupMock(4)] });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it("after a language switch shows the new language's popup, unless that one was dismissed", async () => {
    const mocks = [popupMock(3), popupMock(4, 'JPN'), popupMock(5, 'KOR')];
    const { user } = await renderWithProviders(<PromoPopup />, { mocks });
    expect(within(await screen.findByRole('dialog')).getByRole('img')).toHaveAttribute(
      'src',
      '/api/images/popup-3.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await act(() => activateStorefrontLocale('ja'));
    expect(within(await screen.findByRole('dialog')).getByRole('img')).toHaveAttribute(
      'src',
      '/api/images/popup-4.webp',
    );
    await user.click(screen.getByRole('button', { name: '今後表示しない' }));
    expect(window.localStorage.getItem('popupDismissed:4')).toBe('true');

    // Korean's popup shows; back in Japanese, the dismissed one stays away.
    await act(() => activateStorefrontLocale('ko'));
    expect(within(await screen.findByRole('dialog')).getByRole('img')).toHaveAttribute(
      'src',
      '/api/images/popup-5.webp',
    );
    await user.click(screen.getByRole('button', { name: '닫기' }));
    await act(() => activateStorefrontLocale('ja'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing without an active popup, and hides one whose picture fails', async () => {
    expectConsole('warn', 'Popup image failed to load: /api/images/popup-5.webp');
    const none = await renderWithProviders(<PromoPopup />, {
      mocks: [
        {
          request: { query: ActivePopupDocument, variables: { language: 'ENG' } },
          result: { data: { activePopup: null } },
        },
      ],
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    none.unmount();

    await renderWithProviders(<PromoPopup />, { mocks: [popupMock(5)] });
    fireEvent.error(within(await screen.findByRole('dialog')).getByRole('img'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs a failed request for the popup and shows nothing', async () => {
    expectConsole('error', /^Failed to fetch active popup Error: offline/);
    await renderWithProviders(<PromoPopup />, {
      mocks: [
        {
          request: { query: ActivePopupDocument, variables: { language: 'ENG' } },
          error: new Error('offline'),
        },
      ],
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
