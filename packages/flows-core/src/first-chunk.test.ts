import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { reachedPackages } from '../../../imports.shared.ts';

const src = dirname(fileURLToPath(import.meta.url));

const flows = readdirSync(join(src, 'flows'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /create-[a-z-]+-flow\.ts$/.test(file))
  .map((file) => `flows/${file}`);

// What a screen's first chunk holds: a flow, the client, the React binding, the flows' texts. They
// take the rules from `@forecourt/validators/portal`, `/forms` and `/rules` and the routes from
// `@forecourt/contract/tables`, never from a package root: a bundler that keeps an imported index
// whole in a chunk (esbuild) would bring into the first chunk every schema the lazy
// `@forecourt/flows-core/checks` uses, zod and all (docs/decisions.md, issue 46).
it.each([...flows, 'client/user-service-client.ts', 'react.ts', 'texts.ts'])(
  '%s reaches no schema',
  (file) => {
    const reached = [...reachedPackages(join(src, file))];
    expect(
      reached.filter((name) => /^(zod|@forecourt\/(validators|contract))$|^zod\//.test(name)),
    ).toEqual([]);
  },
);

it('finds the flows, and the checks reach the schemas (the test above would see them)', () => {
  expect(flows.length).toBeGreaterThanOrEqual(7);
  expect(reachedPackages(join(src, 'checks.ts'))).toContain('@forecourt/validators');
  expect(reachedPackages(join(src, 'reply-check.ts'))).toContain('@forecourt/contract');
});

// A first call needs the form checks before it leaves and the reply check only once its reply is
// in: the form checks reach none of the contract's schemas, so an app that loads the reply check
// as the call leaves evaluates them while the request is out (docs/decisions.md, issue 44).
it('the form checks reach no contract schema', () => {
  expect([...reachedPackages(join(src, 'checks.ts'))]).not.toContain('@forecourt/contract');
});

// The sign-in and recovery flows take what they read of validators from its narrowest entries
// (`/forms`, `/portal`): under esbuild, `/rules` brings into their chunk every rule the lazy checks
// use (the ID sign-in and the username recovery with the lazy checks: 10.7 KB gzip up front, 9.4
// KB without, docs/decisions.md).
const signInFlows = flows.filter((file) => !file.includes('register'));

it.each(signInFlows)('%s takes nothing from validators/rules', (file) => {
  expect([...reachedPackages(join(src, file))]).not.toContain('@forecourt/validators/rules');
});

it('finds the sign-in flows, and a registration flow does reach validators/rules', () => {
  expect(signInFlows.length).toBeGreaterThanOrEqual(5);
  const registration = flows.find((file) => file.includes('register-customer'));
  expect(reachedPackages(join(src, registration ?? ''))).toContain('@forecourt/validators/rules');
});
