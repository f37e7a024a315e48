import { fakeFailure } from '@forecourt/flows-core/testing';
import type { PortalType } from '@forecourt/validators';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import english from '../../../public/i18n/en.json';
import { renderRoute } from '../../test/render-route.tsx';
import { createStoryUserService } from '../../test/story-service.ts';
import { ForgotPasswordScreen } from './forgot-password-screen.tsx';

const open = (type: PortalType = 'customer') =>
  renderRoute({
    path: '/forgot-password/$type',
    url: `/forgot-password/${type}`,
    component: ForgotPasswordScreen,
    api: createStoryUserService(type),
  });

// Later steps are lazy chunks: give them time on a busy machine.
const wait = { timeout: 10_000 };
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name }, wait);
const field = (name: string) => screen.queryByRole('textbox', { name: new RegExp(`^${name}`) });
const findField = (name: string) =>
  screen.findByRole('textbox', { name: new RegExp(`^${name}`) }, wait);

describe('ForgotPasswordScreen', () => {
  it('asks for an ID number or a username; typing one hides the other and the divider', async () => {
    const user = userEvent.setup();
    await open();
    expect(await stepHeading('Enter your ID number or your username')).toBeVisible();
    expect(field('Id Number')).toBeVisible();
    expect(screen.getByText('Or', { exact: true })).toBeInTheDocument();
    await user.type(await findField('Username'), 'democustomer');
    expect(field('Id Number')).toBeNull();
    expect(screen.queryByText('Or', { exact: true })).toBeNull();
    await user.clear(await findField('Username'));
    await user.type(await findField('Id Number'), '9001015800088');
    expect(field('Username')).toBeNull();
  });

  it('resets the password from a username: channel, code with the new password, signed in', async () => {
    const user = userEvent.setup();
    const { api, redirects } = await open('dealer');
    await user.type(await findField('Username'), 'demodealer');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await stepHeading('Where should we send your code?')).toBeVisible();
    // The username found stays on show, read-only (the step's code loads once the call has left,
    // so it may show after the step's title).
    expect(await findField('Username')).toHaveValue('demodealer');
    expect(field('Username')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('radio', { name: /^Email/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await stepHeading('Enter the code and your new password')).toBeVisible();
    expect(await screen.findByText('Password requirements', {}, wait)).toBeVisible();
    await user.type(screen.getByLabelText(/^New Password/, { selector: 'input' }), 'Changed#2026a');
    await user.type(
      screen.getByLabelText(/^Verify Password/, { selector: 'input' }),
      'Changed#2026a',
    );
    // The sixth digit sends the code with the new password, both being valid.
    await user.type(screen.getByRole('textbox', { name: /6-digit code/ }), '123456');

    expect(await stepHeading('Your password has been changed')).toBeVisible();
    expect(screen.getByText(english['forgotPassword.done'])).toBeVisible();
    const calls = Object.fromEntries(api.calls.map((call) => [call.name, call.request]));
    expect(calls.forgotPasswordCheck).toMatchObject({ username: 'demodealer', role: 'dealer' });
    expect(calls.forgotPasswordCheck).not.toHaveProperty('idNumber');
    expect(calls.otpForgotPasswordCheck).toMatchObject({ preferredComm: 'email' });
    expect(calls.resetPassword).toMatchObject({
      password: 'Changed#2026a',
      verifyPassword: 'Changed#2026a',
      otp: '123456',
    });
    expect(redirects).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue to your portal' }));
    expect(redirects).toEqual(['http://127.0.0.1:4301/home/story-kid']);
  });

  it('stays on the first step and says why when no account matches', async () => {
    const user = userEvent.setup();
    const { api } = await open();
    api.answer('forgotPasswordCheck', fakeFailure('not_found', 'No account matches.'));
    await user.type(await findField('Username'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(english['error.not_found'])).toBeVisible();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Enter your ID number or your username',
    );
  });
});
