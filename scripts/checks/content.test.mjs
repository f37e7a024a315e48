import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contentProblems, kitCopy, portalCopy } from './content.mjs';
import { brokenRules, contentRules, fixedStrings } from './content-rules.mjs';

const copy = () => [...portalCopy(), ...kitCopy()];

describe('content check', () => {
  it('reads the portal’s texts and the kit’s English defaults', () => {
    const texts = copy().map(({ text }) => text);
    assert.ok(texts.includes('Choose your portal'), 'a portal text');
    assert.ok(texts.includes('There is a problem'), "ErrorSummary's default title");
    assert.ok(texts.includes('Mobile'), "ChannelPicker's default labels (an object default)");
  });

  it('fails on a planted string, naming where it is and the rule it breaks', () => {
    const planted = { where: 'planted.json toast', text: 'Registration completed successfully!' };
    const problems = contentProblems([...copy(), planted]);
    assert.deepEqual(problems, [
      "planted.json toast: 'Registration completed successfully!' breaks no-exclamation",
      "planted.json toast: 'Registration completed successfully!' breaks no-successfully",
    ]);
  });

  it('never flags a string of the product’s fixed list, though several break the rules', () => {
    const asCopy = fixedStrings.map((text) => ({ where: 'requirements', text }));
    assert.deepEqual(contentProblems(asCopy), []);
    const wouldBreak = fixedStrings.filter((text) =>
      contentRules.some((rule) => rule.breaks(text)),
    );
    assert.ok(wouldBreak.includes('Register Now!!!'));
    assert.ok(wouldBreak.includes('Otp Sent Successfully to your {channel}'));
    assert.ok(wouldBreak.includes('An error occurred'));
  });

  it('reports a fixed string that no copy uses any more', () => {
    const problems = contentProblems([{ where: 'x', text: 'Sign in' }]);
    assert.ok(problems.includes("'Register Now!!!' is listed as fixed, but no copy uses it"));
  });

  for (const rule of contentRules) {
    it(`${rule.id}: its good example passes, its bad one breaks it`, () => {
      assert.deepEqual(brokenRules(rule.good), []);
      assert.ok(brokenRules(rule.bad).includes(rule.id), rule.bad);
    });
  }

  it("flags 'OTP' and 'click' in new copy, never in the fixed strings that say OTP", () => {
    assert.deepEqual(brokenRules('Enter OTP'), ['code-not-otp']);
    assert.deepEqual(brokenRules('Or sign in with an Otp.'), ['code-not-otp']);
    assert.deepEqual(brokenRules('Development captcha: click to verify'), ['no-click']);
    assert.deepEqual(brokenRules('Tap the code to copy it'), ['no-click']);
    for (const text of [
      'Send OTP to',
      'Request OTP again in : ',
      'Otp Sent Successfully to your {channel}',
    ]) {
      assert.ok(fixedStrings.includes(text), text);
      assert.deepEqual(brokenRules(text), [], text);
    }
    // A word that merely contains the letters is not the acronym.
    assert.deepEqual(brokenRules('Choose a topic'), []);
  });

  it('reads placeholders as words to fill, not as the text’s own', () => {
    assert.deepEqual(brokenRules('Welcome, {TYPE} user'), []);
    assert.deepEqual(brokenRules('Your {login} is ready.'), []);
  });
});
