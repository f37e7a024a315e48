import { afterEach, describe, expect, it, vi } from 'vitest';
import config from '../../public/config.json';
import english from '../../public/i18n/en.json';
import { packageTranslate } from '../i18n/package-texts.ts';
import { createBoot } from './create-boot.ts';

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
