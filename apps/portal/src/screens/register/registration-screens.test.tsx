import { fakeFailure, fakeSuccess } from '@forecourt/flows-core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import english from '../../../public/i18n/en.json';
import { renderRoute } from '../../test/render-route.tsx';
import { storyCustomer } from '../../test/story-service.ts';
import { CustomerRegistration } from './customer-registration-screen.tsx';
import { DealerGroupRegistration } from './dealer-group-registration-screen.tsx';
import { DealerRegistration } from './dealer-registration-screen.tsx';

// A few texts of another language, so a text that skips the catalogue shows up in English.
const afrikaans = {
  ...english,
  'rules.rsaId.error': 'Ongeldige ID-nommer: {reason}',
  'rules.rsaId.length': 'ID moet 13 syfers lank wees.',
  'rules.form.provide': 'Verskaf asseblief {label}.',
  'flow.label.companyName': 'Handelsnaam',
  'flow.label.idNumber': 'ID-nommer',
};

const screens = {
  customer: CustomerRegistration,
  dealer: DealerRegistration,
  'dealer-group': DealerGroupRegistration,
};

const open = (type: keyof typeof screens, catalogue: Record<string, string> = english) =>
  renderRoute({
    path: `/register/${type}`,
    url: `/register/${type}`,
    component: screens[type],
    catalogue,
  });

describe('registration screens', () => {
  it('shows field labels and validation messages in the loaded language', async () => {
    const user = userEvent.setup();
    await open('dealer', afrikaans);
    expect(await screen.findByRole('textbox', { name: /Handelsnaam/ })).toBeVisible();
    // No maxlength: the rule says what is too long, nothing is cut (GUIDE-24).
    expect(screen.getByRole('textbox', { name: /ID-nommer/ })).not.toHaveAttribute('maxlength');
    await user.type(screen.getByRole('textbox', { name: /ID-nommer/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please add details' });
    expect(dialog).toHaveTextContent('Ongeldige ID-nommer: ID moet 13 syfers lank wees.');
    expect(screen.getByRole('textbox', { name: /ID-nommer/, hidden: true })).toHaveValue('123');
  });

  it("opens 'Please add details' again on every failed check, even with the same message", async () => {
    const user = userEvent.setup();
    await open('dealer');
    const register = await screen.findByRole('button', { name: 'Register' });
    await user.click(register);
    const dialog = await screen.findByRole('dialog', { name: 'Please add details' });
    const message = dialog.textContent;
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(register);
    expect(await screen.findByRole('dialog', { name: 'Please add details' })).toHaveTextContent(
      message ?? '',
    );
  });

  it('shows a failed call on the screen, never in the validation dialog', async () => {
    const user = userEvent.setup();
    const { api } = await open('customer');
    api.answer('customerById', fakeFailure('not_found', 'No customer has this ID number.'));
    await user.type(await screen.findByRole('textbox', { name: /Id Number/ }), '9001015800088');
    await user.click(screen.getByRole('button', { name: 'Development captcha: select to verify' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // The screen says what the failure meant, from the catalogue by its code.
    expect(await screen.findByText(english['error.not_found'])).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Id Number/ })).toHaveValue('9001015800088');
  });

  // GUIDE-43: the details step names whose record it is; where the code goes waits for the
  // channel (chosen in the e2e test, register.spec.ts).
  it('names the record on the details step, masked, and no destination before a channel is chosen', async () => {
    const user = userEvent.setup();
    const { api } = await open('customer');
    api.answer(
      'customerById',
      fakeSuccess('customerById', {
        status: 'Success',
        payload: { ...storyCustomer, registrationHandle: 'L00kup-grant-of-step-0' },
      }),
    );
    await user.type(
      await screen.findByRole('textbox', { name: /Id Number/ }),
      storyCustomer.idNumber,
    );
    await user.click(screen.getByRole('button', { name: 'Development captcha: select to verify' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByRole('textbox', { name: 'ID number on the finance record' }),
    ).toHaveValue('900101*****88');
    expect(screen.queryByTestId('code-goes-to')).toBeNull();
  });
});
