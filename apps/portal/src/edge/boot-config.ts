import { type EnvironmentSource, environmentNameOf } from '@forecourt/flows-core';
import type { CaptchaSetting } from '../app/boot-context.tsx';

/**
 * The first look at `/config.json`, in the start-up chunk. Full validation (zod, in flows-core)
 * runs in the services chunk so the landing screen does not pay for it; this only finds the
 * environment's `api` setting, which is what gates the routed screen (PRODUCT-8).
 */

/** The raw configuration as fetched, or why it could not be. */
export type FetchedConfig = { ok: true; json: unknown } | { ok: false; reason: string };

/** The start script's request `name`, once (a second caller asks itself); else undefined. */
export function takeStarted(
  name: '__forecourtConfig' | '__forecourtDealerGroups',
): Promise<Response> | undefined {
  const request = window[name];
  window[name] = undefined;
  return request;
}

/**
 * The configuration: the reply to the start script's request when the page made one (every
 * page the portal serves does), else a request of its own (the development server). Never throws.
 */
export async function fetchConfig(
  fetchFn: typeof fetch = fetch,
  started: Promise<Response> | undefined = takeStarted('__forecourtConfig'),
): Promise<FetchedConfig> {
  try {
    const response = await (started ??
      fetchFn('/config.json', { headers: { Accept: 'application/json' } }));
    if (!response.ok) return { ok: false, reason: `/config.json answered ${response.status}` };
    return { ok: true, json: await response.json() };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** Setting `key` of the environment `json` picks for `hostname` (also read by the start script). */
export function settingOf(hostname: string, json: unknown, key: string): unknown {
  const name = environmentNameOf(hostname, json as EnvironmentSource);
  return field(field(field(json, 'environments'), name), key);
}

/** The chosen environment's `api` setting, or undefined while it has none. */
export function apiSettingOf(hostname: string, json: unknown): string | undefined {
  const api = settingOf(hostname, json, 'api');
  return typeof api === 'string' && api.trim() !== '' ? api : undefined;
}

/**
 * The captcha of the chosen environment, read as soon as the configuration has arrived so the
 * check is ready with the page rather than after the full validation: its site key, or the
 * development stand-in where a non-production environment has none (PRODUCT-4).
 * Undefined for a production environment without a key: the full validation refuses that
 * configuration and the error screen replaces the page.
 */
export function captchaSettingOf(hostname: string, json: unknown): CaptchaSetting | undefined {
  const siteKey = settingOf(hostname, json, 'captchaSiteKey');
  if (typeof siteKey === 'string' && siteKey.trim() !== '') return { kind: 'widget', siteKey };
  return settingOf(hostname, json, 'production') === false ? { kind: 'stand-in' } : undefined;
}
