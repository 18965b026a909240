import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';

function Broken(): never {
  throw new Error('render failure');
}

describe('AppErrorBoundary', () => {
  it('replaces a crashed interface with the plain text "Something went wrong"', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithProviders(<Broken />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Something went wrong$/);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('renders its children when nothing fails', async () => {
    await renderWithProviders(<p>All good</p>);
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
