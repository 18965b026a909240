import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { SendInquiryDocument } from '@/generated/graphql';
import { renderApp } from '@/testing/render';

const input = {
  name: 'Mina Kim',
  email: 'mina@example.com',
  subject: 'Group booking',
  message: 'Can ten of us join the cooking class?',
  language: 'ENG',
};

const sent = (variables = input): MockLink.MockedResponse => ({
  request: { query: SendInquiryDocument, variables: { input: variables } },
  result: { data: { sendInquiry: { __typename: 'Inquiry', id: 41 } } },
});

const refused = (message: string): MockLink.MockedResponse => ({
  request: { query: SendInquiryDocument, variables: { input } },
  result: { errors: [new GraphQLError(message, { extensions: { code: 'TOO_MANY_REQUESTS' } })] },
});

async function openContact(mocks: MockLink.MockedResponse[] = []) {
  const rendered = await renderApp({ route: '/contact', mocks });
  const form = within(screen.getByRole('form', { name: 'Send us a message' }));
  return { ...rendered, form };
}

async function fill(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  form: ReturnType<typeof within>,
  values: { name: string; email: string; subject: string; message: string },
) {
  await user.type(form.getByLabelText('Name'), values.name);
  await user.type(form.getByLabelText('Email'), values.email);
  await user.type(form.getByLabelText('Subject'), values.subject);
  await user.type(form.getByLabelText('Message'), values.message);
}

describe('contact page', () => {
  it('shows the hero, the four contact cards and business hours', async () => {
    await openContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Get in touch' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Contact details' }));
    expect(cards.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Instagram',
      'Email',
      'Address',
      'Business hours',
    ]);
    expect(cards.getByText('@kculture.experiences')).toBeInTheDocument();
    expect(cards.getByText(/we reply within 24 hours/)).toBeInTheDocument();
    expect(cards.getByRole('link', { name: 'partners@kculture.example.com' })).toHaveAttribute(
      'href',
      'mailto:partners@kculture.example.com',
    );
    expect(cards.getByRole('link', { name: 'help@kculture.example.com' })).toBeInTheDocument();
    expect(cards.getByText(/Seoul/)).toBeInTheDocument();
    expect(cards.getByText('Monday–Friday 09:00–18:00 (Korea time)')).toBeInTheDocument();
    expect(cards.getByText('Closed on weekends')).toBeInTheDocument();
  });

  it('explains what is missing or wrong before sending anything', async () => {
    const { user, form } = await openContact();
    await user.click(form.getByRole('button', { name: 'Send inquiry' }));

    expect(await form.findByText('Please enter your name.')).toBeInTheDocument();
    expect(form.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(form.getByText('Please enter a subject.')).toBeInTheDocument();
    expect(form.getByText('Please enter a message.')).toBeInTheDocument();
    expect(form.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name.');
    await waitFor(() => expect(form.getByLabelText('Name')).toHaveFocus());

    await user.type(form.getByLabelText('Name'), '   ');
    await user.type(form.getByLabelText('Email'), 'mina@');
    await user.click(form.getByRole('button', { name: 'Send inquiry' }));
    expect(await form.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    // Blank is still missing once trimmed.
    expect(form.getByText('Please enter your name.')).toBeInTheDocument();
  });

  it('puts the cursor in the first field still wrong after a refused send', async () => {
    const { user, form } = await openContact();
    await user.type(form.getByLabelText('Name'), 'Mina Kim');
    await user.type(form.getByLabelText('Email'), 'mina@');
    await user.type(form.getByLabelText('Message'), 'Hello');
    await user.click(form.getByRole('button', { name: 'Send inquiry' }));

    await waitFor(() => expect(form.getByLabelText('Email')).toHaveFocus());
    expect(form.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(form.getByLabelText('Subject')).toHaveAccessibleDescription('Please enter a subject.');
    expect(form.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('sends the trimmed inquiry with the language, shows the success toast and clears the form', async () => {
    const { user, form } = await openContact([sent()]);
    await fill(user, form, { ...input, name: '  Mina Kim ', subject: 'Group booking  ' });
    await user.click(form.getByRole('button', { name: 'Send inquiry' }));

    const toast = (await screen.findByText('Inquiry sent successfully')).closest('li');
    expect(toast).toHaveTextContent('We will respond to your inquiry within 24 hours.');
    await waitFor(() => expect(form.getByLabelText('Name')).toHaveValue(''));
    expect(form.getByLabelText('Email')).toHaveValue('');
    expect(form.getByLabelText('Subject')).toHaveValue('');
    expect(form.getByLabelText('Message')).toHaveValue('');
    expect(form.queryByText('Please enter your name.')).not.toBeInTheDocument();
  });

  it('shows a destructive toast with the server message and keeps what was typed', async () => {
    const { user, form } = await openContact([refused('Too many attempts. Please try again later.')]);
    await fill(user, form, input);
    await user.click(form.getByRole('button', { name: 'Send inquiry' }));

    const toast = (await screen.findByText('Failed to Send Inquiry')).closest('li');
    expect(toast).toHaveTextContent('Too many attempts. Please try again later.');
    expect(form.getByLabelText('Message')).toHaveValue(input.message);
  });

  it('falls back to "Please try again later." when the server cannot be reached', async () => {
    const { user, form } = await openContact([
      { request: { query: SendInquiryDocument, variables: { input } }, error: new Error('Failed to fetch') },
    ]);
    await fill(user, form, input);
    await user.click(form.getByRole('button', { name: 'Send inquiry' }));
    const toast = (await screen.findByText('Failed to Send Inquiry')).closest('li');
    expect(toast).toHaveTextContent('Please try again later.');
    expect(toast).not.toHaveTextContent('Failed to fetch');
  });
});
