import type { PortalType } from '@forecourt/validators';
import type { EnvironmentConfig } from './config-schema.ts';

/** The outcome of `buildPostSignInUrl`: a safe address, or why none could be built. */
export type PostSignInUrl = { ok: true; url: string } | { ok: false; reason: string };

type SiteConfig = Pick<EnvironmentConfig, 'customerURL' | 'dealerURL' | 'dealerGroupURL'>;

const siteKeyOf = {
  customer: 'customerURL',
  dealer: 'dealerURL',
  'dealer-group': 'dealerGroupURL',
} as const satisfies Record<PortalType, keyof SiteConfig>;

// kid is opaque and URL-safe by contract; anything else (slashes, schemes, control characters,
// dot segments) is refused rather than repaired, because a repaired kid would name another user.
const safeKid = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,255}$/;

function originOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The full-page address after sign-in (REDIRECT-1, REDIRECT-3): the site base for the user type,
 * then `/home/{kid}` or `/home/{kid}/admin`. Refuses a kid that is not a plain URL-safe token and
 * any result whose origin is not the configured site's.
 */
export function buildPostSignInUrl(
  config: SiteConfig,
  userType: PortalType,
  kid: string,
  options: { admin?: boolean } = {},
): PostSignInUrl {
  if (!safeKid.test(kid))
    return { ok: false, reason: 'The sign-in reply named an invalid account.' };
  const base = config[siteKeyOf[userType]];
  const siteOrigin = originOf(base);
  if (!siteOrigin) return { ok: false, reason: `The ${userType} site address is not configured.` };
  const path = `/home/${encodeURIComponent(kid)}${options.admin ? '/admin' : ''}`;
  const url = `${base.replace(/\/+$/, '')}${path}`;
  if (originOf(url) !== siteOrigin || !new URL(url).pathname.endsWith(path)) {
    return { ok: false, reason: 'The sign-in address left the configured site.' };
  }
  return { ok: true, url };
}
