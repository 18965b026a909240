import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render';
import { imageUrlFor } from './ImageTest';

describe('image test page', () => {
  it('builds /api/images/<name> from a picked sample and previews it', async () => {
    const { user } = await renderApp({ route: '/image-test' });
    expect(screen.getByRole('heading', { level: 1, name: '이미지 테스트' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'demo-slide-tour.webp' }));
    expect(screen.getByLabelText('파일 이름')).toHaveValue('demo-slide-tour.webp');
    await user.click(screen.getByRole('button', { name: '이미지 URL 생성' }));

    expect(screen.getByText('/api/images/demo-slide-tour.webp')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('이미지를 불러오는 중…');
    const preview = screen.getByRole('img', { name: /미리보기/ });
    expect(preview).toHaveAttribute('src', '/api/images/demo-slide-tour.webp');

    Object.defineProperty(preview, 'naturalWidth', { value: 1920 });
    Object.defineProperty(preview, 'naturalHeight', { value: 800 });
    fireEvent.load(preview);
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      '이미지를 불러왔습니다 (1920 × 800px).',
    );
  });

  it('reports a typed name that does not load, and asks for a name when empty', async () => {
    const { user } = await renderApp({ route: '/image-test' });
    await user.click(screen.getByRole('button', { name: '이미지 URL 생성' }));
    expect(screen.getByText('파일 이름을 입력하세요.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('파일 이름'), 'no-such file.webp');
    await user.click(screen.getByRole('button', { name: '이미지 URL 생성' }));
    expect(screen.getByText('/api/images/no-such%20file.webp')).toBeInTheDocument();
    fireEvent.error(screen.getByRole('img', { name: /미리보기/ }));
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      '이미지를 불러오지 못했습니다.',
    );
  });

  it('keeps only the file name of a pasted path', () => {
    expect(imageUrlFor(' /api/images/demo-a.webp ')).toBe('/api/images/demo-a.webp');
    expect(imageUrlFor('../../etc/passwd')).toBe('/api/images/passwd');
    expect(imageUrlFor('   ')).toBeNull();
  });
});
