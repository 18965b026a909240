import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from '@/components/ui';
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

/**
 * Tabs forwards and back a few times, presses Escape and presses outside: the overlay stays and the
 * focus never leaves it. (In jsdom user-event's file dialog leaves the focus on the body at first;
 * Radix's focus guards bring the first Tab back into the overlay.)
 */
async function expectFocusKeptIn(
  user: Awaited<ReturnType<typeof renderWithProviders>>['user'],
  overlay: HTMLElement,
) {
  for (const shift of [false, false, false, true, true]) {
    await user.tab({ shift });
    expect(overlay).toHaveFocus();
  }
  await user.keyboard('{Escape}');
  fireEvent.pointerDown(document.body);
  expect(overlay).toBeInTheDocument();
  expect(overlay).toHaveFocus();
}

describe('ImageUploadField', () => {
  it('puts several images in order (earlier / later) and removes one', async () => {
    const { user } = await renderWithProviders(
      <Field max={5} initial={['/api/images/a.webp', '/api/images/b.webp', '/api/images/c.webp']} />,
    );
    const order = () =>
      within(screen.getByRole('list', { name: 'Photos: chosen images' }))
        .getAllByRole('img')
        .map((img) => img.getAttribute('src'));
    expect(screen.getByRole('button', { name: 'Move Photos 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Photos 3 later' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Photos 3 earlier' }));
    expect(order()).toEqual(['/api/images/a.webp', '/api/images/c.webp', '/api/images/b.webp']);
    await user.click(screen.getByRole('button', { name: 'Move Photos 1 later' }));
    expect(order()).toEqual(['/api/images/c.webp', '/api/images/a.webp', '/api/images/b.webp']);
    await user.click(screen.getByRole('button', { name: 'Remove Photos 2' }));
    expect(order()).toEqual(['/api/images/c.webp', '/api/images/b.webp']);
  });

  it('offers no reordering for a single image', async () => {
    await renderWithProviders(<Field initial={['/api/images/a.webp']} />);
    expect(screen.queryByRole('button', { name: /earlier|later/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Photos' })).toBeInTheDocument();
  });

  it('refuses an 11 MB file before any request, saying its size', async () => {
    const { user } = await renderWithProviders(<Field />);
    await user.upload(screen.getByLabelText('Photos'), png('big.png', 11 * 1024 * 1024));
    expect(await screen.findByText('File size cannot exceed 10MB (big.png: 11.0MB).')).toBeInTheDocument();
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('names every file refused for its size in one toast, with their sizes', async () => {
    const { user } = await renderWithProviders(<Field max={3} />);
    await user.upload(screen.getByLabelText('Photos'), [
      png('big.png', 11 * 1024 * 1024),
      png('huge.png', 12.5 * 1024 * 1024),
    ]);
    const notifications = screen.getByRole('region', { name: 'Notifications (F8)' });
    const toast = await within(notifications).findByRole('listitem');
    expect(toast).toHaveTextContent('Upload failed');
    expect(toast).toHaveTextContent('File size cannot exceed 10MB (big.png: 11.0MB, huge.png: 12.5MB).');
    expect(within(notifications).getAllByRole('listitem')).toHaveLength(1);
    expect(uploads).toHaveLength(0);
  });

  it('uploads the fine files of a mixed selection; the one toast at the end names the refused one', async () => {
    const { user } = await renderWithProviders(<Field max={3} />);
    await user.upload(screen.getByLabelText('Photos'), [png('big.png', 11 * 1024 * 1024), png('a.png')]);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(uploads.map((u) => u.file.name)).toEqual(['a.png']);
    await act(async () => uploads[0].finish(stored('a')));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    const notifications = screen.getByRole('region', { name: 'Notifications (F8)' });
    const toast = await within(notifications).findByRole('listitem');
    expect(toast).toHaveTextContent('Image upload complete');
    expect(toast).toHaveTextContent('Not uploaded: File size cannot exceed 10MB (big.png: 11.0MB).');
    expect(within(notifications).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['/api/images/a.webp']);
  });

  it('says both when the fine files then fail to upload', async () => {
    const { user } = await renderWithProviders(<Field max={3} />);
    await user.upload(screen.getByLabelText('Photos'), [png('a.png'), png('big.png', 11 * 1024 * 1024)]);
    await act(async () => uploads[0].fail());
    const notifications = screen.getByRole('region', { name: 'Notifications (F8)' });
    const toast = await within(notifications).findByRole('listitem');
    expect(toast).toHaveTextContent('Upload failed');
    expect(toast).toHaveTextContent(
      'Image upload failed, please try again. File size cannot exceed 10MB (big.png: 11.0MB).',
    );
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

  it('keeps the focus in the overlay while uploading: Tab never reaches Save behind it', async () => {
    const { user } = await renderWithProviders(
      <>
        <Field />
        <button type="button">Save</button>
      </>,
    );
    const input = screen.getByLabelText('Photos');
    await user.upload(input, png('palace.png'));
    const overlay = await screen.findByRole('alertdialog', { name: 'Uploading image... please wait' });
    await expectFocusKeptIn(user, overlay);
    expect(screen.getByText('Save')).not.toHaveFocus();

    await act(async () => uploads[0].finish(stored('palace')));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The focus comes back to the field; the page is usable again.
    await waitFor(() => expect(input).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('blocks over the modal dialog that holds the field, which stays open', async () => {
    function InDialog() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onOpenChange={setOpen} title="New slide">
          <Field />
          <button type="button">Save</button>
        </Dialog>
      );
    }
    const { user } = await renderWithProviders(<InDialog />);
    const dialog = screen.getByRole('dialog', { name: 'New slide' });
    await user.upload(within(dialog).getByLabelText('Photos'), png('palace.png'));
    const overlay = await screen.findByRole('alertdialog', { name: 'Uploading image... please wait' });
    expect(dialog.contains(overlay)).toBe(false);
    await expectFocusKeptIn(user, overlay);
    // Escape went to the overlay, not to the dialog under it.
    expect(screen.getByRole('dialog', { name: 'New slide', hidden: true })).toBeInTheDocument();

    await act(async () => uploads[0].finish(stored('palace')));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await within(dialog).findByRole('img', { name: 'Photos preview' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Photos')).toHaveFocus());
    // Escape closes the layers on top one by one: the success toast, then the dialog.
    const notifications = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(within(notifications).getByText('Image upload complete')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(notifications).queryByText('Image upload complete')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'New slide' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
