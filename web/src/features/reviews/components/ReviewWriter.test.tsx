import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { seoulToday } from '@domain/calendar';
import { CreateReviewDocument } from '@/generated/graphql';
import { review, reviewsResult } from '@/testing/reviewFixtures';
import { shareVerifiedReview } from '@/testing/reviewWriter';
import { renderWithProviders, type RenderWithUser } from '@/testing/render';
import { installFakeUploads, type FakeUpload, type FakeUploads } from '@/testing/fakeUploads';
import { Reviews } from './Reviews';

type User = RenderWithUser['user'];

const today = seoulToday();
const todayLabel = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(
  new Date(`${today}T00:00:00Z`),
);

const input = {
  itemId: 7,
  reviewType: 'general',
  rating: 4,
  reviewerName: 'Mina Kim',
  visitDate: today,
  reviewContent: 'Loved the tunnel.',
  reviewImages: [] as string[],
  pin: '123456',
};

/** The server's answer: pending, unless the review came with an invitation (then verified and approved). */
const created = (variables: typeof input & { invitation?: string } = input): MockLink.MockedResponse => ({
  request: { query: CreateReviewDocument, variables: { input: variables } },
  result: {
    data: {
      createReview: review({
        id: 9,
        isApproved: variables.invitation ? true : null,
        verified: Boolean(variables.invitation),
        rating: variables.rating,
        reviewerName: variables.reviewerName,
        visitDate: variables.visitDate,
        reviewContent: variables.reviewContent,
        reviewImages: variables.reviewImages,
      }),
    },
  },
});

async function openWriter(mocks: MockLink.MockedResponse[] = [], invitation?: string) {
  const rendered = await renderWithProviders(<Reviews itemId={7} invitation={invitation} />, {
    mocks: [reviewsResult([]), ...mocks],
    userEventOptions: { applyAccept: false },
  });
  await rendered.user.click(await screen.findByRole('button', { name: 'Write a Review' }));
  const writer = within(screen.getByRole('dialog', { name: 'Write a Review' }));
  return { ...rendered, writer };
}

/** Steps 1–3: rating, name, visit date (today). */
async function fillFirstSteps(user: User, writer: ReturnType<typeof within>) {
  await user.click(writer.getByRole('radio', { name: '4 stars' }));
  await user.type(writer.getByLabelText('Your name'), 'Mina Kim');
  await user.click(writer.getByRole('button', { name: 'Next' }));
  await user.click(writer.getByRole('button', { name: todayLabel }));
}

describe('review writer', () => {
  it('opens each step only when the one before is done', async () => {
    const { user, writer } = await openWriter();
    expect(writer.getByRole('heading', { name: 'How was your experience?' })).toBeInTheDocument();
    expect(writer.queryByLabelText('Your name')).not.toBeInTheDocument();
    expect(writer.queryByRole('button', { name: 'Share Review' })).not.toBeInTheDocument();

    // A star rating opens step 2 and puts the cursor in the name.
    await user.click(writer.getByRole('radio', { name: '4 stars' }));
    expect(writer.getByRole('radio', { name: '4 stars' })).toBeChecked();
    const name = writer.getByLabelText('Your name');
    expect(name).toHaveFocus();
    expect(writer.queryByRole('heading', { name: 'When did you visit?' })).not.toBeInTheDocument();

    // A blank name does not open step 3.
    const next = writer.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.type(name, '   {Enter}');
    expect(writer.queryByRole('heading', { name: 'When did you visit?' })).not.toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Mina Kim{Enter}');
    expect(writer.getByRole('heading', { name: 'When did you visit?' })).toBeInTheDocument();
    expect(writer.queryByLabelText('Your review')).not.toBeInTheDocument();

    // Future days cannot be chosen; choosing a date opens step 4.
    await user.click(writer.getByRole('button', { name: 'Next month' }));
    const future = writer.getAllByRole('button', { pressed: false }).find((b) => b.textContent === '1')!;
    expect(future).toHaveAttribute('aria-disabled', 'true');
    await user.click(future);
    expect(writer.queryByLabelText('Your review')).not.toBeInTheDocument();
    await user.click(writer.getByRole('button', { name: 'Previous month' }));
    await user.click(writer.getByRole('button', { name: todayLabel }));

    const story = writer.getByLabelText('Your review');
    expect(story).toHaveFocus();
    expect(story).toHaveAttribute('maxLength', '4000');
    expect(writer.getByText('0 / 4000 characters')).toBeInTheDocument();
    await user.type(story, 'Great');
    expect(writer.getByText('5 / 4000 characters')).toBeInTheDocument();
  });

  it('needs non-blank content before asking for a PIN', async () => {
    const { user, writer } = await openWriter();
    await fillFirstSteps(user, writer);
    await user.type(writer.getByLabelText('Your review'), '    ');
    await user.click(writer.getByRole('button', { name: 'Share Review' }));
    expect(await writer.findByText('Please write your review.')).toBeInTheDocument();
    expect(writer.getByLabelText('Your review')).toHaveFocus();
    expect(screen.queryByRole('dialog', { name: 'Set a PIN' })).not.toBeInTheDocument();
  });

  it('asks for a 6-digit PIN, confirms, saves, says it awaits approval, and Done closes everything', async () => {
    // A review without an invitation waits for approval: the list loads again without it.
    const { user, writer } = await openWriter([created(), reviewsResult([])]);
    await fillFirstSteps(user, writer);
    await user.type(writer.getByLabelText('Your review'), '  Loved the tunnel.  ');
    await user.click(writer.getByRole('button', { name: 'Share Review' }));

    const pinDialog = within(await screen.findByRole('dialog', { name: 'Set a PIN' }));
    const pin = pinDialog.getByLabelText('PIN (6 digits)');
    const next = pinDialog.getByRole('button', { name: 'Next' });
    expect(pin).toHaveFocus();
    expect(next).toBeDisabled();
    await user.type(pin, '12ab-345');
    expect(pin).toHaveValue('12345');
    expect(next).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(pinDialog.getByText('PIN must be 6 digits')).toBeInTheDocument();
    await user.type(pin, '67');
    expect(pin).toHaveValue('123456');
    expect(pinDialog.queryByText('PIN must be 6 digits')).not.toBeInTheDocument();
    await user.click(next);

    const confirm = within(screen.getByRole('dialog', { name: 'Share your review?' }));
    expect(
      confirm.getByText('Our team checks each review before it is shown on this experience.'),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Save' }));

    const thanks = await screen.findByRole('dialog', { name: 'Thank you for your review!' });
    expect(thanks).toHaveAccessibleDescription(
      'Your review is awaiting approval. It will be shown on this experience once our team has checked it.',
    );
    await user.click(within(thanks).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await screen.findByText('No reviews yet. Be the first to share your experience!'),
    ).toBeInTheDocument();
  });

  it("sends the invitation link's token and publishes the review at once as a verified booking's", async () => {
    const token = 'a'.repeat(43);
    const { user, writer } = await openWriter(
      [
        created({ ...input, invitation: token }),
        reviewsResult([review({ id: 9, reviewContent: 'Loved the tunnel.', rating: 4, verified: true })]),
      ],
      token,
    );
    await fillFirstSteps(user, writer);
    await user.type(writer.getByLabelText('Your review'), 'Loved the tunnel.');
    await user.click(writer.getByRole('button', { name: 'Share Review' }));
    const thanks = await shareVerifiedReview(user);
    expect(thanks).toHaveAccessibleDescription(
      'Your review has been shared. Thank you for helping other travellers.',
    );
    await user.click(within(thanks).getByRole('button', { name: 'Done' }));
    const card = await screen.findByRole('article', { name: 'Review by Mina Kim' });
    expect(within(card).getByText('Verified booking')).toBeInTheDocument();
  });

  it('keeps the confirmation open and says why when saving fails', async () => {
    const { user, writer } = await openWriter([
      {
        request: { query: CreateReviewDocument, variables: { input } },
        result: {
          errors: [
            new GraphQLError('Too many attempts. Please try again later.', {
              extensions: { code: 'TOO_MANY_REQUESTS' },
            }),
          ],
        },
      },
    ]);
    await fillFirstSteps(user, writer);
    await user.type(writer.getByLabelText('Your review'), 'Loved the tunnel.');
    await user.click(writer.getByRole('button', { name: 'Share Review' }));
    await user.type(await screen.findByLabelText('PIN (6 digits)'), '123456{Enter}');
    const confirm = screen.getByRole('dialog', { name: 'Share your review?' });
    await user.click(within(confirm).getByRole('button', { name: 'Save' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
    expect(confirm).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Thank you for your review!' })).not.toBeInTheDocument();
  });
});

describe('review photos', () => {
  let fake: FakeUploads;
  let uploads: FakeUpload[];

  beforeEach(() => {
    fake = installFakeUploads();
    uploads = fake.requests;
  });
  afterEach(() => fake.restore());

  const png = (name: string) => new File(['png'], name, { type: 'image/png' });
  const uploaded = (name: string) => ({
    data: {
      uploadImage: {
        imageUrl: `/api/images/${name}.webp`,
        filename: `${name}.webp`,
        width: 800,
        height: 600,
      },
    },
  });

  it('uploads several images at once with an overlay, refuses other files, removes any, and saves them', async () => {
    const { user, writer } = await openWriter([
      created({ ...input, reviewImages: ['/api/images/two.webp'] }),
      reviewsResult([]),
    ]);
    await fillFirstSteps(user, writer);
    await user.type(writer.getByLabelText('Your review'), 'Loved the tunnel.');

    const picker = writer.getByLabelText('Add photos');
    expect(picker).toHaveAttribute('accept', 'image/*');
    expect(picker).toHaveAttribute('multiple');
    await user.upload(picker, [
      png('one.png'),
      new File(['hi'], 'notes.txt', { type: 'text/plain' }),
      png('two.png'),
    ]);
    expect(writer.getByRole('alert')).toHaveTextContent('Only image files can be added.');
    expect(uploads).toHaveLength(2);
    expect(JSON.parse(uploads[0].body.get('map') as string)).toEqual({ 0: ['variables.file'] });
    expect((uploads[0].body.get('0') as File).name).toBe('one.png');
    expect(writer.getByRole('status', { name: 'Uploading photo 1…' })).toBeInTheDocument();
    expect(writer.getByRole('button', { name: 'Uploading photos…' })).toBeDisabled();

    uploads[0].finish(uploaded('one'));
    uploads[1].finish(uploaded('two'));
    await waitFor(() => expect(writer.queryByRole('status')).not.toBeInTheDocument());
    expect(writer.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/api/images/one.webp?w=320');
    expect(writer.getByText('2 / 5')).toBeInTheDocument();

    await user.click(writer.getByRole('button', { name: 'Remove photo 1' }));
    expect(writer.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/api/images/two.webp?w=320');

    await user.click(writer.getByRole('button', { name: 'Share Review' }));
    await user.type(await screen.findByLabelText('PIN (6 digits)'), '123456{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you for your review!' })).toBeInTheDocument();
  });

  it('takes at most 5 photos and says when an upload fails', async () => {
    const { user, writer } = await openWriter();
    await fillFirstSteps(user, writer);
    const picker = writer.getByLabelText('Add photos');
    await user.upload(
      picker,
      Array.from({ length: 6 }, (_, i) => png(`p${i}.png`)),
    );
    expect(uploads).toHaveLength(5);
    expect(writer.getByRole('alert')).toHaveTextContent('You can add up to 5 photos.');
    expect(picker).toBeDisabled();

    // The server's English reasons come out as the catalog's text for the same rule.
    uploads[0].finish({ message: 'file size cannot exceed 10MB' }, 413);
    await waitFor(() => expect(writer.getByRole('alert')).toHaveTextContent('File size cannot exceed 10MB.'));
    uploads[1].finish({ errors: [{ message: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.' }] });
    await waitFor(() =>
      expect(writer.getByRole('alert')).toHaveTextContent(
        'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.',
      ),
    );
    expect(writer.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(3);
    expect(picker).toBeEnabled();
  });

  it('refuses a photo over 10 MB before sending it, and reads an unforeseen failure as one', async () => {
    const { user, writer } = await openWriter();
    await fillFirstSteps(user, writer);
    const picker = writer.getByLabelText('Add photos');
    const huge = png('huge.png');
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(picker, [huge, png('ok.png')]);
    expect(writer.getByRole('alert')).toHaveTextContent('File size cannot exceed 10MB.');
    expect(uploads).toHaveLength(1);
    expect((uploads[0].body.get('0') as File).name).toBe('ok.png');

    uploads[0].finish({ errors: [{ message: 'Unexpected error.' }] }, 500);
    await waitFor(() => expect(writer.getByRole('alert')).toHaveTextContent('Failed to upload image'));
    expect(writer.queryByRole('button', { name: /^Remove photo/ })).not.toBeInTheDocument();
  });
});
