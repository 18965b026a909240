import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/**
 * The review writer's last step for a review written from an invitation link: the PIN, then the
 * confirmation (which says the review shows as a verified booking's), Save. Answers the thank-you dialog.
 */
export async function shareVerifiedReview(user: User): Promise<HTMLElement> {
  await user.type(await screen.findByLabelText('PIN (6 digits)'), '123456{Enter}');
  const confirm = within(screen.getByRole('dialog', { name: 'Share your review?' }));
  expect(
    confirm.getByText('Your review will be shown on this experience as a verified booking.'),
  ).toBeInTheDocument();
  await user.click(confirm.getByRole('button', { name: 'Save' }));
  return screen.findByRole('dialog', { name: 'Thank you for your review!' });
}
