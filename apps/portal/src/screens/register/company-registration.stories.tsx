import { usernameTakenMessage } from '@forecourt/contract';
import { fakeFailure } from '@forecourt/flows-core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadScreen, storyLanguage } from '../../test/screen-story.tsx';
import { screenStoryBase } from '../../test/screen-story-meta.tsx';
import { storyCustomer } from '../../test/story-service.ts';
import {
  expectStep,
  fill,
  page,
  press,
  resolveCaptcha,
  shown,
  startsWith,
  typeCode,
} from '../../test/story-steps.ts';
import type { CompanyType } from './company-registration.tsx';
import { DealerGroupRegistration } from './dealer-group-registration-screen.tsx';
import { DealerRegistration } from './dealer-registration-screen.tsx';

type Args = { type: CompanyType };

const screens = { dealer: DealerRegistration, 'dealer-group': DealerGroupRegistration };

const open =
  (script?: Parameters<typeof loadScreen>[0]['script']) =>
  async ({ args, globals }: { args: Args; globals?: Record<string, unknown> }) => ({
    screen: await loadScreen({
      path: `/register/${args.type}`,
      url: `/register/${args.type}`,
      component: screens[args.type],
      type: args.type,
      ...(script ? { script } : {}),
      language: storyLanguage(globals),
    }),
  });

const meta = {
  title: 'Portal/Register/Dealer and dealer group',
  ...screenStoryBase,
  argTypes: { type: { control: 'inline-radio', options: ['dealer', 'dealer-group'] } },
  args: { type: 'dealer' },
  loaders: [open()],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

type Screen = ReturnType<typeof page>;

/**
 * The dealership picker once it has taken the place of the plain box it starts as (a combobox
 * too, with the browser's suggestions from the start script's list in a prerendered page).
 */
function dealerGroupPicker(screen: Screen): Promise<HTMLElement> {
  return waitFor(() => {
    const box = screen.getByRole('combobox', { name: shown('Dealer Group') });
    if (box.hasAttribute('list')) throw new Error('the picker has not loaded yet');
    return box;
  });
}

async function pickDealerGroup(screen: Screen) {
  await userEvent.type(await dealerGroupPicker(screen), 'Coastal');
  await userEvent.click(await screen.findByRole('option', { name: 'Coastal Motor Group' }));
}

async function fillCompany(screen: Screen, type: CompanyType) {
  if (type === 'dealer') {
    await fill(screen, 'Dealership Trading Name', 'Ada Motors');
    await fill(screen, 'CIPC Name', 'Ada Motors Pty Ltd');
    await fill(screen, 'Company Registration Number', '2019/555555');
  } else {
    await pickDealerGroup(screen);
  }
  await fill(screen, 'Director Name', 'Ada');
  await fill(screen, 'Director Surname', 'Lovelace');
  await fill(screen, 'Id Number', storyCustomer.idNumber);
  await fill(screen, 'Email', 'ada@forecourt.co.za');
  await fill(screen, 'Mobile Number', '0831234567');
  await resolveCaptcha(screen);
  await press(screen, 'Register');
  await expectStep(screen, 'Director sign-in details');
}

async function fillSignIn(screen: Screen) {
  await userEvent.click(await screen.findByRole('radio', { name: startsWith(shown('Mobile')) }));
  await fill(screen, 'Username', 'adalovelace');
  await fill(screen, 'Password', 'Forecourt#2025');
  await fill(screen, 'Verify Password', 'Forecourt#2025');
  await userEvent.click(
    screen.getByRole('checkbox', { name: shown('I accept the terms and conditions') }),
  );
}

export const DealerStep0: Story = {
  name: 'Dealer step 0: company and director',
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectStep(screen, 'Company details');
    await expect(
      screen.getByRole('heading', { name: shown('COMPANY DIRECTOR DETAILS') }),
    ).toBeVisible();
  },
};

/** Register pressed with gaps: the 'Please add details' dialog names the first one. */
export const PleaseAddDetails: Story = {
  name: "Dealer step 0: 'Please add details'",
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await press(screen, 'Register');
    await expect(
      await screen.findByRole('dialog', { name: shown('Please add details') }),
    ).toBeVisible();
  },
};

export const DealerStep1: Story = {
  name: 'Dealer step 1: director sign-in details',
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await fillCompany(screen, 'dealer');
    await fillSignIn(screen);
  },
};

/** The service said the username is taken: the username-only step (REG-9). */
export const DealerStep2UsernameTaken: Story = {
  name: 'Dealer step 2: username taken',
  loaders: [
    open((api) => api.answer('registerUser', fakeFailure('username_taken', usernameTakenMessage))),
  ],
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await fillCompany(screen, 'dealer');
    await fillSignIn(screen);
    await press(screen, 'Next');
    await expectStep(screen, 'Choose a different username');
  },
};

/** The main path of a dealer: company, director, code; the sixth digit signs in. */
export const DealerStep3Code: Story = {
  name: 'Dealer step 3: code, then signed in',
  play: async (context) => {
    const screen = page(context.canvasElement);
    await fillCompany(screen, 'dealer');
    await fillSignIn(screen);
    await press(screen, 'Next');
    await expectStep(screen, 'Enter the code we sent you');
    await typeCode(screen);
    await expect(await screen.findByText('Welcome to Forecourt DEALER Portal')).toBeVisible();
  },
};

/** The dealership picker open on 'Coastal' (the dealer groups come from allDealerGroups). */
export const DealershipPicker: Story = {
  name: 'Dealer group step 0: dealership picker',
  args: { type: 'dealer-group' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.type(await dealerGroupPicker(screen), 'Coastal');
    // The picker's own list (the shell's language select has options too).
    const list = within(await screen.findByRole('listbox', { name: shown('Dealer Group') }));
    await expect(await list.findAllByRole('option')).toHaveLength(2);
  },
};

export const DealerGroupStep1: Story = {
  name: 'Dealer group step 1: director sign-in details',
  args: { type: 'dealer-group' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await fillCompany(screen, 'dealer-group');
    await fillSignIn(screen);
  },
};

export const DealerGroupStep2UsernameTaken: Story = {
  name: 'Dealer group step 2: username taken',
  args: { type: 'dealer-group' },
  loaders: [
    open((api) =>
      api.answer('registerDealerGroup', fakeFailure('username_taken', usernameTakenMessage)),
    ),
  ],
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await fillCompany(screen, 'dealer-group');
    await fillSignIn(screen);
    await press(screen, 'Next');
    await expectStep(screen, 'Choose a different username');
  },
};

/** The main path of a dealer group: after the code, the form starts again empty (REG-GROUP-8). */
export const DealerGroupStep3Code: Story = {
  name: 'Dealer group step 3: code, then the form starts again',
  args: { type: 'dealer-group' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await fillCompany(screen, 'dealer-group');
    await fillSignIn(screen);
    await press(screen, 'Next');
    await expectStep(screen, 'Enter the code we sent you');
    await typeCode(screen);
    await expectStep(screen, 'Company details');
    await expect(screen.getByRole('textbox', { name: /^Id Number/ })).toHaveValue('');
  },
};
