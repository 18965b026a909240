import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes, useLocation } from 'react-router';
import { CreateExperienceDocument } from '@/generated/graphql';
import { pickDate } from '@/testing/pickDate';
import { optionNames, pickOption } from '@/testing/pickOption';
import { renderWithProviders, type RenderOptions, type RenderWithUser } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { AddItemPage } from '../index';
import { itemDetail } from '../testing/itemFixtures';

const createdItem = itemDetail({ id: 77, title: 'Temple stay' });

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

async function renderAddPage(mocks: RenderOptions['mocks'] = []) {
  window.localStorage.setItem('adminLanguage', 'ENG');
  const result = await renderWithProviders(
    <AdminI18nProvider>
      <Routes>
        <Route path="/admin/add-item" element={<AddItemPage />} />
        <Route path="/admin" element={<p>Dashboard</p>} />
      </Routes>
      <Where />
    </AdminI18nProvider>,
    { route: '/admin/add-item', mocks },
  );
  await screen.findByRole('heading', { name: 'Add item' });
  return result;
}

const tab = (name: string) => screen.getByRole('tab', { name });
/** A date field's trigger (named by its label and the date shown). */
const dateField = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label} `) });
const save = (user: RenderWithUser['user']) =>
  user.click(screen.getByRole('button', { name: 'Create item' }));

async function fillInformation(user: RenderWithUser['user']) {
  await user.click(tab('Information'));
  await user.click(screen.getByRole('button', { name: 'English' }));
  await user.type(screen.getByLabelText('Title'), 'Temple stay');
  await pickOption(user, 'Category', 'Experience');
  await user.click(screen.getByRole('button', { name: 'K-Trend' }));
  await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Jongno-gu');
}

async function fillSchedule(user: RenderWithUser['user']) {
  await user.click(tab('Schedule'));
  await user.type(screen.getByLabelText('Start time'), '09:00');
  await user.type(screen.getByLabelText('Duration'), '2hrs');
  await pickDate(user, dateField('Sales start date'), '2026-11-01');
  await pickDate(user, dateField('Sales end date'), '2027-01-31');
  await pickOption(user, 'Slot 1 hour', '09');
}

// Whole-form journeys: each keystroke re-renders seven tabs on a shared two-core machine.
jest.setTimeout(60_000);

describe('item editor', () => {
  afterEach(() => window.localStorage.clear());

  it('names the missing fields and opens the Information tab, then the Schedule tab once that one is done', async () => {
    const { user } = await renderAddPage();
    await user.click(tab('SEO'));
    await save(user);
    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Missing required fields: Language, Title, Category, K-Culture tag, Location, Start time, Duration, Sales start date, Sales end date, Time slots, Meta title',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(tab('Information')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');

    await fillInformation(user);
    await save(user);
    await waitFor(() => expect(tab('Schedule')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByLabelText('location')).toHaveTextContent('/admin/add-item?tab=schedule');
  });

  it('information: digits only, discount only with %OFF and under 100%, option details need a price', async () => {
    const { user } = await renderAddPage();
    const price = screen.getByLabelText('Price (KRW)');
    await user.clear(price);
    await user.type(price, '12.5a0');
    expect(price).toHaveValue('1250');
    expect(screen.getByLabelText('Discount (%)')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '%OFF' }));
    await user.type(screen.getByLabelText('Discount (%)'), '100');
    await user.type(screen.getByLabelText('Option details'), 'Photo pack');
    await save(user);
    expect(await screen.findByText('Discount must be under 100%.')).toBeInTheDocument();
    expect(
      screen.getByText('Option details cannot be entered when the option price is empty.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Min guests'));
    await user.type(screen.getByLabelText('Min guests'), '20');
    expect(await screen.findByText('Min guests cannot be more than max guests.')).toBeInTheDocument();
    // At most one booking's guests: within min and max guests, or empty for none.
    await user.type(screen.getByLabelText('Max guests per booking'), '500');
    expect(
      await screen.findByText(
        'Guests per booking must be from min guests to max guests, or empty for no limit.',
      ),
    ).toBeInTheDocument();
    // The cancellation policy: 24 hours unless changed, digits only, at most 30 days.
    const hours = screen.getByLabelText('Free cancellation (hours before the start)');
    expect(hours).toHaveValue('24');
    await user.clear(hours);
    await user.type(hours, '7a21');
    expect(hours).toHaveValue('721');
    expect(
      await screen.findByText(
        'Free cancellation must be a whole number of hours from 0 to 720, or empty for none.',
      ),
    ).toBeInTheDocument();
  });

  it('schedule: time and duration formats, sales dates from calendars bounding each other, duplicate slots, and the six-week preview', async () => {
    const { user } = await renderAddPage();
    await fillInformation(user);
    await user.click(tab('Schedule'));
    await user.type(screen.getByLabelText('Start time'), '25:00');
    await user.type(screen.getByLabelText('Duration'), 'two hours');
    // The end's calendar offers only days after the start, and the start's only days before the end.
    await pickDate(user, dateField('Sales start date'), '2026-12-01');
    expect(dateField('Sales start date')).toHaveAccessibleName('Sales start date Tuesday, December 1, 2026');
    await user.click(dateField('Sales end date'));
    let calendar = within(screen.getByRole('dialog', { name: 'Sales end date' }));
    expect(calendar.getByRole('button', { name: 'Tuesday, December 1, 2026' })).toBeDisabled();
    expect(calendar.getByRole('button', { name: 'Wednesday, December 2, 2026' })).toBeEnabled();
    await user.keyboard('{Escape}');
    await pickDate(user, dateField('Sales end date'), '2026-12-10');
    await user.click(dateField('Sales start date'));
    calendar = within(screen.getByRole('dialog', { name: 'Sales start date' }));
    expect(calendar.getByRole('button', { name: 'Wednesday, December 9, 2026' })).toBeEnabled();
    expect(calendar.getByRole('button', { name: 'Thursday, December 10, 2026' })).toBeDisabled();
    await user.keyboard('{Escape}');

    await pickOption(user, 'Slot 1 hour', '10');
    await user.click(screen.getByRole('button', { name: 'Add slot' }));
    await pickOption(user, 'Slot 2 hour', '10');
    // Only the picker's minutes are offered.
    expect(await optionNames(user, screen.getByLabelText('Slot 1 minute'))).toEqual(['00', '15', '30', '45']);
    await user.click(tab('SEO'));
    await save(user);
    // The form opens the Schedule tab and puts the cursor in its first failing field.
    await waitFor(() => expect(tab('Schedule')).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(screen.getByLabelText('Start time')).toHaveFocus());
    expect(
      await screen.findByText('Time must be in 24-hour HH:MM format (00:00-23:59).'),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText(/Duration must be a number followed by min, hr or hrs/).length,
    ).toBeGreaterThan(0);
    // The list's message once, under the list (not a letter of it under each slot).
    const slots = screen.getByRole('group', { name: 'Time slots' });
    expect(within(slots).getAllByText(/Duplicate time slots/)).toHaveLength(1);
    expect(within(slots).getByText('Duplicate time slots: 10:00')).toBeInTheDocument();
    expect(within(slots).queryByText('D')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Slot 1 hour')).not.toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Remove Slot 2' }));
    expect(screen.queryByLabelText('Slot 2 hour')).not.toBeInTheDocument();
    const preview = screen.getByRole('table', { name: /next six weeks/ });
    expect(within(preview).getAllByRole('row')).toHaveLength(7); // weekday header + 6 weeks
    expect(screen.getByText(/Time slots guests can choose: 10:00/)).toBeInTheDocument();
  });

  it('schedule: a labelled checkbox per closed weekday, Space toggles it, the preview closes those days', async () => {
    const { user } = await renderAddPage();
    await user.click(tab('Schedule'));
    const preview = screen.getByRole('table', { name: /next six weeks/ });
    const closedCells = () =>
      within(preview)
        .queryAllByText('Closed weekday')
        .map((text) => text.closest('td')!);
    const monday = screen.getByRole('checkbox', { name: 'Monday' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(7);
    expect(monday).not.toBeChecked();
    expect(closedCells()).toHaveLength(0);

    monday.focus();
    await user.keyboard(' ');
    expect(monday).toBeChecked();
    expect(closedCells().length).toBeGreaterThanOrEqual(4);
    expect(closedCells().every((cell) => cell.cellIndex === 1)).toBe(true);

    await user.click(screen.getByText('Monday'));
    expect(monday).not.toBeChecked();
    expect(closedCells()).toHaveLength(0);
  });

  it("schedule: how bookings are confirmed (on request unless changed), the cut-off (2 hours, 0-168) and the waitlist's offer hours (12, 1-168) are saved", async () => {
    let sent: Record<string, unknown> | undefined;
    const { user } = await renderAddPage([
      {
        request: {
          query: CreateExperienceDocument,
          variables: (v: { input: Record<string, unknown> }) => {
            sent = v.input;
            return true;
          },
        },
        result: { data: { createExperience: createdItem } },
      },
    ]);
    await fillInformation(user);
    await fillSchedule(user);
    const mode = screen.getByRole('combobox', { name: 'How bookings are confirmed' });
    expect(mode).toHaveTextContent('On request (staff approve)');
    expect(mode).toHaveAccessibleDescription(
      'With online payment on, an instant booking is confirmed once it is paid.',
    );
    expect(await optionNames(user, mode)).toEqual([
      'Instant confirmation (when seats are free)',
      'On request (staff approve)',
    ]);
    await pickOption(user, mode, 'Instant confirmation (when seats are free)');
    const cutoff = screen.getByLabelText('Stop selling a slot (hours before it starts)');
    expect(cutoff).toHaveValue('2');
    await user.clear(cutoff);
    await user.type(cutoff, '169');
    const offerHours = screen.getByLabelText('Waitlist offer waits (hours)');
    expect(offerHours).toHaveValue('12');
    expect(offerHours).toHaveAccessibleDescription(
      "1-168 hours for the guest to answer freed seats; never past the slot's cut-off.",
    );
    await user.clear(offerHours);
    await user.type(offerHours, '0');
    await save(user);
    expect(
      await screen.findAllByText('Booking cut-off must be a whole number of hours from 0 to 168.'),
    ).not.toHaveLength(0);
    expect(cutoff).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getAllByText('A waitlist offer must wait a whole number of hours from 1 to 168.'),
    ).not.toHaveLength(0);
    expect(offerHours).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBeUndefined();

    await user.clear(cutoff);
    await user.type(cutoff, '24');
    await user.clear(offerHours);
    await user.type(offerHours, '169');
    await save(user);
    expect(
      await screen.findAllByText('A waitlist offer must wait a whole number of hours from 1 to 168.'),
    ).not.toHaveLength(0);
    expect(sent).toBeUndefined();

    await user.clear(offerHours);
    await user.type(offerHours, '48');
    await save(user);
    expect(await screen.findByText('Item Created')).toBeInTheDocument();
    expect(sent).toMatchObject({
      confirmationMode: 'instant',
      bookingCutoffHours: 24,
      waitlistOfferHours: 48,
    });
  });

  it('overview: About Experience at most 4 lines; Good to Know loses tags and symbols with a warning', async () => {
    const { user } = await renderAddPage();
    await user.click(tab('Overview'));
    await user.type(screen.getByLabelText('About Experience'), 'a{Enter}b{Enter}c{Enter}d{Enter}e');
    expect(screen.getByText('About Experience can have at most 4 lines.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    await user.type(screen.getByLabelText('Good to know 1'), 'Bring {{ID}');
    expect(screen.getByLabelText('Good to know 1')).toHaveValue('Bring ID');
    expect(screen.getByText('HTML tags or special symbols cannot be entered')).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Formatting of Overview' })).toBeInTheDocument();
  });

  it('included: no new entry while the last one is empty', async () => {
    const { user } = await renderAddPage();
    await user.click(tab('Included'));
    await user.click(screen.getByRole('button', { name: 'Add included item' }));
    await user.click(screen.getByRole('button', { name: 'Add included item' }));
    expect(screen.getByText('Enter the previous item first.')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^Included item \d$/ })).toHaveLength(1);
    await user.type(screen.getByLabelText('Included item 1'), 'Tea');
    await user.click(screen.getByRole('button', { name: 'Add included item' }));
    expect(screen.getAllByRole('textbox', { name: /^Included item \d$/ })).toHaveLength(2);
  });

  it('location: only a Google Maps embed address, with map and link previews', async () => {
    const { user } = await renderAddPage();
    await user.click(tab('Location'));
    const field = screen.getByLabelText('Google Maps embed address');
    await user.type(field, 'https://evil.example/maps/embed');
    expect(screen.getByText(/Enter a Google Maps embed address/)).toBeInTheDocument();
    expect(screen.queryByTitle('Map preview')).not.toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'https://www.google.com/maps/embed?pb=abc');
    expect(screen.getByTitle('Map preview')).toHaveAttribute(
      'src',
      'https://www.google.com/maps/embed?pb=abc',
    );
    await user.type(screen.getByLabelText('Latitude'), '37.5');
    await user.type(screen.getByLabelText('Longitude'), '126.9');
    const links = screen.getByRole('navigation', { name: 'Map links preview' });
    expect(within(links).getByRole('link', { name: 'Google Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=37.5,126.9',
    );
    await user.clear(screen.getByLabelText('Latitude'));
    await user.type(screen.getByLabelText('Latitude'), 'north');
    await save(user);
    await screen.findByText('Creation Failed');
    // Information comes first in tab order: its missing fields win.
    await waitFor(() => expect(tab('Information')).toHaveAttribute('aria-selected', 'true'));
  });

  it('SEO: counters with the recommended ranges, a search-result preview, and a too-long title', async () => {
    const { user } = await renderAddPage();
    await user.click(tab('SEO'));
    await user.click(screen.getByLabelText('Meta title'));
    await user.paste('x'.repeat(55));
    expect(screen.getByText(/55 \/ 60/)).toHaveTextContent('within the recommended 50–60');
    await user.type(screen.getByLabelText('Meta description'), 'Short');
    expect(screen.getByText(/5 \/ 160/)).toHaveTextContent('recommended 150–160');
    const preview = screen.getByRole('figure', { name: 'Search result preview' });
    expect(preview).toHaveTextContent('x'.repeat(55));
    expect(preview).toHaveTextContent('Short');
    await user.click(screen.getByLabelText('Meta title'));
    await user.paste('x'.repeat(10));
    await fillInformation(user);
    await fillSchedule(user);
    await save(user);
    // Under the field and in the failure toast.
    expect(await screen.findAllByText('Meta title must be at most 60 characters.')).toHaveLength(2);
    expect(screen.getByLabelText('Meta title')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(tab('SEO')).toHaveAttribute('aria-selected', 'true'));
  });

  it("a server refusal shows 'Creation Failed' with its message and opens the tab of its first field", async () => {
    const { user } = await renderAddPage([
      {
        request: { query: CreateExperienceDocument, variables: () => true },
        result: {
          errors: [
            new GraphQLError('Enter a Google Maps embed address (https://www.google.com/maps/embed?...).', {
              extensions: { code: 'BAD_USER_INPUT', fields: { googleMapIframe: 'Not an embed address' } },
            }),
          ],
        },
      },
    ]);
    await fillInformation(user);
    await fillSchedule(user);
    await save(user);
    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    await waitFor(() => expect(tab('Location')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByText('Not an embed address')).toBeInTheDocument();
  });

  it("creates the item from the kit's fields (dates, slots, steps, places), says 'Item Created' and goes back to /admin", async () => {
    let sent: Record<string, unknown> | undefined;
    const { user } = await renderAddPage([
      {
        request: {
          query: CreateExperienceDocument,
          variables: (v: { input: Record<string, unknown> }) => {
            sent = v.input;
            return v.input.title === 'Temple stay';
          },
        },
        result: { data: { createExperience: createdItem } },
      },
    ]);
    await fillInformation(user);
    // Empty: no free cancellation.
    await user.clear(screen.getByLabelText('Free cancellation (hours before the start)'));
    await user.type(screen.getByLabelText('Max guests per booking'), '4');
    await fillSchedule(user);
    await user.click(screen.getByRole('button', { name: 'Add slot' }));
    await pickOption(user, 'Slot 2 hour', '14');
    await pickOption(user, 'Slot 2 minute', '30');
    await user.click(screen.getByRole('button', { name: 'Add date' }));
    await user.click(screen.getByRole('button', { name: 'Add date' }));
    await pickDate(user, dateField('Unavailable date 1'), '2026-12-25');
    await pickDate(user, dateField('Unavailable date 2'), '2027-01-01');
    await user.click(screen.getByRole('button', { name: 'Remove Unavailable date 2' }));

    await user.click(tab('Itinerary'));
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.type(screen.getByLabelText('Step 1'), 'Meet at the gate');
    await user.type(screen.getByLabelText('Step 1 duration'), '30min');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.type(screen.getByLabelText('Step 2'), 'Tea ceremony');

    await user.click(tab('Location'));
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    await user.type(screen.getByLabelText('Place 1 name'), 'Jogyesa');
    await user.type(screen.getByLabelText('Place 1 link'), 'https://example.com/jogyesa');

    await save(user);
    expect(await screen.findByText('Item Created')).toBeInTheDocument();
    expect(screen.getByText('New item has been successfully created.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent(/^\/admin\?section=items$/),
    );
    // What the server receives has the schema's shape, as before the calendars and lists.
    expect(sent).toMatchObject({
      salesAvailableFrom: '2026-11-01',
      salesAvailableUntil: '2027-01-31',
      unavailableDates: ['2026-12-25'],
      timeSlots: ['09:00', '14:30'],
      detailedItinerary: [
        { description: 'Meet at the gate', duration: '30min' },
        { description: 'Tea ceremony', duration: '' },
      ],
      recommendationPlaces: [
        { title: 'Jogyesa', image: null, link: 'https://example.com/jogyesa', description: null },
      ],
      freeCancellationHours: null,
      maxGuestsPerBooking: 4,
    });
  }, 90_000);
});
