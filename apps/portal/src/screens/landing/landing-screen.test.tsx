import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-route.tsx';
import { Landing } from './landing-screen.tsx';

describe('Landing', () => {
  it('offers the six sign-in entries of the spec in a Portals navigation', async () => {
    await renderScreen(Landing);
    const nav = await screen.findByRole('navigation', { name: 'Portals' });
    const links = [...nav.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/login/dealer',
      '/login/customer',
      '/login/dealer-group',
      '/login/dealer/admin',
      '/login/customer/admin',
      '/login/dealer-group/admin',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your portal' })).toBeVisible();
  });
});
