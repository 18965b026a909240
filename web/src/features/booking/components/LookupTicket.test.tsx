import { screen, within } from '@testing-library/react';
import jsQR from 'jsqr';
import type { MockLink } from '@apollo/client/testing';
import { FindBookingDocument } from '@/generated/graphql';
import { lookedUp } from '@/testing/bookingFixtures';
import { renderWithProviders, type RenderWithUser } from '@/testing/render';
import { BookingLookup } from './BookingLookup';

// Issue 39 point 1: the look-up page shows a confirmed booking's ticket (a QR code a phone can read, and
// the code in text), and no ticket for any other status.
const input = { email: 'mina@example.com', phone: '+819012345678', verificationCode: '482913' };
const CODE = 'T7KQ-M2XP-4D9R-8HJW-C5NA-W3E8-KQ2B-1Q';

const found = (booking = lookedUp()): MockLink.MockedResponse => ({
  request: { query: FindBookingDocument, variables: { input } },
  result: { data: { findBooking: booking } },
});

async function search(user: RenderWithUser['user']) {
  const form = within(screen.getByRole('form'));
  await user.type(form.getByLabelText('Email'), 'mina@example.com');
  await user.selectOptions(form.getByLabelText('Country code'), 'JP');
  await user.type(form.getByLabelText('Phone number'), '090-1234-5678');
  await user.type(form.getByLabelText('Verification code'), '482913');
  await user.click(form.getByRole('button', { name: 'Find booking' }));
}

/** What a camera would read of the SVG: its modules painted at 6 px each on white, then decoded. */
function readQr(svg: Element): string | null {
  const [, , size] = svg.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number];
  const scale = 6;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const path = svg.querySelector('path')!.getAttribute('d')!;
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1)
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
  }
  // The light quiet zone is there: the first row of modules is all white.
  expect(path).not.toMatch(/M\d+ [0-3]h/);
  return jsQR(pixels, width, width)?.data ?? null;
}

describe("the look-up page's ticket", () => {
  it('shows a confirmed booking’s QR code, which reads back as its ticket code, and the code in text', async () => {
    const { user } = await renderWithProviders(<BookingLookup />, {
      mocks: [found(lookedUp({ status: 'confirmed', ticketCode: CODE }))],
      userEventOptions: { delay: null },
    });
    await search(user);
    const ticket = within(await screen.findByRole('region', { name: 'Your ticket' }));
    expect(ticket.getByText('Show this at the meeting point.')).toBeInTheDocument();
    expect(ticket.getByLabelText('Ticket code')).toHaveTextContent(CODE);
    const qr = ticket.getByRole('img', { name: `Ticket QR code ${CODE}` });
    expect(qr.querySelector('rect')).toHaveAttribute('fill', '#ffffff');
    expect(readQr(qr)).toBe(CODE);
  });

  it('shows no ticket for a pending, awaiting-payment or cancelled booking', async () => {
    for (const status of ['pending', 'awaiting_payment', 'cancelled'] as const) {
      const { user, unmount } = await renderWithProviders(<BookingLookup />, {
        mocks: [found(lookedUp({ status, ticketCode: null }))],
        userEventOptions: { delay: null },
      });
      await search(user);
      await screen.findByRole('article', { name: 'DMZ Half-Day Tour' });
      expect(screen.queryByRole('region', { name: 'Your ticket' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('ticket-qr')).not.toBeInTheDocument();
      unmount();
    }
  });
});
