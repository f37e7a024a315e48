import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './headers.ts';
import { startScript, startScriptSource } from './start-script.ts';

describe('the start script', () => {
  it('is allowed by its hash in the Content-Security-Policy, and no other inline script is', () => {
    const hash = createHash('sha256').update(startScript).digest('base64');
    expect(startScriptSource).toBe(`'sha256-${hash}'`);
    const csp = securityHeaders(['http://127.0.0.1:4100'])['Content-Security-Policy'] ?? '';
    const scriptSrc = csp.split('; ').find((part) => part.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toContain(startScriptSource);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('is valid JavaScript with no quote that would end an HTML attribute or script early', () => {
    expect(() => new Function(startScript)).not.toThrow();
    expect(startScript).not.toContain('</script');
  });
});
