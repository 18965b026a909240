import { waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const monthKey = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();

/** Opens a date picker from its trigger: its popover (Radix gives the trigger `aria-controls`). */
async function openPicker(user: User, trigger: HTMLElement) {
  await user.click(trigger);
  return waitFor(() => {
    const element = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('The date picker did not open.');
    return element;
  });
}

/** In an open picker: moves month by month to the month of `iso` and clicks its day. */
async function chooseDay(user: User, popover: HTMLElement, iso: string) {
  const target = utc(iso);
  const caption = target.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  for (let step = 0; step < 120; step += 1) {
    const shown = within(popover).getByRole('heading').textContent ?? '';
    if (shown === caption) break;
    const later = monthKey(target) > monthKey(new Date(`1 ${shown} UTC`));
    await user.click(within(popover).getByRole('button', { name: later ? 'Next month' : 'Previous month' }));
  }
  const day = target.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await user.click(within(popover).getByRole('button', { name: new RegExp(day) }));
}

/**
 * Chooses `iso` (YYYY-MM-DD) in a date picker of the kit (English captions) whatever today is:
 * opens it from its trigger, moves month by month to the date's month and clicks the day.
 */
export async function pickDate(user: User, trigger: HTMLElement, iso: string) {
  await chooseDay(user, await openPicker(user, trigger), iso);
}

/** Chooses the range `from`-`to` in a `DateRangeField` (its start, then its end, in one opening). */
export async function pickRange(user: User, trigger: HTMLElement, from: string, to: string) {
  const popover = await openPicker(user, trigger);
  await chooseDay(user, popover, from);
  await chooseDay(user, popover, to);
}

/** Empties a clearable date picker of the kit ("Clear date"). */
export async function clearDate(user: User, trigger: HTMLElement) {
  const popover = await openPicker(user, trigger);
  await user.click(within(popover).getByRole('button', { name: 'Clear date' }));
}
