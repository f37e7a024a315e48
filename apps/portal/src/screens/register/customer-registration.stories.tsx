import { usernameTakenMessage } from '@forecourt/contract';
import { fakeFailure } from '@forecourt/flows-core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { loadedScreen } from '../../test/screen-story.tsx';
import { openScreen, type ScreenRoute, screenStoryBase } from '../../test/screen-story-meta.tsx';
import { storyCustomer } from '../../test/story-service.ts';
import {
  expectStep,
  fill,
  page,
  press,
  resolveCaptcha,
  shown,
  typeCode,
} from '../../test/story-steps.ts';
import { CustomerRegistration } from './customer-registration-screen.tsx';

const open = (script?: ScreenRoute['script']) =>
  openScreen({
    path: '/register/customer',
    component: CustomerRegistration,
    ...(script ? { script } : {}),
  });

const meta = {
  title: 'Portal/Register/Customer',
  ...screenStoryBase,
  loaders: [open()],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Screen = ReturnType<typeof page>;

async function lookUp(screen: Screen, idNumber = storyCustomer.idNumber) {
  await fill(screen, 'Id Number', idNumber);
  await resolveCaptcha(screen);
  await press(screen, 'Register');
}

async function fillDetails(screen: Screen) {
  await fill(screen, 'Email', 'thandi@forecourt.co.za');
  await userEvent.click(await screen.findByRole('combobox', { name: shown('Send OTP to') }));
  await userEvent.click(await screen.findByRole('option', { name: shown('Mobile') }));
  await fill(screen, 'Username', 'thandim');
  await fill(screen, 'Password', 'Forecourt#2025');
  await fill(screen, 'Verify Password', 'Forecourt#2025');
  await userEvent.click(
    screen.getByRole('checkbox', { name: shown('I accept the terms and conditions') }),
  );
}

export const Step0IdNumber: Story = {
  name: 'Step 0: ID number',
  play: async ({ canvasElement }) => expectStep(page(canvasElement), 'Enter your ID number'),
};

/** A form check stopped the lookup: the 'Please add details' dialog lists why. */
export const PleaseAddDetails: Story = {
  name: "Step 0: 'Please add details'",
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await lookUp(screen, '9001015800089');
    await expect(
      await screen.findByRole('dialog', { name: shown('Please add details') }),
    ).toBeVisible();
  },
};

/** The lookup found the finance customer: name and surname are filled in and read-only. */
export const Step1Details: Story = {
  name: 'Step 1: details',
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await lookUp(screen);
    await expectStep(screen, 'Your details');
    await fillDetails(screen);
  },
};

export const Step2Code: Story = {
  name: 'Step 2: code',
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await lookUp(screen);
    await fillDetails(screen);
    await press(screen, 'Next');
    await expectStep(screen, 'Enter the code we sent you');
  },
};

/** The service said the username is taken: choose another one (REG-9). */
export const Step3UsernameTaken: Story = {
  name: 'Step 3: username taken',
  loaders: [
    open((api) => api.answer('registerUser', fakeFailure('username_taken', usernameTakenMessage))),
  ],
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await lookUp(screen);
    await fillDetails(screen);
    await press(screen, 'Next');
    await expectStep(screen, 'Choose a different username');
  },
};

/** The main path: lookup, details, code; the sixth digit signs the new customer in. */
export const Registered: Story = {
  name: 'Main path: registered and signed in',
  play: async (context) => {
    const screen = page(context.canvasElement);
    await lookUp(screen);
    await fillDetails(screen);
    await press(screen, 'Next');
    await typeCode(screen);
    await expect(await screen.findByText('Welcome to Forecourt CUSTOMER Portal')).toBeVisible();
    await expect(loadedScreen(context).redirects).toHaveLength(1);
  },
};
