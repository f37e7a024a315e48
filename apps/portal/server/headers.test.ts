import { describe, expect, it } from 'vitest';
import { headersFor, securityHeaders, subresourceHeaders } from './headers.ts';

const documentHeaders = securityHeaders(['http://127.0.0.1:4100'], "'sha256-start'");

describe('headersFor', () => {
  it.each([
    'text/html; charset=utf-8',
    'image/svg+xml',
    'text/plain; charset=utf-8',
    'application/octet-stream',
  ])('gives a response a browser may show as a document (%s) every security header', (type) => {
    const headers = headersFor(type, documentHeaders);
    expect(headers).toEqual(documentHeaders);
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it.each([
    'text/javascript; charset=utf-8',
    'text/css; charset=utf-8',
    'application/json; charset=utf-8',
    'image/png',
    'image/webp',
    'image/avif',
    'font/woff2',
  ])('gives a subresource (%s) nosniff and none of the document-only headers', (type) => {
    const headers = headersFor(type, documentHeaders);
    expect(headers).toEqual({ 'X-Content-Type-Options': 'nosniff' });
    expect(headers['Content-Security-Policy']).toBeUndefined();
  });

  it('does not take a type that only begins like a subresource type for one', () => {
    expect(headersFor('text/javascriptx', documentHeaders)).toEqual(documentHeaders);
    expect(headersFor('image/pngs', documentHeaders)).toEqual(documentHeaders);
  });

  it('keeps nosniff, the one header that acts on scripts and styles, on subresources', () => {
    expect(subresourceHeaders['X-Content-Type-Options']).toBe(
      documentHeaders['X-Content-Type-Options'],
    );
  });
});
