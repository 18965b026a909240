import { fireEvent, screen, within } from '@testing-library/react';
import {
  AdminPopupsDocument,
  CreatePopupDocument,
  DeletePopupDocument,
  PopupOverlapsDocument,
  UpdatePopupDocument,
} from '@/generated/graphql';
import { pickDate } from '@/testing/pickDate';
import type { RenderOptions } from '@/testing/render';
import { installFakeUploads } from '@/testing/fakeUploads';
import { renderAdminSection } from '@/features/admin/kit/renderSection';
import { PopupsSection } from '../index';

const popup = (id: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'Popup' as const,
  id,
  imageUrl: `/api/images/p${id}.webp`,
  altText: '',
  linkUrl: 'https://example.com/sale',
  language: 'ENG' as const,
  startDate: '2026-11-30T15:00:00.000Z',
  endDate: '2026-12-31T14:59:00.000Z',
  isActive: true,
  status: 'live' as const,
  fileMissing: false,
  ...extra,
});

const listMock = (items: ReturnType<typeof popup>[]) => ({
  request: { query: AdminPopupsDocument, variables: { page: { page: 1, pageSize: 20 } } },
  result: {
    data: {
      adminPopups: {
        __typename: 'PopupPage' as const,
        totalCount: items.length,
        page: 1,
        pageSize: 20,
        items,
      },
    },
  },
});

/** Overlap answers: `answer` for the periods `when` accepts, none otherwise. */
const overlapsMock = (
  answer: { id: number; linkUrl: string; startDate: string | null; endDate: string | null }[] = [],
  when: (input: { startDate?: string | null }) => boolean = () => true,
) => ({
  request: {
    query: PopupOverlapsDocument,
    variables: (variables: { input: { startDate?: string | null } }) => when(variables.input),
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { popupOverlaps: answer.map((p) => ({ __typename: 'Popup' as const, ...p })) } },
});

const renderSection = (mocks: RenderOptions['mocks']) =>
  renderAdminSection(<PopupsSection />, { heading: 'Popups', route: '/admin?section=popups', mocks });

/** Fills the image field as an upload through the server would. */
async function uploadAnImage(user: Awaited<ReturnType<typeof renderSection>>['user'], dialog: HTMLElement) {
  const answer = { data: { uploadImage: { imageUrl: '/api/images/new.webp', filename: 'new.webp' } } };
  const fake = installFakeUploads(() => answer);
  try {
    await user.upload(
      within(dialog).getByLabelText('Popup image'),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    await within(dialog).findByRole('img', { name: 'Popup image preview' });
  } finally {
    fake.restore();
  }
}

/** Sets one end of the period: the day in the picker, then the Seoul time. */
async function setPeriodEnd(
  user: Awaited<ReturnType<typeof renderSection>>['user'],
  dialog: HTMLElement,
  legend: string,
  date: string,
  time: string,
) {
  const group = within(within(dialog).getByRole('group', { name: legend }));
  await pickDate(user, group.getByLabelText('Date'), date);
  fireEvent.change(group.getByLabelText('Time (Seoul)'), { target: { value: time } });
}

describe('popups section', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the count, the period in Seoul, the status and the file markers', async () => {
    await renderSection([
      listMock([
        popup(1),
        popup(2, { fileMissing: true, status: 'scheduled', language: 'JPN' }),
        popup(3, { imageUrl: '', status: 'off', startDate: null, endDate: null }),
      ]),
    ]);
    await screen.findByText('3 popups');
    const [, first, second, third] = screen.getAllByRole('row');
    expect(within(first).getByText('2026.12.01 ~ 2026.12.31')).toBeInTheDocument();
    expect(within(first).getByText('Live now')).toBeInTheDocument();
    expect(within(second).getByText('File missing')).toBeInTheDocument();
    expect(within(second).getByText('Scheduled')).toBeInTheDocument();
    expect(within(second).getByText('Japanese')).toBeInTheDocument();
    expect(within(third).getByText('No image')).toBeInTheDocument();
    expect(within(third).getByText('Switched off')).toBeInTheDocument();
    expect(within(third).getByText('… ~ …')).toBeInTheDocument();
  });

  it('checks the rules with the spec messages', async () => {
    const { user } = await renderSection([listMock([]), overlapsMock()]);
    await screen.findByText('0 popups');
    await user.click(screen.getByRole('button', { name: 'Add popup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add popup' });
    // Language defaults to ENG, active on.
    expect(within(dialog).getByRole('combobox', { name: 'Language' })).toHaveTextContent('English (ENG)');
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await setPeriodEnd(user, dialog, 'Start (Seoul time)', '2026-12-10', '10:00');
    await setPeriodEnd(user, dialog, 'End (Seoul time)', '2026-12-09', '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Please upload a popup image.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter link URL.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Start date must be earlier than or equal to end date.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Link URL'), 'nope');
    await user.tab();
    expect(
      await within(dialog).findByText('Please enter a valid URL (https://... or a path starting with /).'),
    ).toBeInTheDocument();
  });

  it('warns of an overlap and saves the Seoul times as instants', async () => {
    let sent: Record<string, unknown> | undefined;
    const existing = popup(1, { startDate: '2026-11-30T15:00:00.000Z', endDate: null });
    const { user } = await renderSection([
      listMock([existing]),
      overlapsMock(
        [
          {
            id: 9,
            linkUrl: 'https://example.com/other',
            startDate: '2026-12-05T01:00:00.000Z',
            endDate: null,
          },
        ],
        (input) => input.startDate === '2026-12-10T01:00:00.000Z',
      ),
      overlapsMock([], (input) => input.startDate !== '2026-12-10T01:00:00.000Z'),
      {
        request: {
          query: UpdatePopupDocument,
          variables: (variables: { id: number; input: Record<string, unknown> }) => {
            sent = variables.input;
            return variables.id === 1;
          },
        },
        result: { data: { updatePopup: { ...existing, startDate: '2026-12-10T01:00:00.000Z' } } },
      },
    ]);
    await screen.findByText('1 popups');
    await user.click(screen.getAllByRole('button', { name: 'Edit Popup #1' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit popup' });
    // The stored instant shown in Seoul: 2026-11-30T15:00Z is December 1, 00:00.
    const start = within(within(dialog).getByRole('group', { name: 'Start (Seoul time)' }));
    expect(start.getByRole('button', { name: /Tuesday, December 1, 2026/ })).toBeInTheDocument();
    expect(start.getByLabelText('Time (Seoul)')).toHaveValue('00:00');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await setPeriodEnd(user, dialog, 'Start (Seoul time)', '2026-12-10', '10:00');
    expect(
      await within(dialog).findByText('This period overlaps 1 other active popup(s) of the same language.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Popup successfully updated.')).toBeInTheDocument();
    expect(sent).toMatchObject({ startDate: '2026-12-10T01:00:00.000Z', endDate: null, language: 'ENG' });
  });

  it('shows the failure toast with the server message', async () => {
    const { user } = await renderSection([
      listMock([popup(1)]),
      overlapsMock(),
      {
        request: { query: CreatePopupDocument, variables: () => true },
        result: { errors: [{ message: 'please enter link URL', extensions: { code: 'BAD_USER_INPUT' } }] },
      },
    ]);
    await screen.findByText('1 popups');
    await user.click(screen.getByRole('button', { name: 'Add popup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add popup' });
    await uploadAnImage(user, dialog);
    await user.type(within(dialog).getByLabelText('Link URL'), '/sale');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Popup creation failed')).toBeInTheDocument();
    // The server's rule message, in the admin's language.
    expect(screen.getByText('Please enter link URL.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add popup' })).toBeInTheDocument();
  });

  it('deletes a popup after confirmation with the spec toast', async () => {
    let deleted = 0;
    const { user } = await renderSection([
      listMock([popup(1), popup(2)]),
      {
        request: {
          query: DeletePopupDocument,
          variables: (v: { id: number }) => {
            deleted = v.id;
            return true;
          },
        },
        result: { data: { deletePopup: true } },
      },
      listMock([popup(1)]),
    ]);
    await screen.findByText('2 popups');
    await user.click(screen.getByRole('button', { name: 'Delete Popup #2' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Popup #2?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Popup successfully deleted.')).toBeInTheDocument();
    expect(deleted).toBe(2);
    expect(await screen.findByText('1 popups')).toBeInTheDocument();
  });
});
