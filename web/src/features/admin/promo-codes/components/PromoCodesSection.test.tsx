import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import {
  AdminPromoCodesDocument,
  CreatePromoCodeDocument,
  PromoCodeBookingsDocument,
  UpdatePromoCodeDocument,
} from '@/generated/graphql';
import { itemPickerFinds } from '@/testing/adminFixtures';
import { renderAdminSection } from '@/features/admin/kit/renderSection';
import { PromoCodesSection } from '../index';

const promoCode = (id: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'PromoCode' as const,
  id,
  code: `CODE${id}`,
  kind: 'percent' as const,
  value: 10,
  experienceIds: [] as number[],
  items: [] as { __typename: 'PromoCodeItem'; id: number; title: string }[],
  bookingFrom: null,
  bookingUntil: null,
  travelFrom: null,
  travelUntil: null,
  maxUses: null,
  maxUsesPerEmail: null,
  minGuests: null,
  active: true,
  usage: { __typename: 'PromoCodeUsage' as const, uses: 0, bookings: 0, discountTotal: 0 },
  ...extra,
});
type Code = ReturnType<typeof promoCode>;

const usage = (uses: number, bookings: number, discountTotal: number) => ({
  __typename: 'PromoCodeUsage' as const,
  uses,
  bookings,
  discountTotal,
});

const listMock = (items: Code[]) => ({
  request: { query: AdminPromoCodesDocument, variables: { page: { page: 1, pageSize: 20 } } },
  result: {
    data: {
      adminPromoCodes: {
        __typename: 'PromoCodePage' as const,
        totalCount: items.length,
        page: 1,
        pageSize: 20,
        items,
      },
    },
  },
});

/** Every search of the item picker finds these three items. */
const pickerMock = itemPickerFinds([
  [3, 'Bibimbap class'],
  [7, 'Kimchi class'],
  [12, 'Kimchi market tour'],
]);

const booking = (id: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'PromoCodeBooking' as const,
  id,
  itemTitle: 'Kimchi class',
  bookingDate: '2026-12-05',
  timeSlot: '10:00',
  guestName: `Guest ${id}`,
  numberOfGuests: 2,
  status: 'confirmed' as const,
  listPrice: 100_000,
  discount: 10_000,
  totalPrice: 90_000,
  counted: true,
  ...extra,
});

const bookingsMock = (id: number, rows: ReturnType<typeof booking>[]) => ({
  request: { query: PromoCodeBookingsDocument, variables: { id } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { promoCodeBookings: rows } },
});

/** A mutation's mock that records the variables it was sent. */
function recorded<V>(query: MockLink.MockedResponse['request']['query'], data: unknown) {
  const sent: V[] = [];
  const mock = {
    request: {
      query,
      variables: (variables: V) => {
        sent.push(variables);
        return true;
      },
    },
    result: { data },
  } as unknown as MockLink.MockedResponse;
  return { mock, sent };
}

const renderSection = (mocks: MockLink.MockedResponse[], route = '/admin?section=promo-codes') =>
  renderAdminSection(<PromoCodesSection />, { heading: 'Promo codes', route, mocks });

afterEach(() => window.localStorage.clear());

/** Arrows down the open search box's options to the one named, then Enter: the keyboard's way. */
async function chooseByKeyboard(user: Awaited<ReturnType<typeof renderSection>>['user'], name: string) {
  await user.keyboard('{ArrowDown}');
  const option = await screen.findByRole('option', { name });
  for (let step = 0; step < 5 && option.getAttribute('aria-selected') !== 'true'; step += 1)
    await user.keyboard('{ArrowDown}');
  expect(option).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Enter}');
}

describe('promo codes section', () => {
  it('lists each code with its items, its uses and the discount it gave; a used code has no Delete', async () => {
    await renderSection([
      listMock([
        promoCode(1, {
          code: 'HANOK10',
          maxUses: 50,
          experienceIds: [7, 12],
          usage: usage(3, 4, 27_000),
        }),
        promoCode(2, { code: 'FRESH', kind: 'fixed', value: 5000 }),
      ]),
    ]);
    await screen.findByText('2 promo codes');
    const [, used, fresh] = screen.getAllByRole('row');
    expect(within(used).getByText('2 items')).toBeInTheDocument();
    expect(within(used).getByText('3 / 50')).toBeInTheDocument();
    expect(within(used).getByText('₩27,000')).toBeInTheDocument();
    expect(within(used).queryByRole('button', { name: 'Delete HANOK10' })).not.toBeInTheDocument();
    expect(within(fresh).getByText('Every item')).toBeInTheDocument();
    expect(within(fresh).getByText('₩5,000')).toBeInTheDocument();
    expect(within(fresh).getByRole('button', { name: 'Delete FRESH' })).toBeInTheDocument();
  });

  it('creates a percent code for the items chosen by keyboard, the code left to the server to generate', async () => {
    const generated = promoCode(5, {
      code: 'K7HMPQ2XRT4W',
      value: 15,
      experienceIds: [7, 12],
      items: [
        { __typename: 'PromoCodeItem', id: 7, title: 'Kimchi class' },
        { __typename: 'PromoCodeItem', id: 12, title: 'Kimchi market tour' },
      ],
    });
    const create = recorded<{ input: Record<string, unknown> }>(CreatePromoCodeDocument, {
      createPromoCode: generated,
    });
    const { user } = await renderSection([listMock([]), pickerMock, create.mock, listMock([generated])]);
    await screen.findByText('0 promo codes');
    await user.click(screen.getByRole('button', { name: 'Add promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add promo code' });
    expect(
      within(dialog).getByText(
        'Leave empty for a generated code (12 characters, no look-alike letters). Guests may type it in any case.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('No item chosen: the code applies to every item.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Discount (%)'), '15');

    // Two items chosen with the keyboard: the search box empties itself for the next one.
    const box = within(dialog).getByRole('combobox', { name: 'Add an item' });
    await user.click(box);
    await chooseByKeyboard(user, 'Kimchi class (#7)');
    await waitFor(() => expect(box).toHaveValue(''));
    await chooseByKeyboard(user, 'Kimchi market tour (#12)');
    const chosen = within(dialog).getByRole('list', { name: 'Chosen items' });
    await waitFor(() =>
      expect(
        within(chosen)
          .getAllByRole('listitem')
          .map((li) => li.firstChild?.textContent),
      ).toEqual(['Kimchi class (#7)', 'Kimchi market tour (#12)']),
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('Kimchi market tour (#12) added.');

    // One more and removed again: the keyboard lands back in the search box.
    await chooseByKeyboard(user, 'Bibimbap class (#3)');
    const remove = await within(dialog).findByRole('button', { name: 'Remove Bibimbap class (#3)' });
    await user.click(remove);
    await waitFor(() => expect(within(chosen).getAllByRole('listitem')).toHaveLength(2));
    expect(box).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Bibimbap class (#3) removed.');

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Promo code created.')).toBeInTheDocument();
    expect(create.sent).toHaveLength(1);
    expect(create.sent[0].input).toMatchObject({
      code: null,
      kind: 'percent',
      value: 15,
      experienceIds: [7, 12],
      maxUses: null,
      active: true,
    });
    // The list loads again and shows the code the server generated.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Edit K7HMPQ2XRT4W' })).toBeInTheDocument();
  });

  it('switches a used code off (its code cannot change, it has no Delete)', async () => {
    const used = promoCode(1, {
      code: 'HANOK10',
      experienceIds: [7],
      items: [{ __typename: 'PromoCodeItem', id: 7, title: 'Kimchi class' }],
      usage: usage(1, 2, 9000),
    });
    const update = recorded<{ id: number; input: Record<string, unknown> }>(UpdatePromoCodeDocument, {
      updatePromoCode: { ...used, active: false },
    });
    const { user } = await renderSection([
      listMock([used]),
      pickerMock,
      bookingsMock(1, [booking(41)]),
      update.mock,
    ]);
    await screen.findByText('1 promo codes');
    expect(screen.queryByRole('button', { name: 'Delete HANOK10' })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Edit HANOK10' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit promo code' });
    expect(within(dialog).getByLabelText('Code')).toBeDisabled();
    expect(within(dialog).getByText('Bookings carry this code: it cannot change.')).toBeInTheDocument();
    // The item it applies to is shown by name.
    const chosen = within(dialog).getByRole('list', { name: 'Chosen items' });
    expect(within(chosen).getByText('Kimchi class (#7)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Promo code saved.')).toBeInTheDocument();
    expect(update.sent).toHaveLength(1);
    expect(update.sent[0]).toMatchObject({
      id: 1,
      input: { code: 'HANOK10', active: false, experienceIds: [7] },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [, row] = screen.getAllByRole('row');
    await waitFor(() => expect(within(row).getByText('Switched off')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: 'Delete HANOK10' })).not.toBeInTheDocument();
  });

  it("lists the code's bookings with the desk's link, the guest, the visit, the status and the discount", async () => {
    const used = promoCode(1, { code: 'HANOK10', usage: usage(1, 2, 10_000) });
    await renderSection(
      [
        listMock([used]),
        pickerMock,
        bookingsMock(1, [
          booking(42, { guestName: 'Kim Minji', status: 'confirmed' }),
          booking(41, {
            guestName: 'Sato Yui',
            bookingDate: '2026-12-07',
            timeSlot: '14:00',
            status: 'cancelled',
            counted: false,
          }),
        ]),
      ],
      '/admin?section=promo-codes&edit=1',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit promo code' });
    expect(within(dialog).getByText('1 live uses, ₩10,000 discount given.')).toBeInTheDocument();
    const table = await within(dialog).findByRole('table', { name: 'Bookings with HANOK10' });
    await within(table).findByText('Kim Minji');
    const [, live, cancelled] = within(table).getAllByRole('row');
    expect(within(live).getByRole('link', { name: 'Booking #42 in the desk' })).toHaveAttribute(
      'href',
      '/admin?section=bookings&q=42',
    );
    expect(within(live).getByText('2026-12-05 10:00')).toBeInTheDocument();
    expect(within(live).getByText('Confirmed')).toBeInTheDocument();
    expect(within(live).getByText('₩10,000')).toBeInTheDocument();
    expect(within(cancelled).getByText('Sato Yui')).toBeInTheDocument();
    expect(within(cancelled).getByText('2026-12-07 14:00')).toBeInTheDocument();
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).getByText('₩10,000 (given back)')).toBeInTheDocument();
  });
});
