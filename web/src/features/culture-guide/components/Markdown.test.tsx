import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { Markdown } from './Markdown';

const render = (source: string) => renderWithProviders(<Markdown source={source} />);

describe('article markdown', () => {
  it('renders headings (the top one as h2), paragraphs, lists, quotes, rules and inline styles', async () => {
    const { container } = await render(
      [
        '### Top',
        '',
        'One',
        'line with **bold**, _italic_ and `code`.',
        '',
        '- a',
        '- b',
        '',
        '3. x',
        '4. y',
        '',
        '#### Below',
        '',
        '> Tip: *go*',
        '',
        '---',
      ].join('\n'),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Top' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Below' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('italic').tagName).toBe('EM');
    expect(screen.getByText('code').tagName).toBe('CODE');
    const [bullets, numbers] = screen.getAllByRole('list');
    expect(
      within(bullets)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a', 'b']);
    expect(numbers).toHaveAttribute('start', '3');
    expect(container.querySelector('blockquote em')).toHaveTextContent('go');
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('links same-site paths in the app and others in a new tab; unsafe links keep only their words', async () => {
    await render(
      'See [our guide](/culture-guide/2), the [city site](https://english.seoul.go.kr) and ' +
        '[click me](javascript:alert(1)) or [this](data:text/html,hi) or [that](//evil.example).',
    );
    expect(screen.getByRole('link', { name: 'our guide' })).toHaveAttribute('href', '/culture-guide/2');
    const external = screen.getByRole('link', { name: 'city site (opens in a new tab)' });
    expect(external).toHaveAttribute('href', 'https://english.seoul.go.kr/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText(/click me or this or that\.$/)).toBeInTheDocument();
  });

  it('shows raw HTML as text and renders no images', async () => {
    const { container } = await render(
      '<script>alert("xss")</script> <img src=x onerror="alert(1)">\n\n![pixel](https://tracker.example/p.gif) stays',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<script>alert\("xss"\)<\/script>/)).toBeInTheDocument();
    expect(screen.getByText(/stays/)).toBeInTheDocument();
  });
});
