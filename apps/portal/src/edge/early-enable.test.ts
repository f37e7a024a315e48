import {
  createAdminLoginFlow,
  createForgotPasswordFlow,
  createForgotUsernameFlow,
  createIdLoginFlow,
  createLoginFlow,
  createManualClock,
  createRegisterCustomerFlow,
  createRegisterDealerGroupFlow,
  type FlowDeps,
  type ReadonlyStore,
} from '@forecourt/flows-core';
import { formChecks } from '@forecourt/flows-core/checks';
import { createFakeUserServiceClient } from '@forecourt/flows-core/testing';
import { english } from '@forecourt/flows-core/texts';
import { describe, expect, it } from 'vitest';
import { stepRule } from '../components/step-form.tsx';
import { idNumberFields as forgotUsernameFields } from '../screens/forgot-username/forgot-username-screen.tsx';
import { idNumberFields } from '../screens/id-login/id-login-screen.tsx';
import { adminCredentialFields } from '../screens/login/admin-login-screen.tsx';
import { credentialFields } from '../screens/login/login-screen.tsx';
import { customerLookupRule, dealerGroupRule } from '../screens/register/registration-rules.ts';
import { runStartScriptIn } from '../test/start-page.ts';
import { forgotPasswordRule } from './early-enable.ts';

/** Every rule, by the form it is for: as the screens make them from their declared fields. */
const enableWhen = {
  login: stepRule(credentialFields, { captcha: true }),
  adminLogin: stepRule(adminCredentialFields, { captcha: true }),
  idLogin: stepRule(idNumberFields, { captcha: true }),
  forgotUsername: stepRule(forgotUsernameFields, { captcha: false }),
  forgotPassword: forgotPasswordRule,
  customerLookup: customerLookupRule,
  dealerGroup: dealerGroupRule,
};

// The start script enables a first step's button before the takeover by the form's rule; the
// portal enables it after by the flow's `canSubmit`. For every rule and every way of filling its
// fields (blank or not), the real start script, run in a page, must agree with the flow; a rule
// with the captcha waits for the takeover, where the captcha can be solved.

type FirstStepFlow = ReadonlyStore<{
  canSubmit: boolean;
  setField(name: string, value: string): void;
  dispose(): void;
}>;

const deps = (): FlowDeps => ({
  api: createFakeUserServiceClient(),
  clock: createManualClock(0),
  notify: () => {},
  redirect: () => {},
  config: { production: false, product: 'Forecourt', sites: {} } as unknown as FlowDeps['config'],
  translate: english,
  checks: formChecks,
});

const flows: Record<keyof typeof enableWhen, () => FirstStepFlow> = {
  login: () => createLoginFlow(deps(), { type: 'dealer' }) as unknown as FirstStepFlow,
  adminLogin: () => createAdminLoginFlow(deps(), { type: 'dealer' }) as unknown as FirstStepFlow,
  idLogin: () => createIdLoginFlow(deps(), { type: 'dealer' }) as unknown as FirstStepFlow,
  forgotUsername: () =>
    createForgotUsernameFlow(deps(), { type: 'dealer' }) as unknown as FirstStepFlow,
  forgotPassword: () =>
    createForgotPasswordFlow(deps(), { type: 'dealer' }) as unknown as FirstStepFlow,
  customerLookup: () => createRegisterCustomerFlow(deps()) as unknown as FirstStepFlow,
  dealerGroup: () => createRegisterDealerGroupFlow(deps()) as unknown as FirstStepFlow,
};

/** Whether the flow of `form` lets its first step's button be pressed with `values`. */
function flowReady(form: keyof typeof enableWhen, values: Record<string, string>): boolean {
  const flow = flows[form]();
  // Blank fields first: typing in one of reset password's two identifiers empties the other.
  const entries = Object.entries(values).sort(
    ([, a], [, b]) => Number(a.trim() !== '') - Number(b.trim() !== ''),
  );
  for (const [name, value] of entries) flow.getState().setField(name, value);
  const ready = flow.getState().canSubmit;
  flow.getState().dispose();
  return ready;
}

const standInConfig = { environments: { local: { production: false, api: 'http://127.0.0.1:1' } } };

/** A prerendered first step: its fields, the captcha's space and the button, as disabled. */
function page(rule: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const fields = rule
    .split(/[ |]/)
    .filter((name) => name !== '@captcha')
    .map((name) => `<input name="${name}">`)
    .join('');
  doc.body.innerHTML = `<form data-early-submit="" data-enable-when="${rule}">${fields}<div data-captcha-space>Loading captcha…</div><button type="submit" aria-disabled="true" aria-describedby="hint" data-state="disabled">Go</button><p id="hint">Still needed</p></form>`;
  return doc;
}

/** Runs the start script in `doc`, with `config` as `/config.json`; resolves once it has read it. */
async function runStartScript(doc: Document, config: unknown): Promise<void> {
  runStartScriptIn({
    document: doc,
    fetch: (url) =>
      Promise.resolve(url === '/config.json' ? Response.json(config) : Response.json({})),
  });
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

function type(doc: Document, name: string, value: string) {
  const field = doc.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!field) throw new Error(`no field ${name}`);
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const button = (doc: Document) => doc.querySelector('button') as HTMLButtonElement;

describe('the early-enabling rules', () => {
  for (const [form, rule] of Object.entries(enableWhen)) {
    const names = rule.split(/[ |]/);
    it(`${form} ("${rule}") enables the button exactly when its flow does, never with a captcha`, async () => {
      for (let mask = 0; mask < 2 ** names.length; mask += 1) {
        const filled = new Set(names.filter((_, index) => mask & (2 ** index)));
        const values: Record<string, string> = {
          captchaResponse: filled.has('@captcha') ? 'token' : '',
        };
        const doc = page(rule);
        await runStartScript(doc, standInConfig);
        for (const name of names.filter((n) => n !== '@captcha')) {
          // Blanks count as nothing, as flows-core's `filled` has it.
          values[name] = filled.has(name) ? 'x' : '  ';
          type(doc, name, values[name]);
        }
        // No captcha is solved before the takeover: a rule with one waits for it.
        const expected =
          !names.includes('@captcha') && flowReady(form as keyof typeof enableWhen, values);
        expect({
          filled: [...filled],
          enabled: button(doc).getAttribute('aria-disabled') !== 'true',
        }).toEqual({
          filled: [...filled],
          enabled: expected,
        });
        expect(button(doc).dataset.state).toBe(expected ? 'idle' : 'disabled');
      }
    });
  }
});

describe('early enabling in the start script', () => {
  it('disables the button again when a field is emptied', async () => {
    const doc = page(enableWhen.forgotUsername);
    await runStartScript(doc, standInConfig);
    type(doc, 'idNumber', '8001015009087');
    expect(button(doc).hasAttribute('aria-disabled')).toBe(false);
    expect(doc.getElementById('hint')?.hidden).toBe(true);
    type(doc, 'idNumber', '');
    expect(button(doc).getAttribute('aria-disabled')).toBe('true');
    expect(doc.getElementById('hint')?.hidden).toBe(false);
  });

  it('does not count a click on the loading captcha', async () => {
    const doc = page(enableWhen.idLogin);
    await runStartScript(doc, standInConfig);
    type(doc, 'idNumber', '8001015009087');
    doc.querySelector<HTMLElement>('[data-captcha-space]')?.click();
    expect(button(doc).getAttribute('aria-disabled')).toBe('true');
  });

  it('leaves a form without a rule, and a form the portal has taken over, alone', async () => {
    const doc = page(enableWhen.forgotUsername);
    const form = doc.querySelector('form') as HTMLFormElement;
    form.removeAttribute('data-early-submit');
    await runStartScript(doc, standInConfig);
    type(doc, 'idNumber', '8001015009087');
    expect(button(doc).getAttribute('aria-disabled')).toBe('true');
    form.setAttribute('data-early-submit', '');
    form.removeAttribute('data-enable-when');
    type(doc, 'idNumber', '8001015009088');
    expect(button(doc).getAttribute('aria-disabled')).toBe('true');
  });
});
