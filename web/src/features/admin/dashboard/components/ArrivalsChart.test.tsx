import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { ArrivalsChart, type ItemArrivals } from './ArrivalsChart';

const item = (itemId: number, title: string, extra: Partial<ItemArrivals>): ItemArrivals => ({
  itemId,
  title,
  bookings: 0,
  guests: 0,
  arrivedBookings: 0,
  arrivedGuests: 0,
  noShows: 0,
  unmarked: 0,
  noShowRate: null,
  ...extra,
});

async function show(items: ItemArrivals[]) {
  window.localStorage.setItem('adminLanguage', 'ENG');
  return renderWithProviders(
    <AdminI18nProvider>
      <ArrivalsChart items={items} />
    </AdminI18nProvider>,
  );
}

describe("the dashboard's arrivals card", () => {
  it('says how many came and which item loses the most guests, with the numbers as a table', async () => {
    await show([
      item(7, 'Kimchi class', {
        bookings: 10,
        guests: 24,
        arrivedBookings: 8,
        arrivedGuests: 19,
        noShows: 1,
        unmarked: 1,
        noShowRate: 1 / 9,
      }),
      item(9, 'Hanbok walk', {
        bookings: 4,
        guests: 6,
        arrivedBookings: 2,
        arrivedGuests: 3,
        noShows: 2,
        noShowRate: 0.5,
      }),
    ]);
    const figure = await screen.findByRole('figure', { name: /Arrivals and no-shows per item/ });
    expect(figure).toHaveTextContent(
      '10 bookings arrived and 3 did not come in the last 30 days; the highest no-show rate is Hanbok walk at 50%.',
    );
    const table = within(figure).getByRole('table', { hidden: true });
    const rows = within(table)
      .getAllByRole('row', { hidden: true })
      .map((row) => row.textContent);
    expect(rows).toContain('Kimchi class10819 / 241111%');
    expect(rows).toContain('Hanbok walk423 / 62050%');
  });

  it('says when nothing was recorded', async () => {
    await show([item(7, 'Kimchi class', { bookings: 3, guests: 5, unmarked: 3 })]);
    expect(
      await screen.findByText('No arrivals or no-shows recorded in the last 30 days.'),
    ).toBeInTheDocument();
  });
});
