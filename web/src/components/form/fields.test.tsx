import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Formik, useFormik, useFormikContext } from 'formik';
import { object, string } from 'yup';
import { TextField } from '@/components/FormField';
import { FormImageUpload } from '@/components/upload';
import { clearDate, pickDate } from '@/testing/pickDate';
import { renderWithProviders } from '@/testing/render';
import { installFakeUploads, type FakeUploads } from '@/testing/fakeUploads';
import { openSelect, pickOption } from '@/testing/pickOption';
import {
  AdminForm,
  ErrorSummary,
  FormCheckbox,
  FormDate,
  FormDateTime,
  FormList,
  FormSelect,
  FormText,
  FormTimeSlot,
  SaveButton,
} from '.';
import { FieldBindingProvider, useBindField, useFieldParts, useFocusFirstError } from './binding';

type Values = { startsAt: string; active: boolean; photo: string; photos: string[]; name: string };

/** The form's values as JSON, to see what the fields store. */
function Stored() {
  const { values } = useFormikContext<Values>();
  return <output aria-label="stored">{JSON.stringify(values)}</output>;
}
const stored = () => JSON.parse(screen.getByRole('status', { name: 'stored' }).textContent ?? '{}') as Values;

function KitForm({ initial, onSave }: { initial: Partial<Values>; onSave: (values: Values) => void }) {
  const formik = useFormik<Values>({
    initialValues: { startsAt: '', active: false, photo: '', photos: [], name: '', ...initial },
    // Validate on change and blur (formik's defaults): the fields follow the form's settings.
    validationSchema: object({ name: string().required('Enter a name.') }),
    onSubmit: onSave,
  });
  return (
    <AdminForm formik={formik} label="Kit" idPrefix="kit">
      <FormText name="name" label="Name" autoComplete="off" />
      <FormDateTime name="startsAt" label="Starts" clearable />
      <FormCheckbox name="active" label="Active" />
      <FormImageUpload name="photo" label="Cover" />
      <FormImageUpload name="photos" label="Gallery" max={3} />
      <SaveButton onClick={() => void formik.submitForm()}>Save</SaveButton>
      <Stored />
    </AdminForm>
  );
}

let fake: FakeUploads | undefined;
afterEach(() => fake?.restore());

/** Each upload answers with the file's name as a stored image. */
function answerUploads() {
  fake = installFakeUploads((file) => ({
    data: { uploadImage: { imageUrl: `/api/images/${file.name.replace(/\.png$/, '')}.webp` } },
  }));
}
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

describe('form kit fields', () => {
  it('a Seoul date and time field stores the instant, shows it back and clears', async () => {
    const { user } = await renderWithProviders(
      <KitForm initial={{ startsAt: '2026-11-30T15:00:00.000Z' }} onSave={() => {}} />,
    );
    const group = within(screen.getByRole('group', { name: 'Starts' }));
    // 15:00 UTC on the 30th is midnight on December 1 in Seoul.
    expect(group.getByRole('button', { name: /Tuesday, December 1, 2026/ })).toBeInTheDocument();
    expect(group.getByLabelText('Time (Seoul)')).toHaveValue('00:00');

    await pickDate(user, group.getByLabelText('Date'), '2026-12-10');
    fireEvent.change(group.getByLabelText('Time (Seoul)'), { target: { value: '10:30' } });
    expect(stored().startsAt).toBe('2026-12-10T01:30:00.000Z');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    await clearDate(user, group.getByLabelText('Date'));
    expect(stored().startsAt).toBe('');
    expect(group.getByLabelText('Time (Seoul)')).toBeDisabled();
  });

  it('a checkbox stores a boolean', async () => {
    const { user } = await renderWithProviders(<KitForm initial={{}} onSave={() => {}} />);
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    expect(stored().active).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    expect(stored().active).toBe(false);
  });

  it('an image field holds one address (a text value) or a list, as the form stores it', async () => {
    answerUploads();
    const { user } = await renderWithProviders(<KitForm initial={{}} onSave={() => {}} />);
    const cover = screen.getByLabelText('Cover');
    expect(cover).not.toHaveAttribute('multiple');
    await user.upload(cover, png('a.png'));
    await screen.findByRole('img', { name: 'Cover preview' });
    // A second upload replaces the one image.
    await user.upload(screen.getByLabelText('Cover'), png('b.png'));
    await waitFor(() => expect(stored().photo).toBe('/api/images/b.webp'));
    await user.click(screen.getByRole('button', { name: 'Remove Cover' }));
    expect(stored().photo).toBe('');

    await user.upload(screen.getByLabelText('Gallery'), [png('c.png'), png('d.png')]);
    await waitFor(() => expect(stored().photos).toEqual(['/api/images/c.webp', '/api/images/d.webp']));
  });

  it('after a refused save, the error under a field follows the edits (validate on change)', async () => {
    const onSave = jest.fn();
    const { user } = await renderWithProviders(<KitForm initial={{ active: true }} onSave={onSave} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('autocomplete', 'off');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter a name.');
    await user.type(name, 'Mina');
    await waitFor(() => expect(screen.queryByText('Enter a name.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  });
});

/** A storefront-style form: no admin frame, only the binding layer and the plain fields. */
function GuestForm({ derived }: { derived?: string }) {
  const field = useBindField<'email' | 'date'>();
  return (
    <>
      <TextField label="Email" {...field('email')} />
      <TextField label="Date" {...field('date', derived)} />
    </>
  );
}

describe('field binding without the admin frame', () => {
  const renderGuest = (derived?: string) =>
    renderWithProviders(
      <Formik
        initialValues={{ email: '', date: '' }}
        validationSchema={object({ email: string().required('required') })}
        onSubmit={() => {}}
      >
        <FieldBindingProvider
          idPrefix="guest"
          describeError={(error) => (error === 'required' ? 'This field is required.' : error)}
        >
          <GuestForm derived={derived} />
        </FieldBindingProvider>
      </Formik>,
    );

  it('ids the fields by prefix, shows the reworded error once the field was left', async () => {
    const { user } = await renderGuest();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('id', 'guest-email');
    await act(async () => email.focus());
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('This field is required.');
  });

  it('shows a derived problem (one the schema cannot know) at once', async () => {
    await renderGuest('This day is closed.');
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveAccessibleDescription('This day is closed.');
  });
});

/** A hand-drawn group (like the review writer's calendar step) and a text field after it. */
function GroupForm() {
  const { handleSubmit } = useFormikContext();
  const field = useBindField<'note'>();
  const day = useFieldParts('day');
  useFocusFirstError(['day', 'note']);
  return (
    <form onSubmit={handleSubmit} noValidate>
      <section id={day.id} tabIndex={-1} aria-label="Day" aria-describedby={day.errorId}>
        {day.error ? <p id={day.errorId}>{day.error}</p> : null}
      </section>
      <TextField label="Note" {...field('note')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('a refused submit without the admin frame', () => {
  it('describes a group by its error and puts the cursor in the first field to fix', async () => {
    const { user } = await renderWithProviders(
      <Formik
        initialValues={{ day: '', note: '' }}
        validationSchema={object({
          day: string().required('Pick a day.'),
          note: string().required('Add a note.'),
        })}
        onSubmit={() => {}}
      >
        <FieldBindingProvider idPrefix="group">
          <GroupForm />
        </FieldBindingProvider>
      </Formik>,
    );
    const day = screen.getByRole('region', { name: 'Day' });
    expect(day).not.toHaveAttribute('aria-describedby');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(day).toHaveFocus());
    expect(day).toHaveAttribute('id', 'group-day');
    expect(day).toHaveAccessibleDescription('Pick a day.');
    expect(screen.getByRole('textbox', { name: 'Note' })).not.toHaveAttribute('aria-invalid');
  });

  it('with showErrors="submitted", leaving a wrong field shows no error yet', async () => {
    const { user } = await renderWithProviders(
      <Formik
        initialValues={{ email: '', date: '' }}
        validationSchema={object({ email: string().email('Not an address.') })}
        onSubmit={() => {}}
      >
        <FieldBindingProvider idPrefix="late" showErrors="submitted">
          <GuestForm />
        </FieldBindingProvider>
      </Formik>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'guest@');
    await user.tab();
    await waitFor(() => expect(email).not.toHaveFocus());
    expect(screen.queryByText('Not an address.')).not.toBeInTheDocument();
  });
});

type Stop = { place: string; day: string };

/** A list of compound rows: each stop a place (text) and a day (calendar). */
function StopsForm() {
  const formik = useFormik<{ stops: Stop[] }>({
    initialValues: { stops: [] },
    // The list's own message, as the item schema gives it for a whole list.
    validate: ({ stops }) => (stops.some((s) => !s.day) ? { stops: 'Every stop needs a day.' } : {}),
    onSubmit: () => {},
  });
  return (
    <AdminForm formik={formik} label="Trip" idPrefix="trip">
      <FormList<Stop>
        name="stops"
        legend="Stops"
        itemLabel={(n) => `Stop ${n}`}
        addLabel="Add stop"
        newItem={() => ({ place: '', day: '' })}
        renderItem={({ name, label }) => (
          <>
            <FormText name={`${name}.place`} label={`${label} place`} />
            <FormDate name={`${name}.day`} label={`${label} day`} hideLabel />
          </>
        )}
      />
      <SaveButton onClick={() => void formik.submitForm()}>Save</SaveButton>
      <Stored />
    </AdminForm>
  );
}

describe('form kit list of compound rows', () => {
  it('adds rows of several fields, binds each to its entry, removes one, and shows the list error once', async () => {
    const { user } = await renderWithProviders(<StopsForm />);
    const storedStops = () => (stored() as unknown as { stops: Stop[] }).stops;
    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    expect(storedStops()).toEqual([
      { place: '', day: '' },
      { place: '', day: '' },
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Stop 1 place' }), 'Gyeongbokgung');
    await user.type(screen.getByRole('textbox', { name: 'Stop 2 place' }), 'Bukchon');
    await pickDate(user, screen.getByRole('button', { name: /^Stop 2 day/ }), '2026-12-24');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const list = within(screen.getByRole('group', { name: 'Stops' }));
    expect(list.getByText('Every stop needs a day.')).toBeInTheDocument();
    // Not a letter of the list's message under each of its fields.
    expect(list.getByRole('textbox', { name: 'Stop 1 place' })).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(list.getByRole('textbox', { name: 'Stop 1 place' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Remove Stop 1' }));
    expect(storedStops()).toEqual([{ place: 'Bukchon', day: '2026-12-24' }]);
    expect(screen.getByRole('textbox', { name: 'Stop 1 place' })).toHaveValue('Bukchon');
    expect(
      screen.getByRole('button', { name: 'Stop 1 day Thursday, December 24, 2026' }),
    ).toBeInTheDocument();
  });
});

type Choice = { kind: string; slot: string; note: string };

/** The kit's selects in an admin form: a required choice with a hint, and a time slot. */
function ChoiceForm({ onSave }: { onSave: (values: Choice) => void }) {
  const formik = useFormik<Choice>({
    initialValues: { kind: '', slot: '', note: '' },
    validationSchema: object({ kind: string().required('Choose a kind.') }),
    onSubmit: onSave,
  });
  return (
    <AdminForm formik={formik} label="Choices" idPrefix="choice">
      <ErrorSummary labels={{ kind: 'Kind' }} />
      <FormSelect
        name="kind"
        label="Kind"
        placeholder="Choose a kind"
        hint="What the guest books."
        options={[
          { value: 'tour', label: 'Tour' },
          { value: 'class', label: 'Class' },
        ]}
      />
      <FormTimeSlot name="slot" hourLabel="Slot hour" minuteLabel="Slot minute" />
      <FormText name="note" label="Note" />
      <SaveButton requireChange={false} onClick={() => void formik.submitForm()}>
        Save
      </SaveButton>
      <Stored />
    </AdminForm>
  );
}
const storedChoice = () =>
  JSON.parse(screen.getByRole('status', { name: 'stored' }).textContent ?? '{}') as Choice;

describe('form kit selects (Radix Select)', () => {
  it('bind a combobox by id, show the error once focus leaves it (not when its list opens), choose by keyboard', async () => {
    const { user } = await renderWithProviders(<ChoiceForm onSave={() => {}} />);
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    expect(kind).toHaveAttribute('id', 'choice-kind');
    expect(kind).toHaveTextContent('Choose a kind');
    expect(kind).toHaveAccessibleDescription('What the guest books.');

    await openSelect(user, kind);
    await user.keyboard('{Escape}');
    expect(kind).toHaveFocus();
    expect(screen.queryByText('Choose a kind.')).not.toBeInTheDocument();

    await user.tab();
    expect(await screen.findByText('Choose a kind.')).toBeInTheDocument();
    expect(kind).toHaveAttribute('aria-invalid', 'true');
    expect(kind).toHaveAccessibleDescription('What the guest books. Choose a kind.');

    await act(async () => kind.focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(storedChoice().kind).toBe('class'));
    expect(kind).toHaveTextContent('Class');
    expect(kind).toHaveFocus();
    await waitFor(() => expect(screen.queryByText('Choose a kind.')).not.toBeInTheDocument());
    expect(kind).not.toHaveAttribute('aria-invalid');
  });

  it("a refused save and the error summary's jump put the cursor on the select's trigger", async () => {
    const onSave = jest.fn();
    const { user } = await renderWithProviders(<ChoiceForm onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert', { name: 'Fields to fix' });
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    // The refused save itself puts the cursor on the first field to fix.
    await waitFor(() => expect(kind).toHaveFocus());
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.click(within(summary).getByRole('button', { name: 'Kind' }));
    await waitFor(() => expect(kind).toHaveFocus());
    expect(kind).toHaveAccessibleDescription('What the guest books. Choose a kind.');

    await pickOption(user, 'Kind', 'Tour');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({ kind: 'tour' });
  });

  it('a time slot takes an hour 00-23 or none and a minute 00/15/30/45, stored as HH:MM', async () => {
    const { user } = await renderWithProviders(<ChoiceForm onSave={() => {}} />);
    const hour = screen.getByRole('combobox', { name: 'Slot hour' });
    expect(hour).toHaveAttribute('id', 'choice-slot');
    expect(hour).toHaveTextContent('--');

    await pickOption(user, 'Slot minute', '45');
    expect(storedChoice().slot).toBe('00:45');
    await pickOption(user, hour, '09');
    expect(storedChoice().slot).toBe('09:45');
    await pickOption(user, 'Slot minute', '30');
    expect(storedChoice().slot).toBe('09:30');
    expect(screen.getByRole('combobox', { name: 'Slot minute' })).toHaveTextContent('30');
    await pickOption(user, hour, '--');
    expect(storedChoice().slot).toBe('');
    expect(hour).toHaveTextContent('--');
  });
});
