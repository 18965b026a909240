import { screen, waitFor, within } from '@testing-library/react';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import {
  AdminExchangeRatesDocument,
  SetExchangeRateDocument,
  OnlinePaymentSettingsDocument,
  PaymentInstructionsDocument,
  SetPaymentInstructionsDocument,
} from '@/generated/graphql';
import { pickOption } from '@/testing/pickOption';
import { renderWithProviders, type RenderOptions } from '@/testing/render';
import { SettingsSection } from '../index';

const PLACEHOLDER_KO = '계좌이체(원화): Example Bank 000-000000-00-000, K-Culture Experiences.';

const texts = (source: 'placeholder' | 'back_office', text: (language: string) => string) =>
  (['ENG', 'JPN', 'CHN', 'KOR'] as const).map((language) => ({
    __typename: 'PaymentInstructionsText' as const,
    language,
    text: text(language),
    source,
  }));

const placeholder = {
  __typename: 'PaymentInstructionsType' as const,
  bankAccount: null,
  texts: texts('placeholder', (language) =>
    language === 'KOR' ? PLACEHOLDER_KO : `Example Bank (${language})`,
  ),
  placeholderLanguages: ['ENG', 'JPN', 'CHN', 'KOR'],
};

const names = (language: 'ENG' | 'KOR', bankName: string, accountHolder: string) => ({
  __typename: 'BankNames' as const,
  language,
  bankName,
  accountHolder,
});

const saved = {
  __typename: 'PaymentInstructionsType' as const,
  bankAccount: {
    __typename: 'BankAccountType' as const,
    accountNumber: '110-123-456789',
    swift: 'SHBKKRSE',
    transferFees: 'shared',
    names: [names('ENG', 'Shinhan Bank', 'K-Culture Co.'), names('KOR', '신한은행', '(주)케이컬처')],
  },
  texts: texts('back_office', (language) => `Shinhan Bank 110-123-456789 (${language})`),
  placeholderLanguages: [],
};

const current = (answer: unknown) => ({
  request: { query: PaymentInstructionsDocument },
  result: { data: { paymentInstructions: answer } },
});

const onlinePayment = (enabled: boolean) => ({
  request: { query: OnlinePaymentSettingsDocument },
  result: {
    data: {
      onlinePaymentSettings: {
        __typename: 'OnlinePaymentSettings',
        enabled,
        storeId: enabled ? 'store-4f1c2d' : null,
        methods: enabled ? ['card', 'alipay', 'wechatpay'] : [],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const rate = (currency: string, source: 'source' | 'staff', krwPerUnit: number, shown = true) => ({
  __typename: 'AdminExchangeRateType' as const,
  currency,
  source,
  krwPerUnit,
  date: '2026-11-27',
  shown,
  updatedAt: '2026-11-27T15:10:00.000Z',
});

const exchangeRates = (rates: ReturnType<typeof rate>[] = []) => ({
  request: { query: AdminExchangeRatesDocument },
  result: { data: { adminExchangeRates: rates } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

async function renderSection(
  mocks: RenderOptions['mocks'],
  language?: 'ENG',
  online: ReturnType<typeof onlinePayment> = onlinePayment(false),
  rates: ReturnType<typeof exchangeRates> = exchangeRates(),
) {
  if (language) window.localStorage.setItem('adminLanguage', language);
  mocks = [...(mocks ?? []), online, rates];
  const result = await renderWithProviders(
    <AdminI18nProvider>
      <SettingsSection />
    </AdminI18nProvider>,
    { route: '/admin?section=settings', mocks },
  );
  return result;
}

describe('the settings section: payment instructions', () => {
  afterEach(() => window.localStorage.clear());

  it('says what guests read now and where it comes from (Korean), the placeholder marked', async () => {
    await renderSection([current(placeholder)]);

    expect(await screen.findByRole('form', { name: '결제 안내' })).toBeInTheDocument();
    const now = screen.getByRole('heading', { name: '현재 고객에게 표시되는 내용' });
    expect(now).toBeInTheDocument();
    const korean = screen.getByText(PLACEHOLDER_KO, { exact: false });
    expect(korean).toHaveTextContent('임시 계좌: 실제 계좌가 아닙니다');
    expect(screen.getByRole('group', { name: '영어' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '한국어' })).toHaveTextContent(
      '비워 두면 이 언어의 고객에게 영어 이름이 표시됩니다.',
    );
    // Nothing stored: nothing to remove.
    expect(screen.queryByRole('button', { name: '계좌 정보 삭제' })).not.toBeInTheDocument();
  });

  it("refuses the placeholder number and a language's half-given names with the domain's rules", async () => {
    const { user } = await renderSection([current(placeholder)], 'ENG');
    await screen.findByRole('form', { name: 'Payment instructions' });

    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '000-000000-00-000');
    await user.type(screen.getByRole('textbox', { name: 'SWIFT/BIC' }), 'SHINHAN');
    const english = screen.getByRole('group', { name: 'English' });
    await user.type(within(english).getByRole('textbox', { name: 'Bank name' }), 'Shinhan Bank');
    const japanese = screen.getByRole('group', { name: 'Japanese' });
    await user.type(within(japanese).getByRole('textbox', { name: 'Bank name' }), '新韓銀行');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(/This is the placeholder account number \(all zeros\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'SWIFT/BIC' })).toHaveAccessibleDescription(
      expect.stringContaining("Enter the bank's SWIFT/BIC: 8 or 11 letters and digits"),
    );
    expect(within(english).getByRole('textbox', { name: 'Account holder' })).toHaveAccessibleDescription(
      "Please enter the account holder's name.",
    );
    expect(within(japanese).getByRole('textbox', { name: 'Account holder' })).toHaveAccessibleDescription(
      "Please enter the account holder's name.",
    );
    // A language left blank is fine.
    expect(
      within(screen.getByRole('group', { name: 'Korean' })).getByRole('textbox', { name: 'Bank name' }),
    ).not.toHaveAccessibleDescription();
  });

  it('saves the account as the server takes it (SWIFT upper-cased, blank languages left out)', async () => {
    const mutation = {
      request: {
        query: SetPaymentInstructionsDocument,
        variables: {
          bankAccount: {
            accountNumber: '110-123-456789',
            swift: 'SHBKKRSE',
            transferFees: 'shared',
            names: [
              { language: 'ENG', bankName: 'Shinhan Bank', accountHolder: 'K-Culture Co.' },
              { language: 'KOR', bankName: '신한은행', accountHolder: '(주)케이컬처' },
            ],
          },
        },
      },
      result: { data: { setPaymentInstructions: saved } },
    };
    const { user } = await renderSection([current(placeholder), mutation, current(saved)], 'ENG');
    await screen.findByRole('form', { name: 'Payment instructions' });

    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '110-123-456789');
    await user.type(screen.getByRole('textbox', { name: 'SWIFT/BIC' }), 'shbk kr se');
    await pickOption(user, 'Who pays the transfer fees', 'Shared (each side pays its own bank)');
    const group = (name: string) => screen.getByRole('group', { name });
    await user.type(within(group('English')).getByRole('textbox', { name: 'Bank name' }), 'Shinhan Bank');
    await user.type(
      within(group('English')).getByRole('textbox', { name: 'Account holder' }),
      'K-Culture Co.',
    );
    await user.type(within(group('Korean')).getByRole('textbox', { name: 'Bank name' }), '신한은행');
    await user.type(within(group('Korean')).getByRole('textbox', { name: 'Account holder' }), '(주)케이컬처');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Payment instructions saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Shinhan Bank 110-123-456789 (KOR)', { exact: false })).toHaveTextContent(
        'The bank account above',
      ),
    );
    expect(screen.getByRole('button', { name: 'Remove the bank account' })).toBeInTheDocument();
  });

  it('says whether guests pay online and which methods are live, never a secret', async () => {
    await renderSection([current(placeholder)], 'ENG', onlinePayment(true));
    const panel = await screen.findByRole('region', { name: 'Online payment' });
    expect(
      await within(panel).findByText('On, through PortOne (store store-4f1c2d). Live methods:'),
    ).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cards (international and Korean)', 'Alipay', 'WeChat Pay']);
  });

  it('says online payment is off, and how to turn it on', async () => {
    await renderSection([current(placeholder)], 'ENG');
    const panel = await screen.findByRole('region', { name: 'Online payment' });
    expect(await within(panel).findByText(/Off: guests pay by bank transfer or on site/)).toBeInTheDocument();
  });
});

describe('the settings section: exchange rates', () => {
  afterEach(() => window.localStorage.clear());

  it("lists the stored rates with whether guests see them, and enters staff's rate for TWD", async () => {
    const sent: unknown[] = [];
    const twd = rate('TWD', 'staff', 42.5);
    const { user } = await renderSection(
      [
        current(placeholder),
        {
          request: { query: SetExchangeRateDocument, variables: { currency: 'TWD', krwPerUnit: 42.5 } },
          result: (variables: unknown) => {
            sent.push(variables);
            return { data: { setExchangeRate: [rate('JPY', 'source', 9.52), twd] } };
          },
        },
      ],
      'ENG',
      onlinePayment(false),
      exchangeRates([rate('JPY', 'source', 9.52), rate('USD', 'source', 1428.57, false)]),
    );
    const table = await screen.findByRole('table', { name: 'Exchange rates' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'JPY9.522026-11-27Daily reference ratesYes',
      'USD1,428.572026-11-27Daily reference ratesNo',
    ]);

    const form = screen.getByRole('form', { name: 'Enter a rate' });
    const field = within(form).getByRole('textbox', { name: 'KRW per unit' });
    await user.type(field, '0');
    await user.click(within(form).getByRole('button', { name: 'Save the rate' }));
    expect(
      await within(form).findByText('Enter how many won one unit is worth (above 0).'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '42,5');
    await user.click(within(form).getByRole('button', { name: 'Save the rate' }));
    expect(await screen.findByText('Rate of TWD saved')).toBeInTheDocument();
    expect(sent).toEqual([{ currency: 'TWD', krwPerUnit: 42.5 }]);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByRole('button', { name: 'Remove the rate of TWD' })).toBeInTheDocument();
  });

  it('says in Korean when there is no rate yet', async () => {
    await renderSection([current(placeholder)]);
    expect(await screen.findByRole('heading', { name: '환율' })).toBeInTheDocument();
    expect(
      await screen.findByText('아직 환율이 없습니다. 고객에게는 원화 가격만 표시됩니다.'),
    ).toBeInTheDocument();
  });
});
