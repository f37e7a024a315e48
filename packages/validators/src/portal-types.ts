/** The three portal types of PRODUCT-1, in the order the routes name them. */
export const portalTypes = ['customer', 'dealer', 'dealer-group'] as const;

/** A portal type as it appears in a route: customer, dealer or dealer-group. */
export type PortalType = (typeof portalTypes)[number];

/** The role sent in payloads: the portal type with its hyphen removed (FIELDS-18). */
export type Role = 'customer' | 'dealer' | 'dealergroup';

/** Every role, in the order of `portalTypes`. */
export const roles = ['customer', 'dealer', 'dealergroup'] as const satisfies readonly Role[];

/** The channels a one-time code can be sent by. */
export const channels = ['mobile', 'email'] as const;

/** A one-time-code channel: mobile or email. */
export type Channel = (typeof channels)[number];

/** True when `value` is one of the portal types, e.g. a route parameter. */
export function isPortalType(value: string): value is PortalType {
  return (portalTypes as readonly string[]).includes(value);
}

/** The payload role of a portal type: 'dealer-group' becomes 'dealergroup'. */
export function roleOf(type: PortalType): Role {
  return type === 'dealer-group' ? 'dealergroup' : type;
}

/** True when `value` is a one-time-code channel. */
export function isChannel(value: string): value is Channel {
  return (channels as readonly string[]).includes(value);
}
