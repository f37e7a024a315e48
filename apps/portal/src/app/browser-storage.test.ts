import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageIfAllowed } from './browser-storage.ts';

afterEach(() => vi.restoreAllMocks());

describe('storageIfAllowed', () => {
  it("gives the browser's storage of the kind asked for", () => {
    expect(storageIfAllowed('localStorage')).toBe(window.localStorage);
    expect(storageIfAllowed('sessionStorage')).toBe(window.sessionStorage);
  });

  it('gives nothing where the browser refuses access, instead of throwing', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(storageIfAllowed('localStorage')).toBeUndefined();
    expect(storageIfAllowed('sessionStorage')).toBe(window.sessionStorage);
  });
});
