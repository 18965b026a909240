/** localStorage key under which "Don't show again" is remembered for one popup. */
export const popupDismissKey = (popupId: number) => `popupDismissed:${popupId}`;

export function isPopupDismissed(popupId: number): boolean {
  try {
    return window.localStorage.getItem(popupDismissKey(popupId)) === 'true';
  } catch {
    return false;
  }
}

export function dismissPopup(popupId: number): void {
  try {
    window.localStorage.setItem(popupDismissKey(popupId), 'true');
  } catch {
    // Storage disabled (privacy mode): the popup simply shows again next visit.
  }
}
