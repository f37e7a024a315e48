import { isIP } from 'node:net';

function normalise(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/**
 * The client's address: the socket's peer, unless that peer is a configured proxy, in which case
 * `X-Forwarded-For` is read from the right, skipping trusted proxies. A client that writes its
 * own `X-Forwarded-For` without a trusted proxy in front changes nothing.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string {
  const trusted = new Set(trustedProxies.map(normalise));
  let address = normalise(peer ?? 'unknown');
  if (!trusted.has(address) || forwardedFor === undefined) return address;
  const hops = forwardedFor
    .split(',')
    .map(normalise)
    .filter((hop) => isIP(hop) !== 0);
  while (hops.length > 0 && trusted.has(address)) address = hops.pop() ?? address;
  return address;
}
