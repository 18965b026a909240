import { screen, waitFor, within } from '@testing-library/react';
import {
  AdminCreateReviewDocument,
  AdminDeleteReviewDocument,
  AdminReviewsDocument,
  ApproveReviewDocument,
  ModerateReviewsDocument,
  RejectReviewDocument,
  ReviewModerationPreviewDocument,
  ReviewSummaryDocument,
} from '@/generated/graphql';
import { clearDate, pickDate } from '@/testing/pickDate';
import { pickOption } from '@/testing/pickOption';
import { itemPickerFinds } from '@/testing/adminFixtures';
import { renderWithProviders, type RenderOptions } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { ReviewsSection } from '../index';

/** The item picker's server search, whatever is typed: the one item. */
const itemPickerMock = itemPickerFinds([[1, 'Hanbok walk']]);

const review = (
  id: number,
  reviewerName: string,
  isApproved: boolean | null,
  extra: Record<string, unknown> = {},
) => ({
  __typename: 'Review' as const,
  id,
  itemId: 1,
  itemTitle:
    ({ 1: 'Hanbok walk', 2: 'Tea ceremony' } as Record<number, string>)[Number(extra.itemId ?? 1)] ?? null,
  reviewType: 'general' as const,
  reviewerName,
  rating: 4,
  visitDate: '2026-11-01',
  reviewContent: `Great time, said ${reviewerName}`,
  reviewImages: [],
  thumbnailImage: null,
  reelsLink: null,
  originalReelsLink: null,
  isApproved,
  verified: false,
  createdBy: 'user',
  createdAt: '2026-11-02T00:00:00.000Z',
  ...extra,
});

const summaryMock = (pending = 1) => ({
  request: {
    query: ReviewSummaryDocument,
    variables: { titleLanguage: 'ENG', page: { page: 1, pageSize: 20 } },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      reviewSummary: {
        __typename: 'ReviewItemSummaryPage' as const,
        totalCount: 1,
        page: 1,
        pageSize: 20,
        items: [
          {
            __typename: 'ReviewItemSummary' as const,
            itemId: 1,
            title: 'Hanbok walk',
            language: 'ENG' as const,
            pending,
            approved: 1,
            rejected: 0,
            total: pending + 1,
            rating: 4.5,
            reviewCount: pending + 1,
          },
        ],
      },
    },
  },
});

const listMock = (items: ReturnType<typeof review>[], status = 'all') => ({
  request: {
    query: AdminReviewsDocument,
    variables: { titleLanguage: 'ENG', itemId: 1, status, page: { page: 1, pageSize: 20 } },
  },
  result: {
    data: {
      adminReviews: {
        __typename: 'AdminReviewPage' as const,
        totalCount: items.length,
        page: 1,
        pageSize: 20,
        counts: {
          __typename: 'ReviewCounts' as const,
          all: items.length,
          pending: items.filter((r) => r.isApproved === null).length,
          approved: items.filter((r) => r.isApproved === true).length,
          rejected: items.filter((r) => r.isApproved === false).length,
        },
        items,
      },
    },
  },
});

async function renderSection(mocks: RenderOptions['mocks'], route = '/admin?section=reviews') {
  window.localStorage.setItem('adminLanguage', 'ENG');
  const result = await renderWithProviders(
    <AdminI18nProvider>
      <ReviewsSection />
    </AdminI18nProvider>,
    { route, mocks },
  );
  await screen.findByRole('heading', { name: 'Reviews', hidden: true });
  return result;
}

describe('reviews section', () => {
  afterEach(() => window.localStorage.clear());

  it('summarises per item, opens its list and approves a pending review', async () => {
    let approved: number | undefined;
    const { user } = await renderSection([
      summaryMock(1),
      listMock([review(1, 'Mina', null), review(2, 'Joe', true)]),
      {
        request: {
          query: ApproveReviewDocument,
          variables: (v: { id: number }) => {
            approved = v.id;
            return true;
          },
        },
        result: { data: { approveReview: { __typename: 'Review', id: 1, isApproved: true } } },
      },
      listMock([review(1, 'Mina', true), review(2, 'Joe', true)]),
    ]);
    const row = (await screen.findByRole('button', { name: 'Hanbok walk' })).closest('tr')!;
    expect(within(row).getByText('★ 4.5 (2)')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Hanbok walk' }));
    expect(await screen.findByRole('button', { name: 'Pending (1)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'All (2)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Approve the review by Mina' }));
    expect(await screen.findByText('Review approved')).toBeInTheDocument();
    expect(approved).toBe(1);
    // The list loads again: Mina's review is approved, the pending count falls to 0.
    expect(await screen.findByRole('button', { name: 'Pending (0)' })).toBeInTheDocument();
  });

  it("shows the photos of the reviews in the queue, and which are a verified booking's", async () => {
    await renderSection(
      [
        summaryMock(),
        listMock([
          review(1, 'Mina', null, { reviewImages: ['/api/images/tea.webp', '/api/images/cups.webp'] }),
          review(2, 'Joe', true, { verified: true }),
        ]),
      ],
      '/admin?section=reviews&item=1',
    );
    expect(await screen.findByRole('columnheader', { name: 'Photos' })).toBeInTheDocument();
    const photos = screen.getByRole('list', { name: 'Photos of the review by Mina' });
    const links = within(photos).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/api/images/tea.webp',
      '/api/images/cups.webp',
    ]);
    expect(within(links[0]).getByRole('img', { name: 'Photo 1 of 2 (opens in a new tab)' })).toHaveAttribute(
      'src',
      expect.stringContaining('tea'),
    );
    const joe = screen.getByRole('button', { name: 'Joe' }).closest('tr')!;
    expect(within(joe).getByText('No photos')).toBeInTheDocument();
    expect(within(joe).getByText('Verified booking')).toBeInTheDocument();
    const mina = screen.getByRole('button', { name: 'Mina' }).closest('tr')!;
    expect(within(mina).queryByText('Verified booking')).not.toBeInTheDocument();
  });

  it('asks before rejecting', async () => {
    let rejected = 0;
    const { user } = await renderSection(
      [
        summaryMock(),
        listMock([review(2, 'Joe', true)]),
        {
          request: {
            query: RejectReviewDocument,
            variables: () => {
              rejected += 1;
              return true;
            },
          },
          result: { data: { rejectReview: { __typename: 'Review', id: 2, isApproved: false } } },
        },
        listMock([review(2, 'Joe', false)]),
      ],
      '/admin?section=reviews&item=1',
    );
    await user.click(await screen.findByRole('button', { name: 'Reject the review by Joe' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reject the review by Joe?' });
    expect(rejected).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Review rejected')).toBeInTheDocument();
    expect(rejected).toBe(1);
  });

  it('previews a bulk decision, then applies it', async () => {
    let applied: number[] | undefined;
    const { user } = await renderSection(
      [
        summaryMock(),
        listMock([review(1, 'Mina', null), review(2, 'Joe', true)]),
        {
          request: {
            query: ReviewModerationPreviewDocument,
            variables: { ids: [1, 2], decision: 'approve' },
          },
          result: {
            data: {
              reviewModerationPreview: {
                __typename: 'ReviewModerationResult',
                changed: [1],
                unchanged: [2],
                notFound: [],
              },
            },
          },
        },
        {
          request: {
            query: ModerateReviewsDocument,
            variables: (v: { ids: number[]; decision: string }) => {
              applied = v.ids;
              return v.decision === 'approve';
            },
          },
          result: {
            data: {
              moderateReviews: {
                __typename: 'ReviewModerationResult',
                changed: [1],
                unchanged: [2],
                notFound: [],
              },
            },
          },
        },
        listMock([review(1, 'Mina', true), review(2, 'Joe', true)]),
      ],
      '/admin?section=reviews&item=1',
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select the review by Mina' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select the review by Joe' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve 2 selected reviews?' });
    expect(await within(dialog).findByText('Will change: 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Already so: 1')).toBeInTheDocument();
    expect(applied).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('1 reviews approved')).toBeInTheDocument();
    expect(applied).toEqual([1, 2]);
  });

  it('checks the create rules: item, name, visit date, content; a video needs a link and a thumbnail; PIN 6 digits', async () => {
    const { user } = await renderSection([summaryMock(), itemPickerMock]);
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please choose an item.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the reviewer name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose the visit date.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the review content.')).toBeInTheDocument();
    await pickOption(user, 'Review type', 'Video (reels)', dialog);
    await user.type(within(dialog).getByLabelText('New PIN (optional)'), '12a');
    // Digits only: the letter never reaches the field.
    expect(within(dialog).getByLabelText('New PIN (optional)')).toHaveValue('12');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please enter the video link.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please upload a thumbnail image.')).toBeInTheDocument();
    expect(within(dialog).getByText('The PIN must be 6 digits.')).toBeInTheDocument();
    // A video review needs no content.
    await waitFor(() => expect(within(dialog).queryByText('Please enter the review content.')).toBeNull());
  });

  it('checks the edit rules: name and visit date required', async () => {
    const { user } = await renderSection(
      [summaryMock(), listMock([review(2, 'Joe', true)])],
      '/admin?section=reviews&item=1',
    );
    await user.click(await screen.findByRole('button', { name: 'Joe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit review' });
    expect(within(dialog).queryByRole('combobox', { name: 'Item' })).toBeNull();
    await user.clear(within(dialog).getByLabelText('Reviewer name'));
    await clearDate(user, within(dialog).getByLabelText('Visit date'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the reviewer name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose the visit date.')).toBeInTheDocument();
  });

  it('opens the editor from the URL once the list has loaded', async () => {
    await renderSection(
      [summaryMock(), listMock([review(2, 'Joe', true)])],
      '/admin?section=reviews&item=1&edit=2',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit review' });
    expect(within(dialog).getByLabelText('Reviewer name')).toHaveValue('Joe');
  });

  it('creates a review for the item in view and deletes one after confirmation', async () => {
    let sent: Record<string, unknown> | undefined;
    let deleted = 0;
    const { user } = await renderSection(
      [
        summaryMock(),
        listMock([review(2, 'Joe', true)]),
        itemPickerMock,
        {
          request: {
            query: AdminCreateReviewDocument,
            variables: (v: { input: Record<string, unknown> }) => {
              sent = v.input;
              return true;
            },
          },
          result: { data: { adminCreateReview: review(3, 'Staff', null) } },
        },
        listMock([review(3, 'Staff', null), review(2, 'Joe', true)]),
        {
          request: {
            query: AdminDeleteReviewDocument,
            variables: (v: { id: number }) => {
              deleted = v.id;
              return true;
            },
          },
          result: { data: { deleteReview: true } },
        },
        listMock([review(3, 'Staff', null)]),
      ],
      '/admin?section=reviews&item=1',
    );
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Item' })).toHaveValue('Hanbok walk (#1)'),
    );
    await user.type(within(dialog).getByLabelText('Reviewer name'), 'Staff');
    await pickDate(user, within(dialog).getByLabelText('Visit date'), '2026-11-01');
    await pickOption(user, 'Rating', '★★★★ (4)', dialog);
    await user.type(within(dialog).getByLabelText('Review content'), 'Lovely');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Review created')).toBeInTheDocument();
    expect(sent).toEqual({
      itemId: 1,
      reviewType: 'general',
      reviewerName: 'Staff',
      rating: 4,
      visitDate: '2026-11-01',
      reviewContent: 'Lovely',
      reelsLink: null,
      thumbnailImage: null,
      reviewImages: [],
      pin: null,
    });
    expect(await screen.findByRole('button', { name: 'Staff' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete the review by Joe' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the review by Joe?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted')).toBeInTheDocument();
    expect(deleted).toBe(2);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Joe' })).toBeNull());
  });
});

describe('reviews across items', () => {
  afterEach(() => window.localStorage.clear());

  /** The summary of two items, and the list of every item's reviews in one state. */
  const twoItems = () => {
    const base = summaryMock(1);
    const [walk] = base.result.data.reviewSummary.items;
    const tea = { ...walk, itemId: 2, title: 'Tea ceremony' };
    base.result.data.reviewSummary.items = [walk, tea];
    base.result.data.reviewSummary.totalCount = 2;
    return base;
  };
  const acrossMock = (items: ReturnType<typeof review>[], status: string) => {
    const base = listMock(items, status);
    return {
      ...base,
      request: { ...base.request, variables: { ...base.request.variables, itemId: null } },
    };
  };
  const mina = review(1, 'Mina', null);
  const sora = review(5, 'Sora', null, { itemId: 2 });

  it("lists every item's reviews in the state the URL names, each with its item, and goes back to the summary", async () => {
    const { user } = await renderSection(
      [
        twoItems(),
        acrossMock([mina, sora], 'pending'),
        acrossMock([mina, sora, review(2, 'Joe', true)], 'all'),
        listMock([mina, review(2, 'Joe', true)], 'pending'),
      ],
      '/admin?section=reviews&status=pending',
    );
    const table = await screen.findByRole('table', { name: '2 reviews' });
    expect(screen.getByRole('button', { name: 'Pending (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Item'),
      expect.stringContaining('Hanbok walk'),
      expect.stringContaining('Tea ceremony'),
    ]);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Reviews of every item')).toHaveAttribute('aria-current', 'page');

    // 'All' keeps the list across items (the state stays in the URL).
    await user.click(screen.getByRole('button', { name: 'All (2)' }));
    expect(await screen.findByRole('table', { name: '3 reviews' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'true');

    // Back to the per-item summary, then the way into the list across items again.
    await user.click(within(crumbs).getByRole('button', { name: 'All items' }));
    expect(await screen.findByRole('table', { name: '2 items with reviews' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reviews of every item' }));
    expect(await screen.findByRole('table', { name: '3 reviews' })).toBeInTheDocument();
  });

  it("opens one item's reviews in the same state from its item cell", async () => {
    const { user } = await renderSection(
      [twoItems(), acrossMock([mina, sora], 'pending'), listMock([mina], 'pending'), itemPickerMock],
      '/admin?section=reviews&status=pending',
    );
    const row = (await screen.findByRole('button', { name: 'Tea ceremony' })).closest('tr')!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Sora');
    await user.click(within(screen.getAllByRole('row')[1]).getByRole('button', { name: 'Hanbok walk' }));
    expect(await screen.findByRole('table', { name: '1 reviews' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'All items / Hanbok walk',
    );
    expect(screen.getByRole('button', { name: 'Pending (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Tea ceremony' })).toBeNull();
  });
});
