import { jest } from '@jest/globals';
import { takePendingTap } from './pendingTap';

/** A button that records the events it receives. */
function button() {
  const el = document.createElement('button');
  const seen: string[] = [];
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'])
    el.addEventListener(type, () => seen.push(type));
  document.body.append(el);
  return { el, seen };
}

afterEach(() => {
  document.body.innerHTML = '';
  window.__pendingTap = undefined;
  window.__appStarted = undefined;
  jest.useRealTimers();
});

describe('a button tapped before the app ran', () => {
  it('is pressed once when the app says so, as a mouse presses it (down, up, click), and focused', () => {
    const { el, seen } = button();
    window.__pendingTap = { el, at: Date.now() };
    const pressTap = takePendingTap();
    expect(window.__appStarted).toBe(true);
    expect(window.__pendingTap).toBeUndefined();
    expect(seen).toEqual([]);
    pressTap();
    expect(seen).toEqual(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']);
    expect(document.activeElement).toBe(el);
    pressTap();
    expect(seen).toHaveLength(5);
  });

  it('is dropped when the visitor tapped or typed since the app started', () => {
    for (const moveOn of [
      new PointerEvent('pointerdown', { bubbles: true }),
      new KeyboardEvent('keydown', { bubbles: true }),
    ]) {
      const { el, seen } = button();
      window.__pendingTap = { el, at: Date.now() };
      const pressTap = takePendingTap();
      document.body.dispatchEvent(moveOn);
      pressTap();
      expect(seen).toEqual([]);
    }
  });

  it('is dropped when it is older than 10 s or its button is gone', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const old = button();
    window.__pendingTap = { el: old.el, at: Date.now() - 10_001 };
    takePendingTap()();
    expect(old.seen).toEqual([]);

    const gone = button();
    window.__pendingTap = { el: gone.el, at: Date.now() };
    const pressTap = takePendingTap();
    gone.el.remove();
    pressTap();
    expect(gone.seen).toEqual([]);
  });

  it('does nothing without one', () => {
    expect(() => takePendingTap()()).not.toThrow();
    expect(window.__appStarted).toBe(true);
  });
});
