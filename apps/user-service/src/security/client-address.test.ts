import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

describe('clientAddress', () => {
  it('uses the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('::ffff:127.0.0.1', '1.2.3.4', [])).toBe('127.0.0.1');
  });

  it('reads X-Forwarded-For from the right through trusted proxies only', () => {
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.5', ['10.0.0.1'])).toBe('203.0.113.5');
    expect(
      clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.5, 10.0.0.2', ['10.0.0.1', '10.0.0.2']),
    ).toBe('203.0.113.5');
  });

  it('ignores garbage hops and a missing peer', () => {
    expect(clientAddress('10.0.0.1', 'nonsense', ['10.0.0.1'])).toBe('10.0.0.1');
    expect(clientAddress(undefined, undefined, [])).toBe('unknown');
  });
});
