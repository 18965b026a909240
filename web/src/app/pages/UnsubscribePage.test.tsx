import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { UnsubscribeNewsletterDocument } from '@/generated/graphql';
import { renderApp } from '@/testing/render';

type Vars = Record<string, unknown>;

/** The unsubscribe mutation: answers `email` for any token, recording the tokens sent. */
function unsubscribeMock(email: string, calls: Vars[], fail = false): MockLink.MockedResponse {
  return {
    request: {
      query: UnsubscribeNewsletterDocument,
      variables: (variables: Vars) => {
        calls.push(variables);
        return true;
      },
    },
    result: fail
      ? { errors: [{ message: 'This link is not valid.', extensions: { code: 'BAD_USER_INPUT' } }] }
      : {
          data: {
            unsubscribeNewsletter: { __typename: 'UnsubscribeResult', email, language: 'ENG' },
          },
        },
  } as unknown as MockLink.MockedResponse;
}

const main = () => within(screen.getByRole('main'));

describe('the unsubscribe page', () => {
  it('without a token says the link is not valid, and offers no button', async () => {
    await renderApp({ route: '/unsubscribe' });
    expect(
      await main().findByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' }),
    ).toBeInTheDocument();
    expect(main().getByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid. Please use the link in your newsletter e-mail.',
    );
    expect(main().queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('with a token asks first (the visit changes nothing), then unsubscribes with that token', async () => {
    const calls: Vars[] = [];
    const { user } = await renderApp({
      route: '/unsubscribe?token=tok-123',
      mocks: [unsubscribeMock('mina@example.com', calls)],
    });
    expect(
      await main().findByText(
        'Stop receiving our newsletter at this address? You can sign up again at any time.',
      ),
    ).toBeInTheDocument();
    expect(main().queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(main().getByRole('button', { name: 'Unsubscribe' }));
    expect(await main().findByRole('status')).toHaveTextContent(
      'mina@example.com will no longer receive our newsletter.',
    );
    expect(calls).toEqual([{ token: 'tok-123' }]);
    expect(main().queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says the link is not valid when the server refuses the token', async () => {
    const calls: Vars[] = [];
    const { user } = await renderApp({
      route: '/unsubscribe?token=expired',
      mocks: [unsubscribeMock('', calls, true)],
    });
    await user.click(await main().findByRole('button', { name: 'Unsubscribe' }));
    expect(await main().findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid. Please use the link in your newsletter e-mail.',
    );
    expect(calls).toEqual([{ token: 'expired' }]);
    expect(main().queryByRole('status')).not.toBeInTheDocument();
  });

  it('speaks Korean: the question, the button and the done message', async () => {
    const calls: Vars[] = [];
    const { user } = await renderApp({
      route: '/unsubscribe?token=tok-ko',
      locale: 'ko',
      mocks: [unsubscribeMock('mina@example.kr', calls)],
    });
    expect(await main().findByRole('heading', { level: 1, name: '뉴스레터 수신 거부' })).toBeInTheDocument();
    expect(
      main().getByText('이 주소로 뉴스레터를 더 이상 받지 않으시겠습니까? 언제든지 다시 구독할 수 있습니다.'),
    ).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: '수신 거부' }));
    expect(await main().findByRole('status')).toHaveTextContent(
      'mina@example.kr 주소로 더 이상 뉴스레터가 발송되지 않습니다.',
    );
    expect(calls).toEqual([{ token: 'tok-ko' }]);
  });

  it('speaks Korean without a token too', async () => {
    await renderApp({ route: '/unsubscribe', locale: 'ko' });
    expect(await main().findByRole('alert')).toHaveTextContent(
      '유효하지 않은 수신 거부 링크입니다. 뉴스레터 이메일에 있는 링크를 사용해 주세요.',
    );
    expect(main().queryByRole('button', { name: '수신 거부' })).not.toBeInTheDocument();
  });
});
