import { screen, within } from '@testing-library/react';
import { useFormik } from 'formik';
import { experienceErrorSummary, ValidationError } from '@domain/schemas/experience';
import { AdminForm } from '@/components/form/AdminForm';
import { renderWithProviders } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { useItemLabels, useItemSchema } from '../hooks/useItemSchema';
import { emptyItem, type ItemFormValues } from '../itemForm';
import { LocationTab } from './LocationTab';

/** The Location tab in a form that checks with the item schema, as the editor does on save. */
function Harness({ initial }: { initial: Partial<ItemFormValues> }) {
  const { schema, messages } = useItemSchema();
  const labels = useItemLabels();
  const formik = useFormik<ItemFormValues>({
    initialValues: { ...emptyItem(), ...initial },
    validate: (values) => {
      try {
        schema.validateSync(values, { abortEarly: false });
        return {};
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        return experienceErrorSummary(error, messages, labels).fields;
      }
    },
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: () => {},
  });
  return (
    <AdminForm formik={formik} label="Item" idPrefix="item" confirmLeave={false}>
      <LocationTab />
      <button type="button" onClick={() => void formik.submitForm()}>
        check
      </button>
    </AdminForm>
  );
}

async function renderTab(language: 'ENG' | 'KOR', initial: Partial<ItemFormValues> = {}) {
  window.localStorage.setItem('adminLanguage', language);
  const result = await renderWithProviders(
    <AdminI18nProvider>
      <Harness initial={{ language: ['CHS'], title: '景福宫', ...initial }} />
    </AdminI18nProvider>,
  );
  await screen.findByRole('form', { name: 'Item' });
  return result;
}

describe('item location tab', () => {
  afterEach(() => window.localStorage.clear());

  it('fills both coordinates from a pasted "latitude, longitude" and links to the spot', async () => {
    const { user } = await renderTab('ENG');
    await user.click(screen.getByLabelText('Latitude'));
    await user.paste('37.5796, 126.9770');
    expect(screen.getByLabelText('Latitude')).toHaveValue('37.5796');
    expect(screen.getByLabelText('Longitude')).toHaveValue('126.9770');
    expect(screen.getByRole('link', { name: 'Check the spot on a map' })).toHaveAttribute(
      'href',
      `https://map.kakao.com/link/map/${encodeURIComponent('景福宫')},37.5796,126.977`,
    );
    // The preview is what a guest of the item's language gets: Amap first for Simplified Chinese.
    const preview = within(screen.getByRole('navigation', { name: 'Map links preview' }));
    expect(preview.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Amap',
      'Naver Map',
      'Kakao Map',
      'Google Maps',
    ]);
    // A single number is typed as usual.
    await user.clear(screen.getByLabelText('Longitude'));
    await user.click(screen.getByLabelText('Longitude'));
    await user.paste('126.98');
    expect(screen.getByLabelText('Longitude')).toHaveValue('126.98');
  });

  it('refuses coordinates outside South Korea, in Korean, and a Korean address without Hangul', async () => {
    const { user } = await renderTab('KOR', { latitude: '35.6812', longitude: '139.7671' });
    await user.type(screen.getByLabelText('한국어 주소'), 'Sajik-ro 161');
    await user.click(screen.getByRole('button', { name: 'check' }));
    expect(
      await screen.findByText('좌표는 대한민국 안이어야 합니다 (위도 33.0–38.7, 경도 124.5–132.0).'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('한국어 주소는 택시 기사님이 읽을 수 있도록 한글로 입력해 주세요.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('경도'));
    await user.type(screen.getByLabelText('경도'), '126.977');
    await user.clear(screen.getByLabelText('한국어 주소'));
    await user.type(screen.getByLabelText('한국어 주소'), '서울특별시 종로구 사직로 161');
    await user.click(screen.getByRole('button', { name: 'check' }));
    expect(screen.queryByText(/좌표는 대한민국 안이어야 합니다/)).not.toBeInTheDocument();
    expect(screen.queryByText(/한글로 입력해 주세요/)).not.toBeInTheDocument();
  });
});
