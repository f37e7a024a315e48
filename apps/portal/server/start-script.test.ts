import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

  it('is the one the deployment guide allows (the nginx policy and the headers listed there)', () => {
    const guide = readFileSync(join(import.meta.dirname, '../../../docs/deployment.md'), 'utf8');
    const policies = guide.match(/script-src 'self' [^;]*/g) ?? [];
    expect(policies.length).toBeGreaterThanOrEqual(2);
    for (const policy of policies) expect(policy).toContain(startScriptSource);
  });
});
