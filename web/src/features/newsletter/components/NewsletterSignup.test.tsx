import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { SubscribeDocument } from '@/generated/graphql';
import { renderApp } from '@/testing/render';

const subscribed = (email: string, language = 'ENG'): MockLink.MockedResponse => ({
  request: { query: SubscribeDocument, variables: { email, language } },
  result: { data: { subscribeNewsletter: true } },
});

async function openFooterSignup(mocks: MockLink.MockedResponse[] = []) {
  const rendered = await renderApp({ route: '/about', mocks });
  const footer = within(screen.getByRole('contentinfo'));
  return {
    ...rendered,
    footer,
    field: footer.getByRole('textbox', { name: 'Email address' }),
  };
}

describe('newsletter sign-up in the footer', () => {
  it('refuses an invalid address inline, without sending it', async () => {
    // No mock: had the address been sent, the unmatched request would show an error alert.
    const { user, footer, field } = await openFooterSignup();
    await user.type(field, 'guest@');
    await user.click(footer.getByRole('button', { name: 'Subscribe' }));

    expect(await footer.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(footer.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(field);
    await user.click(footer.getByRole('button', { name: 'Subscribe' }));
    expect(await footer.findByText('Please enter your e-mail address.')).toBeInTheDocument();
  });

  it('does not scold an address left half-typed until Subscribe is pressed', async () => {
    const { user, footer, field } = await openFooterSignup();
    await user.type(field, 'guest@');
    await user.tab();
    expect(field).not.toHaveFocus();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(footer.queryByText('Please enter a valid e-mail address.')).not.toBeInTheDocument();

    await user.click(footer.getByRole('button', { name: 'Subscribe' }));
    expect(await footer.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
  });

  it('after an attempt, follows each change: the error goes once the address is whole', async () => {
    const { user, footer, field } = await openFooterSignup();
    await user.type(field, 'guest@');
    await user.click(footer.getByRole('button', { name: 'Subscribe' }));
    expect(await footer.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();

    await user.type(field, 'example.com');
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
    expect(footer.queryByText('Please enter a valid e-mail address.')).not.toBeInTheDocument();
    expect(field).toHaveValue('guest@example.com');
  });

  it('subscribes the trimmed, lower-cased address in the current language and says so', async () => {
    const { user, footer, field } = await openFooterSignup([subscribed('guest@example.com')]);
    await user.type(field, '  Guest@Example.com ');
    await user.click(footer.getByRole('button', { name: 'Subscribe' }));

    expect(await footer.findByText('Newsletter subscription successful!')).toBeInTheDocument();
    expect(
      footer.getByText('Newsletter subscription successful!').closest('[aria-live="polite"]'),
    ).not.toBeNull();
    expect(field).toHaveValue('');
  });

  it("shows the server's message when it refuses the address", async () => {
    const { user, footer, field } = await openFooterSignup([
      {
        request: { query: SubscribeDocument, variables: { email: 'guest@example.com', language: 'ENG' } },
        result: {
          errors: [
            new GraphQLError('Too many attempts. Please try again later.', {
              extensions: { code: 'TOO_MANY_REQUESTS' },
            }),
          ],
        },
      },
    ]);
    await user.type(field, 'guest@example.com');
    await user.click(footer.getByRole('button', { name: 'Subscribe' }));

    expect(await footer.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
    expect(field).toHaveValue('guest@example.com');
    expect(footer.queryByText('Newsletter subscription successful!')).not.toBeInTheDocument();
  });
});
