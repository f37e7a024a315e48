import { fakeFailure } from '@forecourt/flows-core/testing';
import type { PortalType } from '@forecourt/validators';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import english from '../../../public/i18n/en.json';
import { renderRoute } from '../../test/render-route.tsx';
import { createStoryUserService } from '../../test/story-service.ts';
import { AdminLoginScreen } from './admin-login-screen.tsx';

const open = (type: PortalType = 'dealer') =>
  renderRoute({
    path: '/login/$type/admin',
    url: `/login/${type}/admin`,
    component: AdminLoginScreen,
    api: createStoryUserService(type),
  });

const wait = { timeout: 10_000 };

async function fillCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /^Username/ }, wait), 'sipho');
  await user.type(screen.getByRole('textbox', { name: /^Admin Username/ }), 'admin.thandi');
  await user.type(screen.getByLabelText(/^Admin Password/, { selector: 'input' }), 'Secret#2026');
  await user.click(screen.getByRole('button', { name: 'Development captcha: select to verify' }));
}

describe('AdminLoginScreen', () => {
  it("signs the admin in as the user and opens the user's admin home", async () => {
    const user = userEvent.setup();
    const { api, redirects } = await open('dealer');
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: english['flow.login.step.adminCredentials'],
      }),
    ).toBeVisible();
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expect
      .poll(() => redirects, wait)
      .toEqual(['http://127.0.0.1:4301/home/story-kid/admin']);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      name: 'adminLogin',
      request: {
        username: 'sipho',
        adminUsername: 'admin.thandi',
        adminPassword: 'Secret#2026',
        role: 'dealer',
      },
    });
  });

  it('stays on the form and says why when the service refuses', async () => {
    const user = userEvent.setup();
    const { api, redirects } = await open();
    api.answer('adminLogin', fakeFailure('credentials_invalid', 'Invalid admin credentials.'));
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(english['error.credentials_invalid'], {}, wait)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Admin Username/ })).toHaveValue('admin.thandi');
    expect(redirects).toEqual([]);
  });
});
