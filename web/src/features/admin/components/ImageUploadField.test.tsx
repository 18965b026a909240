import { useState } from 'react';
import { screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { AdminI18nProvider } from '@/features/admin/i18n/AdminI18nProvider';
import { renderWithProviders } from '@/testing/render';
import { ImageUploadField } from './ImageUploadField';

function Field() {
  const [url, setUrl] = useState('');
  return <ImageUploadField label="Popup image" value={url} onChange={setUrl} />;
}

describe('admin image upload field', () => {
  afterEach(() => {
    window.localStorage.clear();
    Reflect.deleteProperty(globalThis, 'fetch');
  });

  async function renderField() {
    window.localStorage.setItem('adminLanguage', 'ENG');
    return renderWithProviders(
      <AdminI18nProvider>
        <Field />
      </AdminI18nProvider>,
    );
  }

  it('refuses a file over 10MB before sending it, with its size', async () => {
    const fetchMock = jest.fn();
    Object.assign(globalThis, { fetch: fetchMock });
    const { user } = await renderField();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Popup image'), big);
    expect(await screen.findByText('File size cannot exceed 10MB.')).toBeInTheDocument();
    expect(screen.getByText('The file is 10.0MB.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows the server's refusal in the failure toast", async () => {
    const answer = { errors: [{ message: 'This file is not a supported image.' }] };
    Object.assign(globalThis, { fetch: async () => ({ ok: false, status: 400, json: async () => answer }) });
    const { user } = await renderField();
    await user.upload(
      await screen.findByLabelText('Popup image'),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('This file is not a supported image.')).toBeInTheDocument();
  });

  it('blocks the page with a notice while the image uploads', async () => {
    let answer: (value: unknown) => void = () => {};
    const uploaded = { data: { uploadImage: { imageUrl: '/api/images/a.webp', filename: 'a.webp' } } };
    Object.assign(globalThis, { fetch: () => new Promise((resolve) => (answer = resolve)) });
    const { user } = await renderField();
    await user.upload(
      await screen.findByLabelText('Popup image'),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Uploading image... please wait')).toBeInTheDocument();
    expect(screen.getByLabelText('Popup image')).toBeDisabled();
    answer({ ok: true, status: 200, json: async () => uploaded });
    expect(await screen.findByRole('img', { name: 'Popup image preview' })).toHaveAttribute(
      'src',
      '/api/images/a.webp',
    );
    expect(screen.queryByText('Uploading image... please wait')).toBeNull();
  });
});
