import { jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { useToast } from './toastContext';

function Triggers() {
  const { toast } = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'Saved', description: 'Your changes are stored.' })}>
        First
      </button>
      <button
        onClick={() =>
          toast({ title: 'Booking Failed', description: 'Please try again.', variant: 'destructive' })
        }
      >
        Second
      </button>
      <button onClick={() => toast({ title: 'Quick', duration: 1000 })}>Short</button>
    </>
  );
}

async function setup() {
  const result = await renderWithProviders(<Triggers />, {
    userEventOptions: { advanceTimers: (ms) => jest.advanceTimersByTime(ms) },
  });
  jest.useFakeTimers();
  const region = screen.getByRole('region', { name: 'Notifications (F8)' });
  return { ...result, region };
}

// jsdom lacks pointer capture, which Radix takes during a swipe.
beforeAll(() => {
  Element.prototype.setPointerCapture = jest.fn();
  Element.prototype.hasPointerCapture = jest.fn(() => false);
  Element.prototype.releasePointerCapture = jest.fn();
});

/** The toasts on screen: the list items inside the notifications region. */
function shown(region: HTMLElement) {
  return within(region).queryAllByRole('listitem');
}

describe('toasts', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the current one', async () => {
    const { user, region } = await setup();
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(shown(region)).toHaveLength(1);
    expect(shown(region)[0]).toHaveTextContent('SavedYour changes are stored.');
    // Radix announces it through a live region of its own: politely for an ordinary toast.
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Second' }));
    expect(shown(region)).toHaveLength(1);
    expect(within(region).queryByText('Saved')).not.toBeInTheDocument();
    expect(shown(region)[0]).toHaveTextContent('Booking Failed');
    // The destructive variant is announced assertively.
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive');
  });

  it('dismisses itself after 5000 ms by default', async () => {
    const { user, region } = await setup();
    await user.click(screen.getByRole('button', { name: 'First' }));

    act(() => jest.advanceTimersByTime(4999));
    expect(within(region).getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(within(region).queryByText('Saved')).not.toBeInTheDocument();
  });

  it('honours a custom duration, and a replacing toast gets its own full time', async () => {
    const { user, region } = await setup();
    await user.click(screen.getByRole('button', { name: 'Short' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(within(region).queryByText('Quick')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Short' }));
    act(() => jest.advanceTimersByTime(900));
    await user.click(screen.getByRole('button', { name: 'First' }));
    act(() => jest.advanceTimersByTime(4000));
    expect(within(region).getByText('Saved')).toBeInTheDocument();
  });

  it('closes with its dismiss button', async () => {
    const { user, region } = await setup();
    await user.click(screen.getByRole('button', { name: 'First' }));
    await user.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    expect(shown(region)).toHaveLength(0);
  });

  it('closes on Escape while it has focus', async () => {
    const { user, region } = await setup();
    await user.click(screen.getByRole('button', { name: 'First' }));
    await user.keyboard('[F8]');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(shown(region)).toHaveLength(0);
  });

  it('is dismissed by a swipe to the right past 50 px, not by a shorter one', async () => {
    const { user, region } = await setup();
    await user.click(screen.getByRole('button', { name: 'First' }));
    const [toast] = shown(region);

    fireEvent.pointerDown(toast, { clientX: 100, button: 0 });
    fireEvent.pointerMove(toast, { clientX: 140 });
    fireEvent.pointerUp(toast, { clientX: 140 });
    expect(within(region).getByText('Saved')).toBeInTheDocument();

    fireEvent.pointerDown(toast, { clientX: 100, button: 0 });
    fireEvent.pointerMove(toast, { clientX: 151 });
    fireEvent.pointerUp(toast, { clientX: 151 });
    expect(within(region).queryByText('Saved')).not.toBeInTheDocument();
  });

  it('moves focus to the notifications region on F8', async () => {
    const { user, region } = await setup();
    await user.click(screen.getByRole('button', { name: 'First' }));
    // Radix matches the hotkey on KeyboardEvent.code, which browsers set to 'F8'.
    await user.keyboard('[F8]');
    // The toast list inside the region takes focus.
    expect(within(region).getByRole('list')).toHaveFocus();
    await user.tab();
    expect(shown(region)[0]).toHaveFocus();
    await user.tab();
    expect(within(region).getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
  });
});
