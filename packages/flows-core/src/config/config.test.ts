import { describe, expect, it } from 'vitest';
import { testConfig } from '../testing/flow-harness.ts';
import { type PortalConfig, parsePortalConfig } from './config-schema.ts';
import { environmentNameOf, environmentOf, resolveEnvironment } from './environment.ts';

const env = (name: string, extra: Record<string, unknown> = {}) => ({
  production: false,
  api: `https://api.${name}.example.com`,
  envName: name.toUpperCase(),
  token: `${name}-token`,
  home: `https://${name}.example.com`,
  authUI: `https://auth.${name}.example.com`,
  dealerURL: `https://dealer.${name}.example.com`,
  dealerGroupURL: `https://group.${name}.example.com`,
  customerURL: `https://customer.${name}.example.com`,
  product: 'Vaf',
  ...extra,
});

const file = (overrides: Record<string, unknown> = {}) => ({
  environments: {
    dev: env('dev', { prizm: true }),
    uat: env('uat'),
    prod: env('prod', { production: true, captchaSiteKey: 'site-key' }),
    local: env('local', { dealerURL: 'http://localhost:4201' }),
    ...overrides,
  },
});

function parsed(json: unknown): PortalConfig {
  const result = parsePortalConfig(json);
  if (!result.ok) throw new Error(result.error);
  return result.config;
}

describe('parsePortalConfig', () => {
  it('accepts a complete file', () => {
    expect(parsed(file()).environments.dev?.prizm).toBe(true);
  });

  it('refuses a production environment without a captcha site key', () => {
    const result = parsePortalConfig(file({ prod: env('prod', { production: true }) }));
    expect(result).toEqual({
      ok: false,
      error:
        'Invalid configuration: environments.prod.captchaSiteKey: a production environment needs a captcha site key',
    });
  });

  it('refuses the production flag outside prod', () => {
    const result = parsePortalConfig(
      file({ uat: env('uat', { production: true, captchaSiteKey: 'k' }) }),
    );
    expect(result.ok ? '' : result.error).toContain(
      'environments.uat.production: only the prod environment sets the production flag',
    );
  });

  it('names every wrong setting by its path', () => {
    const result = parsePortalConfig(file({ dev: env('dev', { api: 'not a url', product: 3 }) }));
    expect(result.ok ? '' : result.error).toMatch(
      /environments\.dev\.api: .*; environments\.dev\.product/,
    );
  });

  it('says which settings are missing and what a wrong one must be', () => {
    const empty = parsePortalConfig({ environments: {} });
    expect(empty.ok ? '' : empty.error).toBe(
      'Invalid configuration: environments: holds no environment: give at least one of dev, uat, prod, local',
    );
    const wrong = parsePortalConfig(file({ dev: env('dev', { production: 'no', envName: '' }) }));
    expect(wrong.ok ? '' : wrong.error).toBe(
      'Invalid configuration: environments.dev.production must be a boolean (it is string); environments.dev.envName must not be empty',
    );
    const { api: _api, ...noApi } = env('local');
    const noUrl = parsePortalConfig(file({ local: noApi }));
    expect(noUrl.ok ? '' : noUrl.error).toBe(
      'Invalid configuration: environments.local.api is missing',
    );
    expect(parsePortalConfig({})).toEqual({
      ok: false,
      error: 'Invalid configuration: environments is missing',
    });
  });

  it('explains a file that is not an object', () => {
    expect(parsePortalConfig('nope')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Invalid configuration: /),
    });
  });
});

describe('resolveEnvironment', () => {
  const config = parsed(file());

  it.each([
    ['auth.portal.dev-mqf.co.za', 'dev'],
    ['auth.portal.vaf.co.za', 'uat'],
    ['AUTH.PORTAL.VAF.CO.ZA', 'uat'],
    ['auth.portal.mqf.co.za', 'prod'],
    ['localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['preview.portal.other.example', 'local'],
  ])('picks the environment of %s from the third host label: %s', (host, name) => {
    expect(environmentNameOf(host, config)).toBe(name);
  });

  it.each([
    ['no configuration', null],
    ['no environments', {}],
    ['no uat environment', { environments: {} }],
    ['a uat product that is not text', { environments: { uat: { product: 7 } } }],
  ])('chooses from a configuration not yet validated, with %s', (_, source) => {
    expect(environmentNameOf('portal.auth.dev-mqf.forecourt.example', source)).toBe('dev');
    expect(environmentNameOf('portal.auth.forecourt.forecourt.example', source)).toBe('local');
  });

  it('returns the chosen settings with their name; the local variant has its own site addresses', () => {
    expect(resolveEnvironment('localhost', config)).toMatchObject({
      name: 'local',
      dealerURL: 'http://localhost:4201',
      production: false,
    });
    expect(resolveEnvironment('a.b.mqf.co.za', config)).toMatchObject({
      name: 'prod',
      production: true,
    });
  });

  it("names what a configuration without the host's environment holds", () => {
    const onlyLocal = parsed({ environments: { local: env('local') } });
    expect(resolveEnvironment('localhost', onlyLocal).name).toBe('local');
    expect(() => resolveEnvironment('a.b.mqf.co.za', onlyLocal)).toThrow(
      "The configuration cannot give an environment: it has no 'prod' block (it has local).",
    );
  });

  it('works with the flows test configuration', () => {
    expect(testConfig.name).toBe('local');
  });
});

describe('environmentOf', () => {
  it('gives the one block of a configuration that holds one, whatever its name', () => {
    const one = parsed({ environments: { uat: env('staging') } });
    expect(environmentOf(one)).toMatchObject({ name: 'uat', envName: 'STAGING' });
  });

  it('gives the block the app names', () => {
    expect(environmentOf(parsed(file()), 'prod')).toMatchObject({ name: 'prod', production: true });
  });

  it('throws, naming what there is, when the choice is not there or not clear', () => {
    expect(() => environmentOf(parsed(file()))).toThrow(
      'The configuration cannot give an environment: no environment was named (it has dev, uat, prod, local).',
    );
    expect(() => environmentOf(parsed({ environments: { local: env('local') } }), 'dev')).toThrow(
      "it has no 'dev' block (it has local)",
    );
  });
});
