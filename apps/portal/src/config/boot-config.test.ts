import { describe, expect, it } from 'vitest';
import shipped from '../../public/config.json';
import { apiSettingOf, bootEnvironmentName, captchaSettingOf, fetchConfig } from './boot-config.ts';

describe('bootEnvironmentName', () => {
  it.each([
    ['portal.auth.dev-mqf.forecourt.example', 'dev'],
    ['portal.auth.mqf.forecourt.example', 'prod'],
    ['portal.auth.forecourt.example', 'uat'],
    ['localhost', 'local'],
    ['127.0.0.1', 'local'],
  ])('%s is %s', (host, name) => {
    expect(bootEnvironmentName(host, shipped)).toBe(name);
  });
});

describe('apiSettingOf', () => {
  it('points localhost at the local user service', () => {
    expect(apiSettingOf('localhost', shipped)).toBe('http://localhost:4100');
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
