import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeUploads, type FakeUpload, type FakeUploads } from '@/testing/fakeUploads';
import { renderWithProviders } from '@/testing/render';
import { ImageUploadField } from '.';

let fake: FakeUploads;
let uploads: FakeUpload[];

beforeEach(() => {
  fake = installFakeUploads();
  uploads = fake.requests;
});
afterEach(() => fake.restore());

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
    expect(uploads).toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('takes exactly 10 MB (10485760 bytes)', async () => {
    const { user } = await renderWithProviders(<Field />);
    await user.upload(screen.getByLabelText('Photos'), png('edge.png', 10485760));
    expect(uploads).toHaveLength(1);
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

  it('shows the bytes sent of all the files together, and sends by the multipart upload spec', async () => {
    const { user } = await renderWithProviders(<Field max={2} />);
    // Two files of 300 and 100 bytes: 400 in all.
    await user.upload(screen.getByLabelText('Photos'), [png('a.png', 300), png('b.png', 100)]);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(uploads[0].url).toBe('/graphql');
    expect(uploads[0].headers['apollo-require-preflight']).toBe('true');
    expect(JSON.parse(uploads[0].body.get('map') as string)).toEqual({ 0: ['variables.file'] });

    // Half of the first request (its multipart envelope included) is half of that file: 150 of 400.
    await act(async () => uploads[0].progress(500, 1000));
    expect(bar).toHaveAttribute('aria-valuenow', '38');
    expect(bar).toHaveAttribute('aria-valuetext', '38%, image 1 of 2');
    expect(screen.getByRole('alertdialog')).toHaveTextContent('38%');

    await act(async () => uploads[0].finish(stored('a')));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    await act(async () => uploads[1].progress(1000, 1000));
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '100%, image 2 of 2');
    await act(async () => uploads[1].finish(stored('b')));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('says so when the connection fails', async () => {
    const { user } = await renderWithProviders(<Field />);
    await user.upload(screen.getByLabelText('Photos'), png('lost.png'));
    await act(async () => uploads[0].fail());
    expect(await screen.findByText('Image upload failed, please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
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
    expect(uploads).toHaveLength(0);

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
