import {
  createAdminLoginFlow,
  createForgotPasswordFlow,
  createForgotUsernameFlow,
  createIdLoginFlow,
  createLoginFlow,
  createRegisterCustomerFlow,
  createRegisterDealerFlow,
  createRegisterDealerGroupFlow,
} from '@forecourt/flows-core';
import {
  createHarness,
  deferred,
  fakeSuccess,
  sessionFor,
  testConfig,
} from '@forecourt/flows-core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import config from '../../public/config.json';
import english from '../../public/i18n/en.json';
import type { AppServices } from '../app/boot-context.tsx';
import { loadOnce } from '../app/load-once.ts';
import { packageTranslate } from '../i18n/package-texts.ts';
import { noPasskeys } from '../test/test-boot.ts';
import { createBoot, deferredDeps } from './create-boot.ts';

function bootWithFetch() {
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response('{"status":"Success"}')),
  );
  vi.stubGlobal('fetch', fetch);
  const boot = createBoot(config, {
    hostname: 'localhost',
    redirect: () => undefined,
    translate: packageTranslate(english),
  });
  return { boot, fetch };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createBoot', () => {
  it("sends a flow's call in the task that makes it once start-up has built the services", async () => {
    const { boot, fetch } = bootWithFetch();
    await boot.services.load();
    const call = boot.deps.api.allDealerGroups({});
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/user\/v1\/allDealerGroups$/);
    await call;
  });

  it('has a call made before then build the services and wait for them', async () => {
    const { boot, fetch } = bootWithFetch();
    const call = boot.deps.api.allDealerGroups({});
    expect(fetch).not.toHaveBeenCalled();
    await call;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(boot.services.status().state).toBe('ready');
  });
});

function setup(load: () => Promise<AppServices>) {
  const h = createHarness();
  const { api: _api, config: _config, ...ready } = h.deps;
  const loader = vi.fn(load);
  return { ...h, load: loader, deps: deferredDeps(ready, loadOnce(loader)) };
}

describe('deferredDeps', () => {
  it('creates, edits and renders every flow before the client and the environment load', () => {
    const { deps, load } = setup(() => new Promise(() => undefined));
    const flows = [
      createLoginFlow(deps, { type: 'dealer' }),
      createAdminLoginFlow(deps, { type: 'customer' }),
      createIdLoginFlow(deps, { type: 'dealer-group' }),
      createForgotUsernameFlow(deps, { type: 'customer' }),
      createForgotPasswordFlow(deps, { type: 'dealer' }),
      createRegisterCustomerFlow(deps),
      createRegisterDealerFlow(deps),
      createRegisterDealerGroupFlow(deps),
    ];
    for (const flow of flows) {
      const state = flow.getState();
      state.setField('idNumber' as never, '9001015800088');
      state.resolveCaptcha('token');
      state.back();
      state.reset();
      state.dispose();
    }
    expect(load).not.toHaveBeenCalled();
  });

  it('holds the first call until the parts have loaded, then signs in with them', async () => {
    const parts = deferred<AppServices>();
    const { deps, load, api, redirects } = setup(() => parts.promise);
    api.answer('adminLogin', fakeSuccess('adminLogin', { status: 'Success' }, sessionFor('kid-7')));
    const flow = createAdminLoginFlow(deps, { type: 'dealer' });
    flow.getState().setField('username', 'dealer1');
    flow.getState().setField('adminUsername', 'admin1');
    flow.getState().setField('adminPassword', 'Secret#123');
    flow.getState().resolveCaptcha('token');
    const submitted = flow.getState().signIn();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(flow.getState()).toMatchObject({ status: 'submitting', busy: true });
    expect(api.calls).toEqual([]);
    parts.resolve({ api, config: testConfig, passkeys: noPasskeys });
    await submitted;
    expect(api.calls.map((call) => call.name)).toEqual(['adminLogin']);
    expect(redirects).toEqual(['http://localhost:4201/home/kid-7/admin']);
  });

  it('answers a call as a network failure when the parts cannot load, and tries again next time', async () => {
    let fail = true;
    const { deps, load, api } = setup(async () => {
      if (fail) throw new Error('chunk failed to load');
      return { api, config: testConfig, passkeys: noPasskeys };
    });
    api.answer('allDealerGroups', fakeSuccess('allDealerGroups', { status: 'Success' }));
    const first = await deps.api.allDealerGroups({});
    expect(first).toMatchObject({ ok: false, code: 'network' });
    expect(first.ok ? '' : first.message).toMatch(/could not load what it needs/);
    fail = false;
    expect(await deps.api.allDealerGroups({})).toMatchObject({ ok: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("asks the services chunk for the browser's passkey ceremonies, once it has loaded", async () => {
    const parts = deferred<AppServices>();
    const { deps, api } = setup(() => parts.promise);
    const asked = deps.passkeys?.browser.canHold();
    parts.resolve({
      api,
      config: testConfig,
      passkeys: { ...noPasskeys, canHold: async () => true },
    });
    expect(await asked).toBe(true);
    expect(await deps.passkeys?.browser.offersAutofill()).toBe(false);
  });

  it('loads the parts once for calls made together', async () => {
    const { deps, load, api } = setup(async () => ({
      api,
      config: testConfig,
      passkeys: noPasskeys,
    }));
    await Promise.all([deps.api.allDealerGroups({}), deps.api.session({})]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not send a call cancelled while the parts were loading', async () => {
    const parts = deferred<AppServices>();
    const { deps, api } = setup(() => parts.promise);
    const controller = new AbortController();
    const call = deps.api.allDealerGroups({}, { signal: controller.signal });
    controller.abort();
    parts.resolve({ api, config: testConfig, passkeys: noPasskeys });
    expect(await call).toEqual({ ok: false, code: 'aborted', message: '' });
    expect(api.calls).toEqual([]);
  });

  it('sends a call in the task that makes it once the app has built the parts', () => {
    const h = createHarness();
    const { api: _api, config: _config, ...ready } = h.deps;
    const load = vi.fn(() => new Promise<AppServices>(() => undefined));
    const deps = deferredDeps(ready, {
      load,
      loaded: () => ({ api: h.api, config: testConfig, passkeys: noPasskeys }),
    });
    void deps.api.allDealerGroups({});
    expect(h.api.calls.map((call) => call.name)).toEqual(['allDealerGroups']);
    expect(deps.config).toBe(testConfig);
    expect(load).not.toHaveBeenCalled();
  });

  it('sends every call after the first at once, and none whose signal is aborted', async () => {
    const { deps, api } = setup(async () => ({ api, config: testConfig, passkeys: noPasskeys }));
    api.answer('session', fakeSuccess('session', { status: 'Success' }));
    await deps.api.session({});
    void deps.api.allDealerGroups({});
    expect(api.calls.map((call) => call.name)).toEqual(['session', 'allDealerGroups']);
    const controller = new AbortController();
    controller.abort();
    expect(await deps.api.session({}, { signal: controller.signal })).toMatchObject({
      code: 'aborted',
    });
    expect(api.calls).toHaveLength(2);
  });

  it("sends a submit's call in the submit's own task, before what its state change scheduled", async () => {
    // The form checks and the client loaded, as at a page's first press: the call must not wait
    // for the re-render that 'submitting' schedules (React runs it in a microtask).
    const h = createHarness();
    const { api: _api, config: _config, ...ready } = h.deps;
    const deps = deferredDeps(ready, {
      load: () => new Promise(() => undefined),
      loaded: () => ({ api: h.api, config: testConfig, passkeys: noPasskeys }),
    });
    h.api.answer('loginCheck', fakeSuccess('loginCheck', { status: 'Success' }));
    const flow = createLoginFlow(deps, { type: 'customer' });
    flow.getState().setField('username', 'jdoe');
    flow.getState().setField('password', 'Secret#123');
    flow.getState().resolveCaptcha('captcha-token');
    const seen: number[] = [];
    flow.subscribe((state) => {
      if (state.status === 'submitting') queueMicrotask(() => seen.push(h.api.calls.length));
    });
    const submitted = flow.getState().signIn();
    expect(h.api.calls.map((call) => call.name)).toEqual(['loginCheck']);
    await submitted;
    // The first re-render 'submitting' scheduled ran with the call already sent.
    expect(seen[0]).toBe(1);
    expect(flow.getState().step).toBe('channel');
  });

  it('is no promise: awaiting the client gives the client, not a call', async () => {
    const { deps, load } = setup(() => new Promise(() => undefined));
    expect(await Promise.resolve(deps.api)).toBe(deps.api);
    expect((deps.api as unknown as { then?: unknown }).then).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('refuses to read the environment before it has loaded', () => {
    const { deps } = setup(() => new Promise(() => undefined));
    expect(() => deps.config).toThrow(/read before it was loaded/);
  });
});
