import { describe, expect, it } from 'vitest';
import { channels, isChannel, isPortalType, portalTypes, roleOf, roles } from './portal-types.ts';

describe('portal types', () => {
  it('lists customer, dealer and dealer-group', () => {
    expect(portalTypes).toEqual(['customer', 'dealer', 'dealer-group']);
  });

  it.each([
    ['customer', true],
    ['dealer', true],
    ['dealer-group', true],
    ['dealergroup', false],
    ['Dealer', false],
    ['', false],
    ['admin', false],
  ])('isPortalType(%j) is %s', (value, expected) => {
    expect(isPortalType(value)).toBe(expected);
  });

  it('removes the hyphen for the payload role', () => {
    expect(portalTypes.map(roleOf)).toEqual(['customer', 'dealer', 'dealergroup']);
    expect(roles).toEqual(portalTypes.map(roleOf));
  });
});

describe('channels', () => {
  it('are mobile and email', () => {
    expect(channels).toEqual(['mobile', 'email']);
    expect(isChannel('mobile')).toBe(true);
    expect(isChannel('email')).toBe(true);
    expect(isChannel('sms')).toBe(false);
  });
});
