// Time to usable, as a person meets it: Chromium with applied throttling (the DevTools
// protocol's network and CPU emulation, cache disabled), a person who from the moment the page
// is requested keeps trying every 50 ms to fill the form, resolve the captcha and press the
// button, and the moment the page reacts: the first request of the form's own call leaves (or,
// where pressing the button moves to the next step without a call, that step shows).
import { createServer } from 'node:http';
import { isOutside } from './browser.mjs';
import { freePort } from './servers.mjs';

/** Slow 4G and a mid-range phone, as the performance issue measured. */
export const throttling = {
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  cpuSlowdown: 4,
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A person acts on what they see as soon as it is there: each action waits for its element to be
// on the page, never for the page to be idle, steady or enabled (Playwright's actionability
// checks). A click on a disabled button does nothing; 50 ms later they try again. Playwright
// finds the element and types through the page's main thread, so while that thread is busy
// (scripts evaluating, a takeover) an action can miss its `patience` and the try starts again:
// in the loads traced on 2026-11-30 (08:20-09:10 UTC, a slow machine), the person's first
// keystroke on a prerendered page landed after the takeover every time (docs/performance.md).
// Each action waits for its element at most `patience`, and the try then starts again: given
// longer, Playwright's own wait looks for the element less and less often (after 0, 20, 50, 100
// and 100 ms, then every 500 ms), so a page whose field appeared just after a look was credited
// up to half a second late. Given 250 ms or less, it looks every 50 ms, as the person does.
const patience = 250;
const asAPerson = { timeout: patience, force: true };

/** Fills a text field unless it already holds `value`. */
async function fill(locator, value) {
  if ((await locator.inputValue({ timeout: patience })) !== value) {
    await locator.fill(value, asAPerson);
  }
}

// Each field carries its label, from which the same-form floor's form is made (sameFormFloor).
const textbox = (name) =>
  Object.assign((page) => page.getByRole('textbox', { name, exact: true }), { label: name });
const labelled = (name) =>
  Object.assign((page) => page.getByLabel(name, { exact: true }), { label: name });

// A name in English or Afrikaans: an Afrikaans page is English until the takeover's commit, and
// the person acts on whichever shows.
const either = (english, afrikaans) => new RegExp(`^(${english}|${afrikaans})$`);
// Each field carries its English label, from which the same-form floor's form is made.
const textboxIn = (english, afrikaans) =>
  Object.assign((page) => page.getByRole('textbox', { name: either(english, afrikaans) }), {
    label: english,
  });

/** Clicks the development stand-in until it is verified (it shows once the page is taken over). */
async function resolveCaptcha(page) {
  const verified = either('Development captcha: verified', 'Ontwikkelingscaptcha: bevestig');
  if (await page.getByRole('button', { name: verified }).count()) return;
  // 'click' is the stand-in's word in builds from before 2026-11-28, which the A/B still loads.
  const unverified = either(
    'Development captcha: (select|click) to verify',
    'Ontwikkelingscaptcha: (kies|klik) om te bevestig',
  );
  await page.getByRole('button', { name: unverified }).click(asAPerson);
}

/**
 * Picks the dealer group as a person would: type part of its name, choose it from the list, the
 * page's own or, where the box names a `<datalist>` holding it, the browser's suggestions (which
 * puts the whole name in the box; the browser's list is not in the page to click).
 */
async function pickDealerGroup(page) {
  const name = 'Coastal Auto Holdings';
  const box = page.getByRole('combobox', { name: /Dealer Group/ });
  if ((await box.inputValue({ timeout: patience })) === name) return;
  const suggested = await box.evaluate(
    (input, wanted) => [...(input.list?.options ?? [])].some((option) => option.value === wanted),
    name,
  );
  if (suggested) return void (await box.fill(name, asAPerson));
  await box.fill('Coastal', asAPerson);
  // The list shows once the dealer groups have arrived; a person waits for it.
  await page.getByRole('option', { name: 'Coastal Auto Holdings' }).click({ timeout: 300 });
}

const director = [
  [textbox('Director Name'), 'Ada'],
  [textbox('Director Surname'), 'Lovelace'],
  [textbox('Id Number'), '8001015009087'],
  [textbox('Email'), 'ada@forecourt.co.za'],
  [textbox('Mobile Number'), '0821234567'],
];

/**
 * What the person does on each page, and what counts as the page reacting: `request` (a
 * request whose URL matches leaves) or `step` (the step heading changes: the form went on
 * without a call).
 */
export const personas = {
  login: {
    fields: [
      [textbox('Username'), 'democustomer'],
      [textbox('Password'), 'Forecourt#2025'],
    ],
    captcha: true,
    button: 'Login',
    request: /\/user\/v1\/fetchUsersOtpDetails$/,
  },
  // The same sign-in by a person whose browser asks for Afrikaans: the page is taken over in
  // English and switched in the commit after, with Afrikaans' catalogue loaded beside English's.
  loginAfrikaans: {
    locale: 'af-ZA',
    fields: [
      [textboxIn('Username', 'Gebruikersnaam'), 'democustomer'],
      [textboxIn('Password', 'Wagwoord'), 'Forecourt#2025'],
    ],
    captcha: true,
    button: either('Login', 'Meld aan'),
    request: /\/user\/v1\/fetchUsersOtpDetails$/,
  },
  idLogin: {
    fields: [[textbox('Id Number'), '8001015009087']],
    captcha: true,
    button: 'Sign in With Id',
    request: /\/user\/v1\/profileDetailsForOtp$/,
  },
  forgotPassword: {
    fields: [[textbox('Username'), 'democustomer']],
    captcha: false,
    button: 'Submit',
    request: /\/user\/v1\/profileDetailsForPasswordReset$/,
  },
  registerCustomer: {
    fields: [[textbox('Id Number'), '9001015800088']],
    captcha: true,
    button: 'Register',
    request: /\/user\/v1\/getCustomerById\//,
  },
  registerDealer: {
    fields: [
      [textbox('Dealership Trading Name'), 'Ada Motors'],
      [textbox('CIPC Name'), 'Ada Motors Pty Ltd'],
      [textbox('Company Registration Number'), '2019/555555'],
      ...director,
    ],
    captcha: true,
    button: 'Register',
    step: true,
  },
  registerDealerGroup: {
    before: pickDealerGroup,
    pick: 'Dealer Group',
    fields: director,
    captcha: true,
    button: 'Register',
    step: true,
  },
  floor: {
    fields: [
      [labelled('Username'), 'democustomer'],
      [labelled('Password'), 'Forecourt#2025'],
    ],
    captcha: false,
    button: 'Login',
    request: /\/user\/v1\/floor$/,
  },
  supabase: {
    fields: [
      [labelled('Email address'), 'customer@forecourt.co.za'],
      [labelled('Your Password'), 'Forecourt#2025'],
    ],
    captcha: false,
    button: 'Sign in',
    request: /\/auth\/v1\/token/,
  },
};

/**
 * The portal pages whose time to usable is measured, as `[name, path, persona]`: the name is the
 * path, and says the language where the person's browser asks for another than English.
 */
export const portalPages = [
  ['/login/customer', personas.login],
  ['/login/customer', personas.loginAfrikaans],
  ['/id-login/customer', personas.idLogin],
  ['/forgot-password/customer', personas.forgotPassword],
  ['/register/customer', personas.registerCustomer],
  ['/register/dealer', personas.registerDealer],
  ['/register/dealer-group', personas.registerDealerGroup],
].map(([path, persona]) => [persona.locale ? `${path} in ${persona.locale}` : path, path, persona]);

/**
 * The same-form floor's page for `persona` (the path and query of scripts/perf/form-floor), and
 * what the person does there: the same fields with the same values, the same pick from a list,
 * then the floor's button. The floor has no captcha, as the sign-in floor has none; its reaction
 * is its own submit.
 */
export function sameFormFloor(persona) {
  const query = new URLSearchParams();
  if (persona.pick) query.set('pick', persona.pick);
  for (const [field] of persona.fields) query.append('field', field.label);
  return [
    `/?${query}`,
    {
      ...(persona.before ? { before: persona.before } : {}),
      fields: persona.fields.map(([field, value]) => [textbox(field.label), value]),
      captcha: false,
      button: 'Continue',
      request: /\/user\/v1\/floor$/,
    },
  ];
}

/** One try of everything, in the order a person goes; the first thing not possible yet ends it. */
async function attempt(page, persona) {
  if (persona.before) await persona.before(page);
  for (const [field, value] of persona.fields) await fill(field(page), value);
  if (persona.captcha) await resolveCaptcha(page);
  await page.getByRole('button', { name: persona.button, exact: true }).click(asAPerson);
}

// Records, in the page, when the step heading first changes (epoch ms): the reaction of a form
// that goes on to its next step without a call.
function watchStepHeading() {
  let first;
  const record = () => {
    const text = document.querySelector('#step-heading')?.textContent;
    if (text === undefined || window.__benchReactedAt !== undefined) return;
    if (first === undefined) first = text;
    else if (text !== first) window.__benchReactedAt = performance.timeOrigin + performance.now();
  };
  new MutationObserver(record).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}

/**
 * Loads `url` once under `throttling` and lets `persona` use it. Returns the first contentful
 * paint and the time to usable (ms from the document request), and the JS transferred until
 * then (bytes on the wire, headers included). `watch` (optional, for traces: ../trace.mjs) is
 * given the page and its DevTools session before the page is requested
 * (`await watch.session(cdp, page)`) and the page once it has reacted
 * (`await watch.reacted(page)`), before its context closes.
 */
export async function measureOnce(browser, url, persona, timeoutMs = 30_000, watch = undefined) {
  const context = await browser.newContext(persona.locale ? { locale: persona.locale } : {});
  await context.route(
    (target) => isOutside(target.href),
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  if (persona.step) await page.addInitScript(watchStepHeading);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: throttling.downloadBitsPerSecond / 8,
    uploadThroughput: throttling.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
  let requestedAt;
  let reactedAt;
  let js = 0;
  const scripts = new Set();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (requestedAt === undefined && event.type === 'Document') requestedAt = event.wallTime * 1000;
    if (reactedAt === undefined && persona.request?.test(event.request.url)) {
      reactedAt = event.wallTime * 1000;
    }
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (reactedAt === undefined && scripts.has(event.requestId)) js += event.encodedDataLength;
  });
  await watch?.session(cdp, page);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    const until = Date.now() + timeoutMs;
    while (reactedAt === undefined && Date.now() < until) {
      await attempt(page, persona).catch(() => undefined);
      if (persona.step) {
        const at = await page.evaluate(() => window.__benchReactedAt).catch(() => undefined);
        if (at !== undefined) reactedAt = at;
      }
      if (reactedAt === undefined) await sleep(50);
    }
    if (reactedAt === undefined)
      throw new Error(`${url}: the page did not react within ${timeoutMs} ms`);
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    );
    await watch?.reacted(page);
    return { fcp, usable: reactedAt - requestedAt, js };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * `runs` measurements of every page, taken in turns (one of each, then the next round) so that
 * whatever else the machine does falls on all of them alike; each round starts one page later
 * in the list, so no page is always first after a browser context closes. One unmeasured round
 * comes first (the browser's and the system's own start-up costs; the HTTP cache is disabled
 * anyway). A load whose page does not react is counted in `failures` and the run goes on, so
 * one stuck load does not lose the others' samples; a caller fails its verdict on it. Returns
 * the medians per page name (of the loads that reacted), the samples and the failures.
 * `onSample(name, run, sample)` reports progress; a failed load's sample is `{ failed }`, its
 * error's message.
 */
export async function measurePages(browser, pages, runs, onSample = () => undefined) {
  for (const [, url, persona] of pages) await measureOnce(browser, url, persona).catch(() => {});
  const samples = Object.fromEntries(pages.map(([name]) => [name, []]));
  const failures = Object.fromEntries(pages.map(([name]) => [name, 0]));
  for (let run = 1; run <= runs; run += 1) {
    const shift = (run - 1) % pages.length;
    for (const [name, url, persona] of [...pages.slice(shift), ...pages.slice(0, shift)]) {
      const sample = await measureOnce(browser, url, persona).catch((error) => ({
        failed: error.message,
      }));
      if (sample.failed) failures[name] += 1;
      else samples[name].push(sample);
      onSample(name, run, sample);
    }
  }
  const medians = Object.fromEntries(
    Object.entries(samples).map(([name, list]) => [
      name,
      {
        fcp: median(list.map((s) => s.fcp)),
        usable: median(list.map((s) => s.usable)),
        js: median(list.map((s) => s.js)),
      },
    ]),
  );
  return { medians, samples, failures };
}

/** The lines that name each page with loads that did not react, for a run's summary. */
export const failureLines = (failures) =>
  Object.entries(failures)
    .filter(([, count]) => count > 0)
    .map(
      ([name, count]) => `  ${name}: ${count} load(s) did not react; the medians leave them out`,
    );

/**
 * A stand-in user service on loopback for the portal under measurement: the dealer groups the
 * dealer-group form lists, and a plain success for anything else (only the moment a call leaves
 * is measured). Answers CORS like the real service.
 */
export async function startStubService() {
  const port = await freePort();
  const server = createServer((request, response) => {
    const headers = {
      'Access-Control-Allow-Origin': request.headers.origin ?? '*',
      'Access-Control-Allow-Headers': 'authorization, content-type',
      'Access-Control-Allow-Methods': 'GET, POST',
      'Access-Control-Expose-Headers': 'x-token',
      'Content-Type': 'application/json',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, headers).end();
      return;
    }
    const groups = [
      { mqDealerGroupId: 'DG001', dealerGroupName: 'Highveld Motor Group' },
      { mqDealerGroupId: 'DG002', dealerGroupName: 'Coastal Auto Holdings' },
    ];
    const body = request.url?.endsWith('/allDealerGroups')
      ? { status: 'Success', payload: { dealerGroups: groups } }
      : { status: 'Success', message: 'bench', payload: {} };
    response.writeHead(200, headers).end(JSON.stringify(body));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
