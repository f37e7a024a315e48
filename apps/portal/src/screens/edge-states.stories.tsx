// Every error and edge screen of the portal in one place (issue 37, GUIDE-51): what a person sees
// when the service refuses, fails or throttles, when the texts cannot load and when the code's
// countdown has ended. Each state has a desktop story and a phone story (tagged 'phone': the
// axe suite checks those at 360 px); the axe suite runs both in the light and the dark theme.
import { usernameTakenMessage } from '@forecourt/contract';
import { fakeFailure } from '@forecourt/flows-core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import english from '../../public/i18n/en.json';
import { isLanguage } from '../i18n/language.ts';
import { loadedScreen, storyCatalogues } from '../test/screen-story.tsx';
import { openScreen, type ScreenRoute, screenStoryBase } from '../test/screen-story-meta.tsx';
import { storyCustomer } from '../test/story-service.ts';
import {
  expectPressable,
  expectStep,
  type FirstStep,
  fill,
  page,
  press,
  resolveCaptcha,
  sendCodeBy,
  shown,
  startsWith,
  typeCode,
  walkToChannelStep,
  walkToCodeStep,
} from '../test/story-steps.ts';
import { ForgotPasswordScreen } from './forgot-password/forgot-password-screen.tsx';
import { IdLoginScreen } from './id-login/id-login-screen.tsx';
import { LoginScreen } from './login/login-screen.tsx';
import { CustomerRegistration } from './register/customer-registration-screen.tsx';

type Script = NonNullable<ScreenRoute['script']>;

const login = (script?: Script, more: Partial<ScreenRoute> = {}) =>
  openScreen({
    path: '/login/$type',
    component: LoginScreen,
    ...(script ? { script } : {}),
    ...more,
  });

const meta = {
  title: 'Portal/Errors and edge states',
  ...screenStoryBase,
  args: { type: 'customer' },
  loaders: [login()],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Screen = ReturnType<typeof page>;

const credentials: FirstStep = {
  fields: [
    ['Username', 'democustomer'],
    ['Password', 'Forecourt#2025'],
  ],
  captcha: true,
  submit: 'Login',
};

/**
 * The start of the catalogue's text `key` in the language the story shows, up to its first
 * placeholder (a count or seconds the text fills in), as a pattern.
 */
function saying(key: keyof typeof english): RegExp {
  const language = document.documentElement.lang.split('-')[0];
  const text = (isLanguage(language) ? storyCatalogues[language][key] : undefined) ?? english[key];
  const fixed = text.split('{')[0] ?? text;
  return new RegExp(fixed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** Waits until the screen (or its toast) shows the catalogue's text `key`. */
async function expectSaid(screen: Screen, key: keyof typeof english) {
  const shownTexts = await screen.findAllByText(saying(key));
  await expect(shownTexts[0]).toBeVisible();
}

/**
 * The phone variant of a story: the 360 px viewport in Storybook. Each phone story also names
 * the 'phone' tag itself (Storybook's index reads tags only as written), which the axe suite
 * checks at 360 px, and '!autodocs': the docs page shows each state once, at the desktop's size.
 */
const phone = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** Login refused the username and password (LOGIN: credentials_invalid). */
export const WrongPassword: Story = {
  name: 'Wrong password',
  loaders: [
    login((api) =>
      api.answer(
        'loginCheck',
        fakeFailure('credentials_invalid', english['error.credentials_invalid']),
      ),
    ),
  ],
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    for (const [label, text] of credentials.fields) await fill(screen, label, text);
    await resolveCaptcha(screen);
    await press(screen, 'Login');
    await expectSaid(screen, 'error.credentials_invalid');
  },
};
export const WrongPasswordPhone: Story = {
  ...WrongPassword,
  ...phone,
  tags: ['phone', '!autodocs'],
  name: 'Wrong password (phone)',
};

/** A wrong code: the tries left are counted down. */
export const WrongCode: Story = {
  name: 'Wrong code',
  loaders: [
    login((api) => api.answer('validateAndLogin', fakeFailure('code_wrong', '', { triesLeft: 2 }))),
  ],
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await walkToCodeStep(screen, credentials);
    await typeCode(screen, '654321');
    await expectSaid(screen, 'error.code_wrong_tries');
  },
};
export const WrongCodePhone: Story = {
  ...WrongCode,
  ...phone,
  tags: ['phone', '!autodocs'],
  name: 'Wrong code (phone)',
};

/** The code expired (or a newer one was sent): ask for a new code. */
export const ExpiredCode: Story = {
  name: 'Expired code',
  loaders: [login((api) => api.answer('validateAndLogin', fakeFailure('code_expired')))],
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await walkToCodeStep(screen, credentials);
    await typeCode(screen);
    await expectSaid(screen, 'error.code_expired');
  },
};
export const ExpiredCodePhone: Story = {
  ...ExpiredCode,
  ...phone,
  tags: ['phone', '!autodocs'],
  name: 'Expired code (phone)',
};

/** The last try was wrong: too many wrong codes, start again. */
export const NoTriesLeft: Story = {
  name: 'No tries left',
  loaders: [
    login((api) =>
      api.answer(
        'validateAndLogin',
        fakeFailure('code_exhausted', '', { triesLeft: 0, flowHandle: 'ended' }),
      ),
    ),
  ],
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await walkToCodeStep(screen, credentials);
    await typeCode(screen, '654321');
    await expectSaid(screen, 'error.code_exhausted');
  },
};
export const NoTriesLeftPhone: Story = {
  ...NoTriesLeft,
  ...phone,
  tags: ['phone', '!autodocs'],
  name: 'No tries left (phone)',
};

/** Sending the code failed ('otp failed'): the two resend buttons, without the timer (CODE-7). */
export const SendFailed: Story = {
  name: "Send failed ('otp failed')",
  loaders: [
    login((api) =>
      api.answer('otpLoginCheck', fakeFailure('send_failed', 'The SMS gateway is down.')),
    ),
  ],
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await walkToChannelStep(screen, credentials);
    await sendCodeBy(screen, 'Mobile');
    await expectSaid(screen, 'otp.failed');
  },
};
export const SendFailedPhone: Story = {
  ...SendFailed,
  ...phone,
  tags: ['phone', '!autodocs'],
  name: "Send failed ('otp failed') (phone)",
};

/** ID login for an ID number the service does not know. */
export const UnknownId: Story = {
  name: 'Unknown ID',
  loaders: [
    openScreen({
      path: '/id-login/$type',
      component: IdLoginScreen,
      script: (api) => api.answer('idLoginCheck', fakeFailure('not_found')),
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await fill(screen, 'Id Number', storyCustomer.idNumber);
    await resolveCaptcha(screen);
    await press(screen, 'Sign in With Id');
    await expectSaid(screen, 'error.not_found');
  },
};
export const UnknownIdPhone: Story = {
  ...UnknownId,
  ...phone,
  tags: ['phone', '!autodocs'],
  name: 'Unknown ID (phone)',
};

/** Customer registration up to the details step's Next: the lookup, then every detail. */
async function sendCustomerDetails(screen: Screen) {
  await fill(screen, 'Id Number', storyCustomer.idNumber);
  await resolveCaptcha(screen);
  await press(screen, 'Register');
  await fill(screen, 'Email', 'thandi@forecourt.co.za');
  await userEvent.click(await screen.findByRole('combobox', { name: shown('Send OTP to') }));
  await userEvent.click(await screen.findByRole('option', { name: shown('Mobile') }));
  await fill(screen, 'Username', 'thandim');
  await fill(screen, 'Password', 'Forecourt#2025');
  await fill(screen, 'Verify Password', 'Forecourt#2025');
  await userEvent.click(
    screen.getByRole('checkbox', { name: shown('I accept the terms and conditions') }),
  );
  await press(screen, 'Next');
}

/** Registration: the username is taken, the step asks for another (REG-9). */
export const UsernameTaken: Story = {
  name: 'Username taken',
  loaders: [
    openScreen({
      path: '/register/customer',
      component: CustomerRegistration,
      script: (api) =>
        api.answer('registerUser', fakeFailure('username_taken', usernameTakenMessage)),
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await sendCustomerDetails(screen);
    await expectStep(screen, 'Choose a different username');
  },
};
export const UsernameTakenPhone: Story = {
  ...UsernameTaken,
  ...phone,
  tags: ['phone', '!autodocs'],
  name: 'Username taken (phone)',
};

/**
 * Registration: another registration of this ID number is waiting for its code. Nothing was
 * sent; the step stays, with what was typed, and says so.
 */
export const RegistrationPending: Story = {
  name: 'Registration already waiting for its code',
  loaders: [
    openScreen({
      path: '/register/customer',
      component: CustomerRegistration,
      script: (api) =>
        api.answer(
          'registerUser',
          fakeFailure('registration_pending', english['error.registration_pending'], {
            httpStatus: 409,
          }),
        ),
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await sendCustomerDetails(screen);
    await expectSaid(screen, 'error.registration_pending');
    await expectStep(screen, 'Your details');
  },
};

/** Forgot password: the new password and its verification differ. */
export const MismatchedPasswords: Story = {
  name: 'Mismatched passwords',
  loaders: [openScreen({ path: '/forgot-password/$type', component: ForgotPasswordScreen })],
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await walkToCodeStep(
      screen,
      { fields: [['Username', 'democustomer']], submit: 'Submit' },
      { codeStep: 'Enter the code and your new password' },
    );
    await fill(screen, 'New Password', 'Changed#2026a');
    await fill(screen, 'Verify Password', 'Changed#2026b');
    await typeCode(screen);
    await press(screen, 'Validate and Login');
    await expectSaid(screen, 'rules.password.mismatch');
  },
};
export const MismatchedPasswordsPhone: Story = {
  ...MismatchedPasswords,
  ...phone,
  tags: ['phone', '!autodocs'],
  name: 'Mismatched passwords (phone)',
};

/** No answer from the service (offline, a timeout). */
export const NetworkError: Story = {
  name: 'Network error',
  loaders: [
    login((api) => api.answer('loginCheck', fakeFailure('network', english['error.network']))),
  ],
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    for (const [label, text] of credentials.fields) await fill(screen, label, text);
    await resolveCaptcha(screen);
    await press(screen, 'Login');
    await expectSaid(screen, 'error.network');
  },
};
export const NetworkErrorPhone: Story = {
  ...NetworkError,
  ...phone,
  tags: ['phone', '!autodocs'],
  name: 'Network error (phone)',
};

/** Too many attempts: the service throttles and says when to try again. */
export const RateLimited: Story = {
  name: 'Rate limited',
  loaders: [
    login((api) =>
      api.answer(
        'loginCheck',
        fakeFailure('rate_limited', '', { httpStatus: 429, retryAfterSeconds: 60 }),
      ),
    ),
  ],
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    for (const [label, text] of credentials.fields) await fill(screen, label, text);
    await resolveCaptcha(screen);
    await press(screen, 'Login');
    await expectSaid(screen, 'error.rate_limited_seconds');
  },
};
export const RateLimitedPhone: Story = {
  ...RateLimited,
  ...phone,
  tags: ['phone', '!autodocs'],
  name: 'Rate limited (phone)',
};

/** Another language's texts fail to load: the page stays in the language shown and says so. */
export const TextsFailToLoad: Story = {
  name: 'Texts failing to load (English fallback)',
  loaders: [login(undefined, { textsFail: true })],
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const picker = await screen.findByRole('combobox', { name: shown('Language') });
    const other = document.documentElement.lang.startsWith('af') ? 'zu' : 'af';
    await userEvent.selectOptions(picker, other);
    await expectSaid(screen, 'language.failed');
    await waitFor(() => expect(picker).not.toHaveValue(other));
  },
};
export const TextsFailToLoadPhone: Story = {
  ...TextsFailToLoad,
  ...phone,
  tags: ['phone', '!autodocs'],
  name: 'Texts failing to load (English fallback) (phone)',
};

/** The code step once its 180 s countdown ended: both resend buttons can be pressed. */
export const CountdownEnded: Story = {
  name: 'Countdown ended',
  play: async (context) => {
    const screen = page(context.canvasElement);
    await walkToCodeStep(screen, credentials);
    loadedScreen(context).clock.advance(180_000);
    await expectPressable(await screen.findByRole('button', { name: startsWith(shown('Mobile')) }));
    await expectPressable(screen.getByRole('button', { name: startsWith(shown('Email')) }));
  },
};
export const CountdownEndedPhone: Story = {
  ...CountdownEnded,
  ...phone,
  tags: ['phone', '!autodocs'],
  name: 'Countdown ended (phone)',
};
