import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failureLines, measurePages, personas, portalPages, sameFormFloor } from './lib/usable.mjs';

test("the same-form floor asks for the page's fields, in its order, with the same values", () => {
  const [path, floor] = sameFormFloor(personas.registerDealer);
  const query = new URL(path, 'http://floor').searchParams;
  assert.deepEqual(query.getAll('field'), [
    'Dealership Trading Name',
    'CIPC Name',
    'Company Registration Number',
    'Director Name',
    'Director Surname',
    'Id Number',
    'Email',
    'Mobile Number',
  ]);
  assert.equal(query.get('pick'), null);
  assert.deepEqual(
    floor.fields.map(([field, value]) => [field.label, value]),
    personas.registerDealer.fields.map(([field, value]) => [field.label, value]),
  );
  assert.equal(floor.captcha, false);
  assert.equal(floor.before, undefined);
  assert.match('/user/v1/floor', floor.request);
});

test('on the dealer-group page the floor has the list to pick from, and the person picks first', () => {
  const [path, floor] = sameFormFloor(personas.registerDealerGroup);
  const query = new URL(path, 'http://floor').searchParams;
  assert.equal(query.get('pick'), 'Dealer Group');
  assert.equal(query.getAll('field').length, personas.registerDealerGroup.fields.length);
  assert.equal(floor.before, personas.registerDealerGroup.before);
});

test("every portal page's fields carry the label the floor is built from", () => {
  for (const [page, , persona] of portalPages) {
    for (const [field] of persona.fields) {
      assert.equal(typeof field.label, 'string', `${page}: a field without a label`);
    }
  }
  const [loginPath] = sameFormFloor(personas.login);
  assert.deepEqual(new URL(loginPath, 'http://floor').searchParams.getAll('field'), [
    'Username',
    'Password',
  ]);
});

test("a page's name is its path, and says the language where the person's browser asks for another", () => {
  const names = portalPages.map(([name]) => name);
  assert.equal(new Set(names).size, names.length, 'two pages of one name');
  const afrikaans = portalPages.find(([, , persona]) => persona.locale === 'af-ZA');
  assert.deepEqual(afrikaans?.slice(0, 2), ['/login/customer in af-ZA', '/login/customer']);
  for (const [name, path, persona] of portalPages) {
    if (!persona.locale) assert.equal(name, path);
  }
});

test('a load that does not react is counted as a failure, and the run goes on to the others', async () => {
  // A browser whose every load fails, as a page that never reacts does.
  const browser = {
    newContext: async () => {
      throw new Error('the page did not react within 30000 ms');
    },
  };
  const pages = [
    ['a', 'http://127.0.0.1:1/a', personas.floor],
    ['b', 'http://127.0.0.1:1/b', personas.floor],
  ];
  const seen = [];
  const { failures, samples } = await measurePages(browser, pages, 2, (name, run, sample) =>
    seen.push(`${run} ${name}: ${sample.failed}`),
  );
  assert.deepEqual(failures, { a: 2, b: 2 });
  assert.deepEqual(samples, { a: [], b: [] });
  assert.equal(seen.length, 4);
  assert.match(seen[0], /did not react/);
  assert.deepEqual(failureLines(failures), [
    '  a: 2 load(s) did not react; the medians leave them out',
    '  b: 2 load(s) did not react; the medians leave them out',
  ]);
});
