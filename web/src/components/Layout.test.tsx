import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { CardGrid } from './Layout';

/** The grid's columns as the style sheet gives them, without white space. */
const columns = (name: string) =>
  getComputedStyle(screen.getByRole('list', { name })).gridTemplateColumns.replace(/\s+/g, '');

describe('CardGrid', () => {
  it('lays cards out by breakpoint, or auto-fills columns of a minimum width (auto-fit with $fit)', async () => {
    await renderWithProviders(
      <>
        <CardGrid aria-label="breakpoints" />
        <CardGrid aria-label="slots" $minColumn="140px" $gap="sm" />
        <CardGrid aria-label="cards" $minColumn="240px" $fit />
      </>,
    );
    // jsdom has no viewport width: the phone layout, one column.
    expect(columns('breakpoints')).toBe('repeat(1,minmax(0,1fr))');
    expect(columns('slots')).toBe('repeat(auto-fill,minmax(min(140px,100%),1fr))');
    expect(columns('cards')).toBe('repeat(auto-fit,minmax(min(240px,100%),1fr))');
    expect(getComputedStyle(screen.getByRole('list', { name: 'slots' })).gap).toBe('8px');
  });
});
