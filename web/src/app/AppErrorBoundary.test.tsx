import { screen } from '@testing-library/react';
import { expectConsole } from '@/testing/console';
import { renderWithProviders } from '@/testing/render';

function Broken(): never {
  throw new Error('render failure');
}

describe('AppErrorBoundary', () => {
  it('replaces a crashed interface with the plain text "Something went wrong"', async () => {
    // The boundary reports the crash, and so does React for the error a boundary caught.
    expectConsole('error', /^Unhandled UI error Error: render failure/);
    expectConsole('error', 'The above error occurred in the <Broken> component.');
    await renderWithProviders(<Broken />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Something went wrong$/);
  });

  it('renders its children when nothing fails', async () => {
    await renderWithProviders(<p>All good</p>);
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
