import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { DeleteReviewDocument, UpdateReviewDocument, VerifyReviewPinDocument } from '@/generated/graphql';
import { review, reviewsResult } from '@/testing/reviewFixtures';
import { renderWithProviders } from '@/testing/render';
import { Reviews } from './Reviews';

const saved = review({ reviewImages: ['/api/images/a.webp'] });

const verified = (pin: string, answer: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse => ({
  request: { query: VerifyReviewPinDocument, variables: { id: 1, pin } },
  result: { data: { verifyReviewPin: true } },
  ...answer,
});

const refusedWith = (message: string, code: string) => ({
  result: { errors: [new GraphQLError(message, { extensions: { code } })] },
});

async function openPinDialog(action: 'Edit Review' | 'Delete Review', mocks: MockLink.MockedResponse[]) {
  const rendered = await renderWithProviders(<Reviews itemId={7} />, {
    mocks: [reviewsResult([saved]), ...mocks],
  });
  await rendered.user.click(await screen.findByRole('button', { name: 'Review options for Mina Kim' }));
  await rendered.user.click(screen.getByRole('menuitem', { name: action }));
  // The PIN dialog's chunk loads with its first opening.
  const dialog = await screen.findByRole('dialog', { name: action });
  return { ...rendered, dialog, pin: within(dialog).getByLabelText('PIN (6 digits)') };
}

describe('PIN verification', () => {
  it('enables Verify at 6 digits and shows the spec messages, cleared by typing', async () => {
    const { user, dialog, pin } = await openPinDialog('Edit Review', [
      verified('111111', refusedWith('Incorrect PIN. Please try again.', 'FORBIDDEN')),
      verified('222222', { result: undefined, error: new Error('socket hang up') }),
      verified(
        '333333',
        // Any wording of a rate limit reads as the catalog's one, in the visitor's language.
        refusedWith('Too many wrong PINs. Please try again in 15 minutes.', 'TOO_MANY_REQUESTS'),
      ),
    ]);
    const verify = within(dialog).getByRole('button', { name: 'Verify' });
    expect(
      within(dialog).getByText('Enter the 6-digit PIN you chose when you wrote this review.'),
    ).toBeInTheDocument();
    expect(verify).toBeDisabled();
    await user.type(pin, '1x1111');
    expect(pin).toHaveValue('11111');
    expect(verify).toBeDisabled();
    await user.type(pin, '1');
    expect(verify).toBeEnabled();

    await user.click(verify);
    expect(await within(dialog).findByText('Incorrect PIN. Please try again.')).toBeInTheDocument();
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    await user.clear(pin);
    expect(within(dialog).queryByText('Incorrect PIN. Please try again.')).not.toBeInTheDocument();

    await user.type(pin, '222222{Enter}');
    expect(await within(dialog).findByText('Error verifying PIN. Please try again.')).toBeInTheDocument();
    await user.clear(pin);
    expect(within(dialog).queryByText('Error verifying PIN. Please try again.')).not.toBeInTheDocument();

    await user.type(pin, '333333{Enter}');
    expect(await within(dialog).findByText('Too many attempts. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit Review' })).toBe(dialog);
  });

  it('edits: the writer opens at step 4, prefilled, keeps the PIN and sends an update after confirming', async () => {
    const update = {
      reviewerName: 'Mina Kim',
      rating: 5,
      visitDate: '2025-06-20',
      reviewContent: 'Even better the second time.',
      reviewImages: ['/api/images/a.webp'],
      pin: '654321',
    };
    const { user, pin } = await openPinDialog('Edit Review', [
      verified('654321'),
      {
        request: { query: UpdateReviewDocument, variables: { id: 1, input: update } },
        result: { data: { updateReview: { ...saved, reviewContent: update.reviewContent } } },
      },
      reviewsResult([{ ...saved, reviewContent: update.reviewContent }]),
    ]);
    await user.type(pin, '654321{Enter}');

    const writer = within(await screen.findByRole('dialog', { name: 'Edit Review' }));
    expect(writer.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(writer.getByLabelText('Your name')).toHaveValue('Mina Kim');
    expect(writer.getByText('20 Jun 2025 (Fri)')).toBeInTheDocument();
    expect(writer.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/api/images/a.webp?w=320');
    const story = writer.getByLabelText('Your review');
    expect(story).toHaveValue('The guide made the whole day.');

    await user.clear(story);
    await user.type(story, 'Even better the second time.');
    await user.click(writer.getByRole('button', { name: 'Share Review' }));
    // The PIN was kept: straight to the confirmation.
    expect(screen.queryByRole('dialog', { name: 'Set a PIN' })).not.toBeInTheDocument();
    const confirm = within(screen.getByRole('dialog', { name: 'Save your changes?' }));
    await user.click(confirm.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your review has been updated.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Even better the second time.')).toBeInTheDocument();
  });
});

describe('deleting a review', () => {
  it("verifies the PIN, asks 'Delete Review?', deletes and refreshes the list", async () => {
    const { user, pin } = await openPinDialog('Delete Review', [
      verified('654321'),
      {
        request: { query: DeleteReviewDocument, variables: { id: 1, pin: '654321' } },
        result: { data: { deleteReview: true } },
      },
      reviewsResult([]),
    ]);
    await user.type(pin, '654321{Enter}');
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete Review?' }));
    // Still on the page, behind the modal (hidden from assistive technology while it is open).
    expect(screen.getByRole('article', { name: 'Review by Mina Kim', hidden: true })).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Your review has been deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Review by Mina Kim' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await screen.findByText('No reviews yet. Be the first to share your experience!'),
    ).toBeInTheDocument();
  });

  it('keeps the confirmation open with the reason when the delete fails', async () => {
    const { user, pin } = await openPinDialog('Delete Review', [
      verified('654321'),
      {
        request: { query: DeleteReviewDocument, variables: { id: 1, pin: '654321' } },
        ...refusedWith('Review not found', 'NOT_FOUND'),
      },
    ]);
    await user.type(pin, '654321{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Delete Review?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Review not found');
    expect(screen.getByRole('article', { name: 'Review by Mina Kim', hidden: true })).toBeInTheDocument();

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
