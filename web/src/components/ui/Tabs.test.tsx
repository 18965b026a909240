import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { Tabs } from './Tabs';

const items = [
  { id: 'basics', label: 'Basics', content: <input aria-label="Title" /> },
  { id: 'price', label: 'Price', content: <p>Price panel</p> },
  { id: 'images', label: 'Images', content: <p>Images panel</p> },
];

function Controlled() {
  const [tab, setTab] = useState('basics');
  return (
    <>
      <button onClick={() => setTab('images')}>Jump to images</button>
      <output aria-label="Current tab">{tab}</output>
      <Tabs label="Item sections" items={items} value={tab} onValueChange={setTab} />
    </>
  );
}

describe('Tabs', () => {
  it('moves and selects with arrow keys, Home and End; one tab stop; labelled panels', async () => {
    const { user } = await renderWithProviders(<Tabs label="Item sections" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Item sections' })).toBeInTheDocument();
    const basics = screen.getByRole('tab', { name: 'Basics' });
    expect(basics).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Basics' })).toBeVisible();

    await user.tab();
    expect(basics).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Price' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Price' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Price' })).toHaveTextContent('Price panel');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(basics).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the list for the panel: only one tab is in the Tab order.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Basics' })).toHaveFocus();
  });

  it('keeps hidden panels mounted so form fields keep their values', async () => {
    const { user } = await renderWithProviders(<Tabs label="Item sections" items={items} />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Hanbok');
    await user.click(screen.getByRole('tab', { name: 'Price' }));
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Basics' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Hanbok');
  });

  it('follows a controlled value, so a form or the URL can choose the tab', async () => {
    const { user } = await renderWithProviders(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Jump to images' }));
    expect(screen.getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Price' }));
    expect(screen.getByRole('status', { name: 'Current tab' })).toHaveTextContent('price');
  });
});
