import { describe, expect, it } from 'vitest';
import shipped from '../../public/config.json';
import { apiSettingOf, captchaSettingOf, fetchConfig } from './boot-config.ts';

describe('apiSettingOf', () => {
  it('points localhost at the local user service, and each host at its environment (ENV-2)', () => {
    expect(apiSettingOf('localhost', shipped)).toBe('http://localhost:4100');
    expect(apiSettingOf('portal.auth.dev-mqf.forecourt.example', shipped)).toBe(
      shipped.environments.dev.api,
    );
  });

  it('is undefined while the environment has no api setting', () => {
    expect(apiSettingOf('localhost', { environments: { local: { api: ' ' } } })).toBeUndefined();
    expect(apiSettingOf('localhost', null)).toBeUndefined();
  });
});

describe('captchaSettingOf', () => {
  it('shows the widget with the environment site key', () => {
    expect(captchaSettingOf('portal.auth.dev-mqf.forecourt.example', shipped)).toEqual({
      kind: 'widget',
      siteKey: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
    });
  });

  it('shows the development stand-in where a non-production environment has no key', () => {
    expect(captchaSettingOf('localhost', shipped)).toEqual({ kind: 'stand-in' });
  });

  it('never shows the stand-in in production or where the flag is unreadable', () => {
    const prod = { environments: { local: { production: true, captchaSiteKey: '  ' } } };
    expect(captchaSettingOf('localhost', prod)).toBeUndefined();
    expect(captchaSettingOf('localhost', { environments: { local: {} } })).toBeUndefined();
  });
});

describe('fetchConfig', () => {
  it('reports a missing file instead of throwing', async () => {
    const fetchFn = (async () => new Response('nope', { status: 404 })) as typeof fetch;
    expect(await fetchConfig(fetchFn)).toEqual({ ok: false, reason: '/config.json answered 404' });
  });

  it('reports a file that is not JSON', async () => {
    const fetchFn = (async () => new Response('<html>')) as typeof fetch;
    expect((await fetchConfig(fetchFn)).ok).toBe(false);
  });
});
