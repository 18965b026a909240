import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { jest } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { endConsoleFile, endConsoleTest, installConsoleGuard, startConsoleTest } from './console';

// findBy/waitFor give up after 1 s by default; on a busy CI machine (two Jest projects in parallel,
// lazy route chunks compiled on first use) the first render of a file can take longer than that.
configure({ asyncUtilTimeout: 5000 });

// The toasts' region and the dialogs are lazy chunks (loaded with the first toast or dialog in a
// browser): loaded up front here, every test finds them from the first render.
beforeAll(async () => {
  const { preloadToasts } = await import('@/components/toast');
  await preloadToasts();
  const { preloadModal } = await import('@/components/Modal');
  await preloadModal();
  // TZDate extends the `Date` of when its module first runs: in a browser the real one, here maybe
  // a test's frozen clock (the day picker's chunk loads with the first calendar). Loaded first here.
  await import('@date-fns/tz');
});

// react-router needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom 26 has no PointerEvent; a MouseEvent subclass carries clientX/button for swipe gestures.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}

// jsdom does not implement scrolling; tests assert on the calls.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

// What Radix primitives call and jsdom lacks: Select scrolls its chosen option into view and checks
// pointer capture when it opens; Checkbox and Switch measure their hidden form input. No layout here.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

// A test that writes to console.error or console.warn fails, unless it declared the call
// with expectConsole (./console.ts).
installConsoleGuard();

beforeEach(() => {
  startConsoleTest();
  window.localStorage.clear();
  // The language choice is also kept in a cookie (lib/i18n.ts): each test starts without one.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  document.documentElement.lang = '';
});

// Hooks of one block run in order: the check comes after unmounting, which may log too.
afterEach(() => {
  cleanup();
});

afterEach(() => {
  endConsoleTest();
});

afterAll(() => {
  endConsoleFile();
});

/**
 * No server runs under Jest: the admin's live-updates socket (graphql-ws) gets a WebSocket that
 * stays connecting, instead of jsdom's, whose failed connection to localhost is an error event.
 * The live path itself is tested for real: server/src/modules/admin-event and e2e/admin-live.
 */
class IdleWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  protocol = '';
  onopen = null;
  onclose = null;
  onerror = null;
  onmessage = null;
  constructor(readonly url: string) {
    super();
  }
  send() {}
  close() {
    this.readyState = 3;
  }
}
Object.assign(globalThis, { WebSocket: IdleWebSocket });
