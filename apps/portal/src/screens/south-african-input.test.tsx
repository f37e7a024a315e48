import type { PortalType } from '@forecourt/validators';
import type { RouteComponent } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route.tsx';
import { createStoryUserService } from '../test/story-service.ts';
import { ForgotPasswordScreen } from './forgot-password/forgot-password-screen.tsx';
import { ForgotUsernameScreen } from './forgot-username/forgot-username-screen.tsx';
import { IdLoginScreen } from './id-login/id-login-screen.tsx';
import { LoginScreen } from './login/login-screen.tsx';
import { CustomerRegistration } from './register/customer-registration-screen.tsx';
import { DealerGroupRegistration } from './register/dealer-group-registration-screen.tsx';
import { DealerRegistration } from './register/dealer-registration-screen.tsx';

// South African input (GUIDE-20 to GUIDE-24) on every screen that has the inputs: the ID
// number's keypad and separators, company names and registration numbers as written, and no
// input that cuts what is typed or pasted.

const wait = { timeout: 10_000 };

const open = (path: string, component: RouteComponent, type: PortalType = 'customer') =>
  renderRoute({
    path: `/${path}/$type`,
    url: `/${path}/${type}`,
    component,
    api: createStoryUserService(type),
  });

const textbox = (name: string) =>
  screen.findByRole('textbox', { name: new RegExp(`^${name}`) }, wait);

/** Every screen with an ID number field, and how it opens. */
const idScreens: Array<[string, string, RouteComponent, PortalType]> = [
  ['ID sign-in', 'id-login', IdLoginScreen, 'customer'],
  ['username recovery', 'forgot-username', ForgotUsernameScreen, 'dealer'],
  ['password reset', 'forgot-password', ForgotPasswordScreen, 'customer'],
  ['customer registration', 'register', CustomerRegistration, 'customer'],
  ['dealer registration', 'register', DealerRegistration, 'dealer'],
  ['dealer-group registration', 'register', DealerGroupRegistration, 'dealer-group'],
];

describe('ID number fields (GUIDE-20, GUIDE-21)', () => {
  it.each(idScreens)(
    '%s: the number keypad, no maxlength, spaces and dashes dropped as typed or pasted',
    async (_, path, component, type) => {
      const user = userEvent.setup();
      await open(path, component, type);
      const field = await textbox('Id Number');
      expect(field).toHaveAttribute('inputmode', 'numeric');
      expect(field).not.toHaveAttribute('maxlength');
      await user.type(field, '800101 5009 087');
      expect(field).toHaveValue('8001015009087');
      await user.clear(field);
      await user.click(field);
      await user.paste('800101-5009-087');
      expect(field).toHaveValue('8001015009087');
      // Too long is kept, not cut: the rule says so when the step is sent.
      await user.clear(field);
      await user.paste('8001015009087 1');
      expect(field).toHaveValue('80010150090871');
    },
  );

  it('signs in with an ID typed as printed in the ID book, sending its 13 digits', async () => {
    const user = userEvent.setup();
    const { api } = await open('id-login', IdLoginScreen);
    await user.type(await textbox('Id Number'), '900101 5800 088');
    await user.click(screen.getByRole('button', { name: 'Development captcha: select to verify' }));
    await user.click(screen.getByRole('button', { name: 'Sign in With Id' }));
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Where should we send your code?' },
        wait,
      ),
    ).toBeVisible();
    expect(api.calls[0]?.request).toMatchObject({ idNumber: '9001015800088' });
  });

  it('says an ID pasted too long is not 13 digits, at the field, without cutting it', async () => {
    const user = userEvent.setup();
    const { api } = await open('id-login', IdLoginScreen);
    const field = await textbox('Id Number');
    await user.click(field);
    await user.paste('90010158000881');
    await user.click(screen.getByRole('button', { name: 'Development captcha: select to verify' }));
    await user.click(screen.getByRole('button', { name: 'Sign in With Id' }));
    await expect.poll(() => field.getAttribute('aria-invalid'), wait).toBe('true');
    expect(field).toHaveAccessibleDescription('Invalid ID Number: ID must be 13 digits long.');
    expect(field).toHaveValue('90010158000881');
    expect(api.calls).toEqual([]);
  });
});

describe('dealer company fields (GUIDE-22, GUIDE-23, GUIDE-24)', () => {
  const fillCompany = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(await textbox('Dealership Trading Name'), 'Ubuntu Motors (Pty) Ltd');
    await user.type(await textbox('CIPC Name'), 'Ubuntu Motors (Pty) Ltd');
    await user.type(await textbox('Company Registration Number'), '2019/123456/07');
    await user.type(await textbox('Director Name'), 'Zanele');
    await user.type(await textbox('Director Surname'), 'Khumalo');
    await user.type(await textbox('Id Number'), '800101 5009 087');
    await user.type(await textbox('Email'), 'zanele@ubuntu.co.za');
    await user.type(await textbox('Mobile Number'), '082 123 4567');
    await user.click(screen.getByRole('button', { name: 'Development captcha: select to verify' }));
  };

  it('takes a bracketed name and the CIPC number in full, and goes on to the account step', async () => {
    const user = userEvent.setup();
    await open('register', DealerRegistration, 'dealer');
    await fillCompany(user);
    const regNo = await textbox('Company Registration Number');
    expect(regNo).not.toHaveAttribute('maxlength');
    expect(regNo).toHaveValue('2019/123456/07');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await textbox('Director Name')).toHaveAttribute('readonly');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a pasted name that is too long in full, with the rule at the field', async () => {
    const user = userEvent.setup();
    await open('register', DealerRegistration, 'dealer');
    await fillCompany(user);
    const name = await textbox('Dealership Trading Name');
    expect(name).not.toHaveAttribute('maxlength');
    await user.clear(name);
    await user.click(name);
    const long = `Ubuntu Motors (Pty) Ltd ${'x'.repeat(40)}`;
    await user.paste(long);
    expect(name).toHaveValue(long);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await expect.poll(() => name.getAttribute('aria-invalid'), wait).toBe('true');
    expect(name).toHaveAccessibleDescription('Must be at most 60 characters.');
  });
});

describe('no input cuts what is typed (GUIDE-24)', () => {
  it('keeps a pasted username longer than its rule and says so at the field', async () => {
    const user = userEvent.setup();
    await open('login', LoginScreen);
    const username = await textbox('Username');
    expect(username).not.toHaveAttribute('maxlength');
    await user.click(username);
    await user.paste('u'.repeat(56));
    expect(username).toHaveValue('u'.repeat(56));
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(password).not.toHaveAttribute('maxlength');
    await user.type(password, 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Development captcha: select to verify' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expect.poll(() => username.getAttribute('aria-invalid'), wait).toBe('true');
    expect(username).toHaveAccessibleDescription('Must be at most 55 characters.');
  });
});
