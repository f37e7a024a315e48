import { isIP } from 'node:net';

/**
 * Who the passkeys are for (WebAuthn's relying party): the domain they are bound to, the name the
 * passkey manager shows, and the pages allowed to run a ceremony. A passkey made for one RP ID
 * never works for another, so the RP ID of an environment must not change once people hold them.
 */
export interface RelyingParty {
  /** A registrable domain ('forecourt.co.za') or 'localhost'; never an IP address. */
  id: string;
  /** Shown beside the username in the phone's passkey manager. */
  name: string;
  /** Origins ('https://portal.forecourt.co.za') whose ceremonies the service accepts. */
  origins: string[];
}

const label = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** Why `rpId` cannot be an RP ID, or undefined when it can. */
export function rpIdProblem(rpId: string): string | undefined {
  if (isIP(rpId.replace(/^\[|\]$/g, '')) !== 0) return 'must be a domain, not an IP address';
  const labels = rpId.split('.');
  if (rpId.length > 253 || !labels.every((part) => label.test(part))) {
    return 'must be a lower-case domain without scheme, port or path';
  }
  if (labels.length === 1 && rpId !== 'localhost') return 'must be a full domain or localhost';
  return undefined;
}

/**
 * Why `origin` cannot run a ceremony for `rpId`, or undefined when it can: its host must be the
 * RP ID or below it, over https (http only for localhost, where browsers allow WebAuthn), and it
 * must be an origin only (no path).
 */
export function originProblem(origin: string, rpId: string): string | undefined {
  if (!URL.canParse(origin)) return 'is not a URL';
  const url = new URL(origin);
  if (url.origin !== origin) return 'must be an origin only (scheme, host, port; no path)';
  const host = url.hostname;
  if (host !== rpId && !host.endsWith(`.${rpId}`)) return `is not on the RP ID ${rpId}`;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && host === 'localhost')) {
    return 'must be https (http only on localhost)';
  }
  return undefined;
}
