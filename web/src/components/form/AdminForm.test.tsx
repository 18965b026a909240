import { useCallback, useMemo } from 'react';
import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, Link, RouterProvider, useLocation, useSearchParams } from 'react-router';
import { UiProviders } from '@/app/UiProviders';
import { Tabs } from '@/components/ui';
import { activateStorefrontLocale, i18n } from '@/lib/i18n';
import { optionNames } from '@/testing/pickOption';
import {
  AdminForm,
  ErrorSummary,
  FormList,
  FormNumber,
  FormTags,
  FormText,
  FormTimeSlot,
  SaveButton,
} from '.';
import { fromSeoulParts, seoulParts } from './dateFields';

type Values = { title: string; about: string; price: string; tags: string[]; steps: string[]; slot: string };
const FIELD_TABS = {
  title: 'basics',
  about: 'basics',
  tags: 'basics',
  price: 'details',
  steps: 'details',
  slot: 'details',
};
const TABS = ['basics', 'details'] as const;

function validate(values: Values) {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.title) errors.title = 'Enter a title.';
  if (!values.price) errors.price = 'Enter a price.';
  return errors;
}

/** What the server refuses: the failing fields' messages (set in `onSubmit`, as a section does). */
type OnSave = (values: Values) => Partial<Record<keyof Values, string>> | void;

/** An admin form as a section builds one: tabs in the URL, the kit's fields, Save and summary. */
function DemoForm({ onSave }: { onSave: OnSave }) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'basics';
  const openTab = useCallback(
    (next: string) => void setParams({ tab: next }, { replace: true }),
    [setParams],
  );
  const formik = useFormik<Values>({
    initialValues: { title: '', about: '', price: '', tags: ['Seoul'], steps: [], slot: '' },
    validate,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, { setErrors }) => {
      const refused = onSave(values);
      if (refused) setErrors(refused);
    },
  });
  const kit = useMemo(() => ({ idPrefix: 'demo', fieldTabs: FIELD_TABS, tabs: TABS, openTab }), [openTab]);
  return (
    <AdminForm formik={formik} label="Demo" {...kit}>
      <ErrorSummary labels={{ title: 'Title', price: 'Price' }} />
      <Tabs
        label="Sections"
        value={tab}
        onValueChange={openTab}
        items={[
          {
            id: 'basics',
            label: 'Basics',
            content: (
              <>
                <FormText name="title" label="Title" />
                <FormText name="about" label="About" multiline counter={{ max: 200 }} />
                <FormTags name="tags" legend="Tags" inputLabel="New tag" />
              </>
            ),
          },
          {
            id: 'details',
            label: 'Details',
            content: (
              <>
                <FormNumber name="price" label="Price" />
                <FormList
                  name="steps"
                  legend="Steps"
                  itemLabel={(n) => `Step ${n}`}
                  requirePrevious
                  addLabel="Add step"
                />
                <FormTimeSlot name="slot" hourLabel="Slot hour" minuteLabel="Slot minute" />
              </>
            ),
          },
        ]}
      />
      <SaveButton onClick={() => void formik.submitForm()}>Save</SaveButton>
    </AdminForm>
  );
}

function Where() {
  const location = useLocation();
  return <output aria-label="url">{location.pathname + location.search}</output>;
}

async function renderForm(onSave = jest.fn<OnSave>()) {
  await activateStorefrontLocale('en');
  const router = createMemoryRouter(
    [
      {
        path: '/admin/form',
        element: (
          <>
            <DemoForm onSave={onSave} />
            <Link to="/admin/elsewhere">Elsewhere</Link>
            <Where />
          </>
        ),
      },
      { path: '/admin/elsewhere', element: <Where /> },
    ],
    { initialEntries: ['/admin/form'] },
  );
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={i18n}>
      <UiProviders>
        <RouterProvider router={router} />
      </UiProviders>
    </I18nProvider>,
  );
  return { user, onSave };
}

// jsdom has no fetch `Request`; a data router builds one per navigation (url, method, signal).
beforeAll(() => {
  if (typeof globalThis.Request !== 'undefined') return;
  class RequestStub {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(url: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(url);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: RequestStub });
});

const url = () => screen.getByRole('status', { name: 'url' }).textContent;

describe('admin form kit', () => {
  it('keeps Save disabled until something changed', async () => {
    const { user } = await renderForm();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Palace');
    expect(save).toBeEnabled();
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    expect(save).toBeDisabled();
  });

  it('never submits on Enter in a text field, but Enter makes a new line in a textarea', async () => {
    const { user, onSave } = await renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Palace{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'About' }), 'a{Enter}b');
    expect(screen.getByRole('textbox', { name: 'About' })).toHaveValue('a\nb');
    expect(screen.getByText('3 / 200')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('on a refused save, opens the tab of the first error (in tab order) and puts the cursor in it', async () => {
    const { user, onSave } = await renderForm();
    await user.type(screen.getByRole('textbox', { name: 'About' }), 'Old palace');
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    // Title (Basics) and Price (Details) are missing: the earlier tab wins.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Basics' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(url()).toBe('/admin/form?tab=basics');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus());

    // Once Title is given, the next save goes to Details and its Price.
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Palace');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Price' })).toHaveFocus());
    expect(onSave).not.toHaveBeenCalled();

    // Typing does not move the cursor again.
    await user.click(screen.getByRole('tab', { name: 'Basics' }));
    await user.type(screen.getByRole('textbox', { name: 'About' }), '!');
    expect(screen.getByRole('tab', { name: 'Basics' })).toHaveAttribute('aria-selected', 'true');
  });

  it("jumps to the server's refusal too (errors set by onSubmit)", async () => {
    const onSave = jest.fn<OnSave>(() => ({ about: 'Too long for the server.' }));
    const { user } = await renderForm(onSave);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Palace');
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Basics' })).toHaveAttribute('aria-selected', 'true'),
    );
    const about = screen.getByRole('textbox', { name: 'About' });
    await waitFor(() => expect(about).toHaveFocus());
    expect(about).toHaveAccessibleDescription('Too long for the server.');
  });

  it('shows errors under the fields, and a summary that opens the tab of the first one and focuses it', async () => {
    const { user, onSave } = await renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Palace');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    const summary = await screen.findByRole('alert', { name: 'Fields to fix' });
    expect(within(summary).getByText('1 fields to fix:')).toBeInTheDocument();
    // Back on Basics, the summary's link goes to the field again.
    await waitFor(() => expect(url()).toBe('/admin/form?tab=details'));
    await user.click(screen.getByRole('tab', { name: 'Basics' }));
    await user.click(within(summary).getByRole('button', { name: 'Price' }));
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(url()).toBe('/admin/form?tab=details');
    const price = screen.getByRole('textbox', { name: 'Price' });
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('Enter a price.');

    // Digits only; once fixed, the save goes through.
    await user.type(price, '12a3');
    expect(price).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({ title: 'Palace', price: '123' });
  });

  it('leaves at once when nothing changed', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(url()).toBe('/admin/elsewhere');
  });

  it('asks before leaving with unsaved changes (Stay, then Leave); switching tabs is no leaving', async () => {
    const { user } = await renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Palace');
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    expect(url()).toBe('/admin/form?tab=details');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(prompt).getByRole('button', { name: 'Stay' }));
    expect(url()).toBe('/admin/form?tab=details');
    await user.click(screen.getByRole('tab', { name: 'Basics' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Palace');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(again).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(url()).toBe('/admin/elsewhere'));
  });

  it('refuses a tag already in the list, whatever its case', async () => {
    const { user } = await renderForm();
    const input = screen.getByRole('textbox', { name: 'New tag' });
    await user.type(input, 'seoul{Enter}');
    expect(screen.getByText('"seoul" is already in the list.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Busan{Enter}');
    const tags = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(tags).toEqual(['Seoul ×', 'Busan ×']);
    await user.click(screen.getByRole('button', { name: 'Remove Seoul' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('adds a list entry only once the previous one is filled; a slot takes 00-23 and 00/15/30/45', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    expect(screen.getByText('Enter the previous item first.')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^Step/ })).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: 'Step 1' }), 'Meet');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    expect(screen.getByRole('textbox', { name: 'Step 2' })).toBeInTheDocument();

    expect(await optionNames(user, screen.getByRole('combobox', { name: 'Slot hour' }))).toEqual([
      '--',
      ...Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')),
    ]);
    expect(await optionNames(user, screen.getByRole('combobox', { name: 'Slot minute' }))).toEqual([
      '00',
      '15',
      '30',
      '45',
    ]);
  });
});

describe('Seoul date and time', () => {
  it('turns a Seoul date and time into an instant and back, whatever the machine zone', () => {
    expect(fromSeoulParts('2026-12-05', '09:30')).toBe('2026-12-05T00:30:00.000Z');
    expect(fromSeoulParts('2026-12-05', '')).toBe('2026-12-04T15:00:00.000Z');
    expect(fromSeoulParts('', '09:30')).toBe('');
    expect(seoulParts('2026-12-04T15:45:00.000Z')).toEqual({ date: '2026-12-05', time: '00:45' });
  });
});
