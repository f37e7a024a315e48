import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import afrikaans from '../../public/i18n/af.json';
import { LoginScreen } from '../screens/login/login-screen.tsx';
import { renderRoute } from '../test/render-route.tsx';

describe("ui-kit's own texts on the portal's screens", () => {
  it("come from the catalogue: the password toggle in Afrikaans, not the kit's English", async () => {
    await renderRoute({
      path: '/login/$type',
      url: '/login/customer',
      component: LoginScreen,
      catalogue: afrikaans,
    });
    const toggle = await screen.findByRole('button', { name: 'Wys wagwoord' });
    expect(toggle).toHaveTextContent('Wys');
    expect(screen.queryByRole('button', { name: /Show/ })).toBeNull();
  });
});
