import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** A select of the kit (`ui/Select`: a combobox button) by its label, in `scope` or the page. */
export function selectTrigger(label: string | RegExp, scope: HTMLElement = document.body) {
  return within(scope).getByRole('combobox', { name: label });
}

/** Opens a select of the kit and returns its list (portalled to the page's end). */
export async function openSelect(user: User, trigger: HTMLElement) {
  await user.click(trigger);
  return screen.findByRole('listbox');
}

/** The options a select of the kit offers, by their text, in order (opens it, then closes it). */
export async function optionNames(user: User, trigger: HTMLElement) {
  const list = await openSelect(user, trigger);
  const names = within(list)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  return names;
}

/**
 * Chooses `option` (its visible name) in a select of the kit as a user does: clicks the trigger,
 * then the option. `select` is the trigger, or its label (looked up in `scope`, else the page).
 * The test-side twin of `user.selectOptions` on a native select.
 */
export async function pickOption(
  user: User,
  select: HTMLElement | string | RegExp,
  option: string | RegExp,
  scope?: HTMLElement,
) {
  const trigger = select instanceof HTMLElement ? select : selectTrigger(select, scope);
  const list = await openSelect(user, trigger);
  await user.click(within(list).getByRole('option', { name: option }));
}
