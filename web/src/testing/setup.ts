import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { jest } from '@jest/globals';
import { cleanup } from '@testing-library/react';

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

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = '';
});

afterEach(() => {
  cleanup();
});
