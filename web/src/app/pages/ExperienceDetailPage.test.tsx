import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { subscribeSchedule } from '@/features/booking/scheduleBridge';
import { ExperienceDetailDocument } from '@/generated/graphql';
import { detail } from '@/testing/experienceFixtures';
import { renderApp } from '@/testing/render';

describe('experience detail page', () => {
  it("wires Schedule to the booking feature's bridge with the experience id", async () => {
    const opened = jest.fn();
    const unsubscribe = subscribeSchedule(opened);
    const { user } = await renderApp({
      route: '/experiences/12',
      mocks: [
        {
          request: { query: ExperienceDetailDocument, variables: { id: 12 } },
          result: { data: { experience: detail({ id: 12 }) } },
        },
      ],
    });
    const bar = within(await screen.findByRole('region', { name: 'Booking' }));
    await user.click(bar.getByRole('button', { name: 'Schedule' }));
    expect(opened).toHaveBeenCalledWith(12);
    unsubscribe();
  });
});
