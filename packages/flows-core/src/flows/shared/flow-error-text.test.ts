import type { Translate } from '@forecourt/validators';
import { describe, expect, it } from 'vitest';
import { formChecks } from '../../checks/form-checks.ts';
import { createHarness } from '../../testing/flow-harness.ts';
import type { TextId } from '../../texts/translate.ts';
import { createLoginFlow } from '../login/create-login-flow.ts';
import { createFlowKit } from './flow-kit.ts';
import type { FlowDeps } from './flow-types.ts';

// GUIDE-46: an error a flow made from its texts keeps the text's id and values, so the screen
// translates it again after a language switch instead of showing the old language's words.

describe("a form check's error keeps its text id", () => {
  it('names the id and values of a form-level message, in the language in use at the check', async () => {
    const h = createHarness();
    let language: 'en' | 'af' = 'af';
    const afrikaans: Partial<Record<TextId, string>> = {
      'identifier.required': "Verskaf 'n ID-nommer of 'n gebruikersnaam.",
    };
    const translate: FlowDeps['translate'] = (id, params) =>
      (language === 'af' ? afrikaans[id] : undefined) ?? h.deps.translate(id, params);
    // A check whose message is about the whole form, as `validateForm` gives one.
    const checks: FlowDeps['checks'] = {
      ...formChecks,
      validateForm: (_schema: unknown, _values: unknown, t: Translate) => ({
        ok: false as const,
        fieldErrors: {},
        formError: t('identifier.required'),
      }),
    } as unknown as FlowDeps['checks'];
    const flow = createLoginFlow({ ...h.deps, translate, checks }, { type: 'dealer' });
    flow.getState().setField('username', 'jdoe');
    flow.getState().setField('password', 'Secret#123');
    flow.getState().resolveCaptcha('captcha-token');
    await flow.getState().signIn();
    expect(h.api.calls).toEqual([]);
    expect(flow.getState().error).toEqual({
      code: 'invalid_input',
      message: "Verskaf 'n ID-nommer of 'n gebruikersnaam.",
      text: { id: 'identifier.required' },
    });
    language = 'en';
    const text = flow.getState().error?.text;
    expect(text && translate(text.id, text.params)).toBe(
      'Please provide an ID number or a username.',
    );
  });
});

describe('kit.track', () => {
  const kitOf = () => {
    const h = createHarness();
    const state = {} as never;
    return createFlowKit(
      h.deps,
      () => undefined,
      () => state,
      'test.track',
    );
  };

  it('gives the id and values of each text the check made', () => {
    const kit = kitOf();
    const { result, textOf } = kit.track(() => kit.translate('field.maxLength', { max: 13 }));
    expect(result).toBe('Must be at most 13 characters.');
    expect(textOf(result)).toEqual({ id: 'field.maxLength', params: { max: 13 } });
    expect(textOf('a text nobody made')).toBeUndefined();
    expect(textOf(undefined)).toBeUndefined();
  });

  it('notes nothing outside a check', () => {
    const kit = kitOf();
    const outside = kit.translate('identifier.required');
    const { textOf } = kit.track(() => undefined);
    expect(textOf(outside)).toBeUndefined();
  });
});
