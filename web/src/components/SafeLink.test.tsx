import { render, screen } from '@testing-library/react';
import { SafeLink } from './SafeLink';

describe('SafeLink', () => {
  it('links a safe target and shows an unsafe one as text only', () => {
    render(
      <>
        <SafeLink href="/experiences?category=Tour" />
        <SafeLink href="/\evil.example" />
        <SafeLink href="javascript:alert(1)" />
      </>,
    );
    expect(screen.getByRole('link', { name: '/experiences?category=Tour' })).toHaveAttribute(
      'href',
      '/experiences?category=Tour',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('/\\evil.example').tagName).toBe('SPAN');
    expect(screen.getByText('javascript:alert(1)').tagName).toBe('SPAN');
  });
});
