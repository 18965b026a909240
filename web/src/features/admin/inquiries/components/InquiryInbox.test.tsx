import { screen, waitFor, within } from '@testing-library/react';
import type { TypedDocumentNode } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import {
  AdminInquiriesDocument,
  InboxBadgeDocument,
  InquiryCountsDocument,
  InquiryRepliesDocument,
  MeDocument,
  OpenInquiryDocument,
  ReplyToInquiryDocument,
  SetInquiryStatusDocument,
} from '@/generated/graphql';
import { renderApp } from '@/testing/render';

// The inbox in the signed-in back office (sidebar, badge, section), in English.
beforeEach(() => window.localStorage.setItem('adminLanguage', 'ENG'));

type Vars = Record<string, unknown>;
type Status = 'new' | 'read' | 'handled';

type Row = {
  __typename: 'Inquiry';
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
  status: Status;
  createdAt: string;
  readAt: string | null;
  handledAt: string | null;
};

type Reply = {
  __typename: 'InquiryReply';
  id: number;
  subject: string;
  message: string;
  createdBy: string;
  createdAt: string;
  mailStatus: string;
  sentAt: string | null;
};

/** Answers every call of `query` with `respond(variables)`, recording the variables in `calls`. */
function serve<T>(
  query: TypedDocumentNode<T, never>,
  respond: (variables: Vars) => unknown,
  calls: Vars[] = [],
): MockLink.MockedResponse {
  return {
    request: {
      query,
      variables: (variables: Vars) => {
        calls.push(variables);
        return true;
      },
    },
    result: (variables: Vars) => ({ data: respond(variables) }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  } as unknown as MockLink.MockedResponse;
}

const inquiry = (id: number, extra: Partial<Row> = {}): Row => ({
  __typename: 'Inquiry',
  id,
  name: `Guest ${id}`,
  email: `guest${id}@example.com`,
  subject: `Question ${id}`,
  message: `Message ${id}`,
  language: 'ENG',
  status: 'read',
  // Newer ids were sent later: id 1 on November 1st, id 2 on the 2nd...
  createdAt: new Date(Date.UTC(2026, 10, id, 5, 5)).toISOString(),
  readAt: null,
  handledAt: null,
  ...extra,
});

/**
 * A small stand-in for the server: the inquiries (kept newest first, as the server sorts them),
 * their replies, the counts; every request's variables are recorded.
 */
function inbox(initial: Row[], { failReply = false } = {}) {
  const rows = [...initial].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const replies = new Map<number, Reply[]>();
  const calls = {
    list: [] as Vars[],
    open: [] as Vars[],
    status: [] as Vars[],
    reply: [] as Vars[],
  };
  const inBox = (row: Row, box: unknown) =>
    box === 'unread'
      ? row.status === 'new'
      : box === 'open'
        ? row.status !== 'handled'
        : box === 'handled'
          ? row.status === 'handled'
          : true;
  const matches = (row: Row, search: unknown) =>
    !search ||
    String(row.id) === search ||
    [row.name, row.email, row.subject, row.message].some((text) =>
      text.toLowerCase().includes(String(search).toLowerCase()),
    );
  const counts = () => ({
    __typename: 'InquiryCounts' as const,
    unread: rows.filter((r) => r.status === 'new').length,
    open: rows.filter((r) => r.status !== 'handled').length,
    handled: rows.filter((r) => r.status === 'handled').length,
    all: rows.length,
  });
  const find = (id: unknown) => rows.find((r) => r.id === id)!;
  const mocks = [
    serve(MeDocument, () => ({ me: { __typename: 'AdminUser', id: 1, username: 'curator' } })),
    serve(
      AdminInquiriesDocument,
      (v) => {
        const filter = v.filter as Vars;
        const page = v.page as { page: number; pageSize: number };
        const found = rows.filter((r) => inBox(r, filter.box) && matches(r, filter.search));
        return {
          adminInquiries: {
            __typename: 'InquiryPage',
            totalCount: found.length,
            page: page.page,
            pageSize: page.pageSize,
            items: found.slice((page.page - 1) * page.pageSize, page.page * page.pageSize),
          },
        };
      },
      calls.list,
    ),
    serve(InquiryCountsDocument, () => ({ inquiryCounts: counts() })),
    serve(InboxBadgeDocument, () => ({
      inquiryCounts: { __typename: 'InquiryCounts', unread: counts().unread },
    })),
    serve(InquiryRepliesDocument, (v) => {
      const search = (v.filter as Vars).search;
      return {
        adminInquiries: {
          __typename: 'InquiryPage',
          items: rows
            .filter((r) => matches(r, search))
            .map((r) => ({ __typename: 'Inquiry', id: r.id, replies: replies.get(r.id) ?? [] })),
        },
      };
    }),
    serve(
      OpenInquiryDocument,
      (v) => {
        const row = find(v.id);
        if (row.status === 'new') Object.assign(row, { status: 'read', readAt: '2026-11-25T00:00:00.000Z' });
        return { openInquiry: { ...row } };
      },
      calls.open,
    ),
    serve(
      SetInquiryStatusDocument,
      (v) => {
        const row = find(v.id);
        row.status = v.status as Status;
        return { setInquiryStatus: { ...row } };
      },
      calls.status,
    ),
    serve(
      ReplyToInquiryDocument,
      (v) => {
        if (failReply) return undefined;
        const row = find(v.id);
        const input = v.input as { subject: string; message: string };
        const reply: Reply = {
          __typename: 'InquiryReply',
          id: 100 + (replies.get(row.id)?.length ?? 0),
          subject: input.subject,
          message: input.message,
          createdBy: 'curator',
          // 05:05 UTC is 14:05 in Seoul.
          createdAt: '2026-11-25T05:05:00.000Z',
          mailStatus: 'pending',
          sentAt: null,
        };
        replies.set(row.id, [...(replies.get(row.id) ?? []), reply]);
        row.status = 'handled';
        return {
          replyToInquiry: {
            __typename: 'InquiryReply',
            id: reply.id,
            subject: reply.subject,
            createdBy: reply.createdBy,
            mailStatus: reply.mailStatus,
          },
        };
      },
      calls.reply,
    ),
  ];
  if (failReply) {
    // The reply is refused: an error instead of the answer above.
    mocks.splice(mocks.length - 1, 1, {
      request: {
        query: ReplyToInquiryDocument,
        variables: (variables: Vars) => {
          calls.reply.push(variables);
          return true;
        },
      },
      result: { errors: [{ message: 'The mail could not be queued.' }] },
      maxUsageCount: Number.POSITIVE_INFINITY,
    } as unknown as MockLink.MockedResponse);
  }
  return { rows, calls, mocks };
}

/** Four inquiries: two unread, one read, one handled. */
const fourInquiries = () => [
  inquiry(1, { status: 'handled', subject: 'Refund for the tea ceremony' }),
  inquiry(2, { status: 'read', subject: 'Group booking' }),
  inquiry(3, { status: 'new', subject: 'Parking near the palace', language: 'JPN' }),
  inquiry(4, { status: 'new', subject: 'Wheelchair access?', name: 'Mina Park', email: 'mina@example.com' }),
];

async function openInbox(server: ReturnType<typeof inbox>, route = '/admin?section=inquiries') {
  const rendered = await renderApp({ route, mocks: server.mocks });
  await screen.findByRole('heading', { level: 2, name: 'Inquiries' });
  const table = await screen.findByRole('table', { name: 'Inquiries' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  await waitFor(() => expect(within(table).queryByTestId('skeleton-row')).not.toBeInTheDocument());
  return { ...rendered, table };
}

// `hidden`: these stay readable while a dialog hides the page behind it from assistive technology.
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row', { hidden: true }).slice(1);
const rowOf = (table: HTMLElement, subject: string) =>
  bodyRows(table).find((row) => within(row).queryByRole('button', { name: subject, hidden: true }))!;
const sidebarLink = () =>
  within(screen.getByRole('navigation', { name: 'Admin sections', hidden: true })).getByRole('link', {
    name: /^Inquiries/,
    hidden: true,
  });

describe('the inquiries inbox', () => {
  it('lists the inquiries newest first with their state, the counts per tab and the unread badge', async () => {
    const server = inbox(fourInquiries());
    const { table } = await openInbox(server);

    expect(server.calls.list[0]).toEqual({
      filter: { box: 'all', search: null },
      page: { page: 1, pageSize: 20 },
    });
    const rows = bodyRows(table);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Wheelchair access?',
      'Parking near the palace',
      'Group booking',
      'Refund for the tea ceremony',
    ]);
    // Each row's state in words; the sender, language and Seoul time beside it.
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual([
      'Unread',
      'Unread',
      'Read',
      'Handled',
    ]);
    expect(within(rows[0]).getByText('Mina Park <mina@example.com>')).toBeInTheDocument();
    expect(within(rows[1]).getByText('JPN')).toBeInTheDocument();
    expect(within(rows[0]).getByText('2026. 11. 04. 14:05')).toBeInTheDocument();
    // Unread subjects stand out in bold, read ones do not.
    expect(within(rows[0]).getByText('Wheelchair access?')).toHaveStyle({ fontWeight: '700' });
    expect(within(rows[2]).getByText('Group booking')).not.toHaveStyle({ fontWeight: '700' });

    const tabs = within(screen.getByRole('group', { name: 'Inquiry state' }));
    expect(await tabs.findByRole('button', { name: 'Unread (2)' })).toHaveAttribute('aria-pressed', 'false');
    expect(tabs.getByRole('button', { name: 'To do (3)' })).toBeInTheDocument();
    expect(tabs.getByRole('button', { name: 'Handled (1)' })).toBeInTheDocument();
    expect(tabs.getByRole('button', { name: 'All (4)' })).toHaveAttribute('aria-pressed', 'true');

    // The sidebar's link to the section carries the unread count.
    await waitFor(() => expect(sidebarLink()).toHaveAccessibleName(/^Inquiries\s*2 unread$/));
    expect(sidebarLink()).toHaveAttribute('aria-current', 'page');
  });

  it('shows no badge when nothing is unread', async () => {
    const server = inbox([inquiry(1, { status: 'read' }), inquiry(2, { status: 'handled' })]);
    await openInbox(server);
    await screen.findByRole('button', { name: 'Unread (0)' });
    expect(sidebarLink()).toHaveAccessibleName('Inquiries');
  });

  it('opening an unread inquiry marks it read: the row, the counts and the badge follow', async () => {
    const server = inbox(fourInquiries());
    const { user, table } = await openInbox(server);
    await waitFor(() => expect(sidebarLink()).toHaveAccessibleName(/2 unread$/));

    await user.click(within(table).getByRole('button', { name: 'Wheelchair access?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wheelchair access?' });
    expect(within(dialog).getByText('Message 4')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'mina@example.com' })).toHaveAttribute(
      'href',
      'mailto:mina@example.com',
    );
    expect(within(dialog).getByText('No reply yet.')).toBeInTheDocument();
    await waitFor(() => expect(server.calls.open).toEqual([{ id: 4 }]));

    await waitFor(() => expect(sidebarLink()).toHaveAccessibleName(/^Inquiries\s*1 unread$/));
    expect(await screen.findByRole('button', { name: 'Unread (1)', hidden: true })).toBeInTheDocument();
    expect(rowOf(table, 'Wheelchair access?').lastElementChild).toHaveTextContent('Read');
    expect(within(dialog).getByText('Read')).toBeInTheDocument();
  });

  it('opening a read inquiry does not send it again; it can be marked handled, then unread', async () => {
    const server = inbox(fourInquiries());
    const { user, table } = await openInbox(server);

    await user.click(within(table).getByRole('button', { name: 'Group booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Group booking' });
    const handled = within(dialog).getByRole('button', { name: 'Mark handled' });
    expect(handled).toBeEnabled();
    await user.click(handled);
    await waitFor(() => expect(handled).toBeDisabled());
    expect(server.calls.status).toEqual([{ id: 2, status: 'handled' }]);
    expect(within(dialog).getByText('Handled')).toBeInTheDocument();
    await waitFor(() => expect(rowOf(table, 'Group booking').lastElementChild).toHaveTextContent('Handled'));
    expect(await screen.findByRole('button', { name: 'Handled (2)', hidden: true })).toBeInTheDocument();

    // Mark unread sends it back to the unread box and closes the dialog.
    await user.click(within(dialog).getByRole('button', { name: 'Mark unread' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.status).toEqual([
      { id: 2, status: 'handled' },
      { id: 2, status: 'new' },
    ]);
    await waitFor(() => expect(rowOf(table, 'Group booking').lastElementChild).toHaveTextContent('Unread'));
    await waitFor(() => expect(sidebarLink()).toHaveAccessibleName(/3 unread$/));
    expect(server.calls.open).toEqual([]);

    // Opened again (now unread), it is marked read.
    await user.click(within(table).getByRole('button', { name: 'Group booking' }));
    const again = await screen.findByRole('dialog', { name: 'Group booking' });
    await waitFor(() => expect(server.calls.open).toEqual([{ id: 2 }]));
    expect(within(again).getByRole('button', { name: 'Mark handled' })).toBeEnabled();
  });

  it('checks the reply, sends it with the inquiry id, confirms with a toast and lists it', async () => {
    const server = inbox(fourInquiries());
    const { user, table } = await openInbox(server);

    await user.click(within(table).getByRole('button', { name: 'Group booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Group booking' });
    const form = within(dialog).getByRole('form', { name: 'Reply to Guest 2' });
    const subject = within(form).getByRole('textbox', { name: 'Subject' });
    const message = within(form).getByRole('textbox', { name: 'Reply' });
    expect(subject).toHaveValue('Re: Group booking');
    expect(message).toHaveValue('');

    // Nothing is sent while a field is missing.
    await user.clear(subject);
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByText('Please enter a subject.')).toBeInTheDocument();
    expect(within(form).getByText('Please write the reply.')).toBeInTheDocument();
    const summary = within(form).getByRole('alert', { name: 'Fields to fix' });
    expect(
      within(summary)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Subject', 'Reply']);
    expect(message).toHaveAttribute('aria-invalid', 'true');

    // A reply of only spaces is no reply.
    await user.type(subject, 'About your group');
    await user.type(message, '   ');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByText('Please write the reply.')).toBeInTheDocument();
    expect(within(form).queryByText('Please enter a subject.')).not.toBeInTheDocument();
    expect(server.calls.reply).toEqual([]);

    await user.clear(message);
    await user.type(message, 'We can seat 12 guests.');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));

    const notifications = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(notifications).findByText('Reply queued for sending')).toBeInTheDocument();
    expect(server.calls.reply).toEqual([
      { id: 2, input: { subject: 'About your group', message: 'We can seat 12 guests.' } },
    ]);
    // The form is ready for another reply, keeping the subject.
    await waitFor(() => expect(message).toHaveValue(''));
    expect(subject).toHaveValue('About your group');
    // The reply appears in the log with its author, time and mail state; the row is handled.
    const log = await within(dialog).findByRole('list', { name: 'Replies sent' });
    expect(within(log).getByText('We can seat 12 guests.')).toBeInTheDocument();
    expect(within(log).getByRole('listitem')).toHaveTextContent(
      'curator, 2026. 11. 25. 14:05 · Waiting to be sent',
    );
    expect(within(dialog).queryByText('No reply yet.')).not.toBeInTheDocument();
    await waitFor(() => expect(rowOf(table, 'Group booking').lastElementChild).toHaveTextContent('Handled'));
    // The open dialog follows the row: handled, so "Mark handled" has nothing left to do.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Mark handled' })).toBeDisabled());
  });

  it('says so when the reply could not be sent, keeping what was written', async () => {
    const server = inbox(fourInquiries(), { failReply: true });
    const { user, table } = await openInbox(server);

    await user.click(within(table).getByRole('button', { name: 'Group booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Group booking' });
    const message = within(dialog).getByRole('textbox', { name: 'Reply' });
    await user.type(message, 'Yes, we can.');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));

    const notifications = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(notifications).findByText('The reply could not be sent')).toBeInTheDocument();
    expect(within(notifications).queryByText('Reply queued for sending')).not.toBeInTheDocument();
    expect(server.calls.reply).toEqual([
      { id: 2, input: { subject: 'Re: Group booking', message: 'Yes, we can.' } },
    ]);
    expect(message).toHaveValue('Yes, we can.');
  });

  it('sends the page, the search and the tab as variables (a new search goes back to page 1)', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      inquiry(i + 1, { status: i % 3 === 0 ? 'new' : 'read' }),
    );
    const server = inbox(many);
    const { user, table } = await openInbox(server);
    // The pages bar is drawn again with each answer: looked up afresh each time.
    const pages = () => within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages().getByText('Showing 1-20 of 45')).toBeInTheDocument();
    expect(bodyRows(table)[0]).toHaveTextContent('Question 45');

    await user.click(pages().getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21-40 of 45')).toBeInTheDocument();
    expect(server.calls.list.at(-1)).toEqual({
      filter: { box: 'all', search: null },
      page: { page: 2, pageSize: 20 },
    });
    await waitFor(() => expect(bodyRows(table)[0]).toHaveTextContent('Question 25'));
    expect(pages().getByText('Page 2 of 3')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search inquiries' }), 'guest7@');
    await waitFor(() =>
      expect(server.calls.list.at(-1)).toEqual({
        filter: { box: 'all', search: 'guest7@' },
        page: { page: 1, pageSize: 20 },
      }),
    );
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(bodyRows(table)[0]).toHaveTextContent('Question 7');
    // The debounced search sends the finished text only, not each keystroke.
    expect(server.calls.list.filter((v) => (v.filter as Vars).search !== null)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /^Unread \(/ }));
    await waitFor(() =>
      expect(server.calls.list.at(-1)).toEqual({
        filter: { box: 'unread', search: 'guest7@' },
        page: { page: 1, pageSize: 20 },
      }),
    );
    expect(screen.getByRole('button', { name: /^Unread \(/ })).toHaveAttribute('aria-pressed', 'true');
    // Inquiry 7 is unread (every third one is): still found.
    await waitFor(() => expect(bodyRows(table)[0]).toHaveTextContent('Question 7'));

    await user.click(screen.getByRole('button', { name: /^Handled \(/ }));
    await waitFor(() =>
      expect(server.calls.list.at(-1)).toEqual({
        filter: { box: 'handled', search: 'guest7@' },
        page: { page: 1, pageSize: 20 },
      }),
    );
    expect(await within(table).findByText('No inquiries here.')).toBeInTheDocument();
  });

  it('takes the tab, search and page from the address', async () => {
    const many = Array.from({ length: 30 }, (_, i) => inquiry(i + 1, { status: 'handled' }));
    const server = inbox(many);
    await openInbox(server, '/admin?section=inquiries&box=handled&q=Question&page=2&pageSize=10');
    expect(server.calls.list[0]).toEqual({
      filter: { box: 'handled', search: 'Question' },
      page: { page: 2, pageSize: 10 },
    });
    expect(screen.getByRole('searchbox', { name: 'Search inquiries' })).toHaveValue('Question');
    expect(screen.getByText('Showing 11-20 of 30')).toBeInTheDocument();
  });
});
