import { screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render';
import { initials } from './TeamCard';

describe('about page', () => {
  it('shows the hero, mission, three values and the four-person team', async () => {
    await renderApp({ route: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(document.title).toBe('About us | K-Culture Booking');
    expect(screen.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument();

    const values = within(screen.getByRole('region', { name: 'What we value' }));
    expect(values.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Storytelling',
      'Discover',
      'Empathy',
    ]);

    const team = within(screen.getByRole('region', { name: 'Meet the team' }));
    const members = team.getAllByRole('listitem');
    expect(members).toHaveLength(4);
    expect(within(members[0]).getByRole('heading', { name: 'Jiyoon Park' })).toBeInTheDocument();
    expect(members[0]).toHaveTextContent('JP');
    expect(members[0]).toHaveTextContent('Head of Experiences');
  });

  it('makes initials for the avatars', () => {
    expect(initials('Jiyoon Park')).toBe('JP');
    expect(initials(' daniel  choi ')).toBe('DC');
    expect(initials('Sora')).toBe('S');
  });
});
