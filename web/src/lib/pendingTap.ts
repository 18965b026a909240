/**
 * A button tapped on the server-rendered page before the app ran: the boot script
 * (server/src/modules/seo/seo.render.ts) holds its native action back and keeps it in
 * `window.__pendingTap`; the app presses it again once it has hydrated (web/src/main.tsx).
 */
declare global {
  interface Window {
    /** The last button tapped on the server's page before the app ran. */
    __pendingTap?: { el: HTMLElement; at: number };
    /** Set once the app has started on the page: from then on React handles taps itself. */
    __appStarted?: boolean;
  }
}

/** A tap older than this is not replayed: the visitor has moved on. */
const TAP_REPLAY_MS = 10_000;

/**
 * Presses a button as a mouse does: pointer and mouse down and up, then the click. Some widgets act
 * on the press rather than the click (tabs on mouse down, menus on pointer down).
 */
function press(el: HTMLElement) {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
  const pointer = { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true };
  el.dispatchEvent(new PointerEvent('pointerdown', pointer));
  el.dispatchEvent(new MouseEvent('mousedown', init));
  el.focus({ preventScroll: true });
  el.dispatchEvent(new PointerEvent('pointerup', pointer));
  el.dispatchEvent(new MouseEvent('mouseup', init));
  el.click();
}

/**
 * The app starts on the page: the boot script stops holding taps back (React hydrates a part that is
 * tapped from now on, and handles the tap). Returns a function that presses the button tapped
 * before, once: to be called when the app has hydrated.
 */
export function takePendingTap(): () => void {
  window.__appStarted = true;
  const tap = window.__pendingTap;
  window.__pendingTap = undefined;
  if (!tap) return () => {};
  // A visitor who goes on to tap or type elsewhere has moved on: the old tap is dropped.
  let movedOn = false;
  const moveOn = () => (movedOn = true);
  const events = ['pointerdown', 'keydown'] as const;
  for (const type of events) document.addEventListener(type, moveOn, { capture: true });
  let done = false;
  return () => {
    for (const type of events) document.removeEventListener(type, moveOn, { capture: true });
    if (done) return;
    done = true;
    if (!movedOn && tap.el.isConnected && Date.now() - tap.at < TAP_REPLAY_MS) press(tap.el);
  };
}
