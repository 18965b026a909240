import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ActivePopupDocument } from '@/generated/graphql';
import { lazyComponent } from '@/lib/lazyComponent';
import { useHydrated } from '@/lib/useHydrated';
import { useLanguage } from '@/lib/useLanguage';
import { isPopupDismissed } from '../hooks/dismissedPopups';

// Most visits see no popup (none active, or dismissed): the dialog's code loads only when one shows.
const PromoPopupDialog = lazyComponent(() => import('./PromoPopupDialog').then((m) => m.PromoPopupDialog));

/**
 * The promotional popup of the current language. Shown on the home page unless the visitor
 * chose "Don't show again" for this popup (remembered per popup id in localStorage).
 * Its picture opens the popup's link in a new tab.
 */
export function PromoPopup() {
  const language = useLanguage();
  const { data, error } = useQuery(ActivePopupDocument, { variables: { language } });
  const [closedId, setClosedId] = useState<number | null>(null);
  // The dismissal is in the browser's storage: the server renders no popup, nor does hydration.
  const hydrated = useHydrated();

  if (error) console.error('Failed to fetch active popup', error);
  const popup = data?.activePopup;
  if (!popup || closedId === popup.id) return null;
  // The dialog's code starts loading while the server-rendered page hydrates, so the popup shows
  // as soon as the page is interactive.
  if (!hydrated) {
    void PromoPopupDialog.preload();
    return null;
  }
  if (isPopupDismissed(popup.id)) return null;
  return <PromoPopupDialog popup={popup} onClose={() => setClosedId(popup.id)} />;
}
