import { fakeFailure } from '@forecourt/flows-core/testing';
import type { PortalType } from '@forecourt/validators';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import english from '../../../public/i18n/en.json';
import { renderRoute } from '../../test/render-route.tsx';
import { createStoryUserService } from '../../test/story-service.ts';
import { IdLoginScreen } from './id-login-screen.tsx';

const open = (type: PortalType = 'customer') =>
  renderRoute({
    path: '/id-login/$type',
    url: `/id-login/${type}`,
    component: IdLoginScreen,
    api: createStoryUserService(type),
  });

// Later steps are lazy chunks: give them time on a busy machine.
const wait = { timeout: 10_000 };
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name }, wait);
const idNumber = () => screen.findByRole('textbox', { name: /^Id Number/ }, wait);
const validId = '9001015800088';

describe('IdLoginScreen', () => {
  it('signs in with an ID number: captcha, channel, code, then the portal of the type', async () => {
    const user = userEvent.setup();
    const { api, redirects } = await open('dealer-group');
    expect(await stepHeading('Enter your ID number')).toBeVisible();
    await user.type(await idNumber(), validId);
    await user.click(screen.getByRole('button', { name: 'Development captcha: select to verify' }));
    await user.click(screen.getByRole('button', { name: 'Sign in With Id' }));

    expect(await stepHeading('Where should we send your code?')).toBeVisible();
    // The ID number stays on show, read-only and masked as the registration masks it, on the
    // later steps (GUIDE-43).
    expect(await idNumber()).toHaveValue('900101*****88');
    expect(await idNumber()).toHaveAttribute('readonly');
    await user.click(screen.getByRole('radio', { name: /^Mobile/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await stepHeading('Enter the code we sent you')).toBeVisible();
    expect(await idNumber()).toHaveValue('900101*****88');
    await user.type(screen.getByRole('textbox', { name: /6-digit code/ }), '123456');

    await expect.poll(() => redirects, wait).toEqual(['http://127.0.0.1:4302/home/story-kid']);
    const names = api.calls.map((call) => call.name);
    expect(names).toEqual(['idLoginCheck', 'otpIdLoginCheck', 'validateAndIdLogin']);
    expect(api.calls[0]?.request).toMatchObject({ idNumber: validId, role: 'dealergroup' });
    expect(api.calls[1]?.request).toMatchObject({ preferredComm: 'mobile' });
    expect(api.calls[2]?.request).toMatchObject({ otp: '123456' });
  });

  it('marks an invalid ID number on the field and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = await open();
    await user.type(await idNumber(), '123');
    await user.click(screen.getByRole('button', { name: 'Development captcha: select to verify' }));
    await user.click(screen.getByRole('button', { name: 'Sign in With Id' }));
    const field = await idNumber();
    await expect.poll(() => field.getAttribute('aria-invalid'), wait).toBe('true');
    expect(field).toHaveAccessibleDescription(/ID must be 13 digits long/);
    expect(api.calls).toEqual([]);
  });

  it('stays on the first step and says why when no profile has the ID number', async () => {
    const user = userEvent.setup();
    const { api, redirects } = await open();
    api.answer('idLoginCheck', fakeFailure('not_found', 'No profile.'));
    await user.type(await idNumber(), validId);
    await user.click(screen.getByRole('button', { name: 'Development captcha: select to verify' }));
    await user.click(screen.getByRole('button', { name: 'Sign in With Id' }));
    expect(await screen.findByText(english['error.not_found'], {}, wait)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Enter your ID number');
    expect(redirects).toEqual([]);
  });
});
