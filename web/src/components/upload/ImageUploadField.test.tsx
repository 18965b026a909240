import { useState } from 'react';
import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ImageUploadField } from '.';

const realFetch = globalThis.fetch;
let uploads: Array<{ file: File; finish: (answer: object, status?: number) => void }>;

beforeEach(() => {
  uploads = [];
  globalThis.fetch = jest.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        uploads.push({
          file: (init!.body as FormData).get('0') as File,
          finish: (answer, status = 200) =>
            resolve({ ok: status < 400, status, json: async () => answer } as Response),
        });
      }),
  ) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

const png = (name: string, size?: number) => {
  const file = new File(['png'], name, { type: 'image/png' });
  if (size) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const stored = (name: string) => ({
  data: {
    uploadImage: { imageUrl: `/api/images/${name}.webp`, filename: `${name}.webp`, width: 8, height: 6 },
  },
});

function Field({ max, initial = [] }: { max?: number; initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return <ImageUploadField label="Photos" value={value} onChange={setValue} max={max} />;
}

describe('ImageUploadField', () => {
  it('refuses an 11 MB file before any request, saying its size', async () => {
    const { user } = await renderWithProviders(<Field />);
    await user.upload(screen.getByLabelText('Photos'), png('big.png', 11 * 1024 * 1024));
    expect(await screen.findByText('File size cannot exceed 10MB (big.png: 11.0MB).')).toBeInTheDocument();
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('takes exactly 10 MB (10485760 bytes)', async () => {
    const { user } = await renderWithProviders(<Field />);
    await user.upload(screen.getByLabelText('Photos'), png('edge.png', 10485760));
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });

  it('covers the page while uploading, then shows the preview; remove takes it away', async () => {
    const { user } = await renderWithProviders(<Field />);
    await user.upload(screen.getByLabelText('Photos'), png('palace.png'));
    const overlay = await screen.findByRole('alertdialog', { name: 'Uploading image... please wait' });
    expect(within(overlay).getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(screen.getByLabelText('Photos')).toBeDisabled();
    expect(uploads[0].file.name).toBe('palace.png');

    await act(async () => uploads[0].finish(stored('palace')));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Image upload complete')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photos preview' })).toHaveAttribute(
      'src',
      '/api/images/palace.webp',
    );

    await user.click(screen.getByRole('button', { name: 'Remove Photos' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('speaks Korean: the overlay, the size refusal and the toasts', async () => {
    const { user } = await renderWithProviders(<Field max={2} />, { locale: 'ko' });
    await user.upload(screen.getByLabelText('Photos'), [png('big.png', 11 * 1024 * 1024)]);
    expect(
      await screen.findByText('파일 크기는 10MB를 초과할 수 없습니다 (big.png: 현재 11.0MB).'),
    ).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Photos'), [png('a.png')]);
    expect(
      await screen.findByRole('alertdialog', { name: '이미지 업로드 중... 잠시만 기다려주세요' }),
    ).toBeInTheDocument();
    await act(async () => uploads[0].finish({}, 500));
    expect(await screen.findByText('이미지 업로드에 실패했습니다. 다시 시도해 주세요.')).toBeInTheDocument();
  });

  it("shows the server's refusal, or a generic failure", async () => {
    const { user } = await renderWithProviders(<Field />);
    await user.upload(screen.getByLabelText('Photos'), png('odd.png'));
    await act(async () =>
      uploads[0].finish(
        { errors: [{ message: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.' }] },
        400,
      ),
    );
    expect(
      await screen.findByText('Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('uploads several at once up to the maximum, and refuses more without a request', async () => {
    const { user } = await renderWithProviders(<Field max={3} initial={['/api/images/one.webp']} />);
    const input = screen.getByLabelText('Photos');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png')]);
    expect(await screen.findByText('At most 3 images; 2 more can be added.')).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();

    await user.upload(input, [png('a.png'), png('b.png')]);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Image 1 of 2');
    await act(async () => uploads[0].finish(stored('a')));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Image 2 of 2');
    await act(async () => uploads[1].finish(stored('b')));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '/api/images/one.webp',
      '/api/images/a.webp',
      '/api/images/b.webp',
    ]);
    expect(input).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Photos 1' }));
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(input).toBeEnabled();
  });
});
