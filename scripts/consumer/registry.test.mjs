import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import {
  installedFromLock,
  installProblems,
  integrityOf,
  scopeNpmrc,
  verdaccioConfig,
} from './registry.mjs';

const dir = mkdtempSync(join(tmpdir(), 'registry-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('the local registry', () => {
  it('has no uplink, and publishing @forecourt/* needs a user', () => {
    const config = verdaccioConfig('/tmp/x');
    assert.match(config, /^uplinks: \{\}$/m);
    assert.doesNotMatch(config, /proxy:/);
    assert.match(config, /'@forecourt\/\*':\n {4}access: \$all\n {4}publish: \$authenticated/);
  });

  it('sends only the @forecourt scope to it', () => {
    assert.equal(
      scopeNpmrc('http://127.0.0.1:4873/'),
      '@forecourt:registry=http://127.0.0.1:4873/\n',
    );
  });

  it("reads what npm's and pnpm's lockfiles installed", () => {
    const npmApp = join(dir, 'npm');
    const pnpmApp = join(dir, 'pnpm');
    mkdirSync(npmApp);
    mkdirSync(pnpmApp);
    writeFileSync(
      join(npmApp, 'package-lock.json'),
      JSON.stringify({
        packages: {
          'node_modules/@forecourt/contract': {
            version: '1.0.0',
            resolved: 'http://127.0.0.1:4873/@forecourt/contract/-/contract-1.0.0.tgz',
            integrity: 'sha512-a',
          },
        },
      }),
    );
    writeFileSync(
      join(pnpmApp, 'pnpm-lock.yaml'),
      "packages:\n\n  '@forecourt/contract@1.0.0':\n    resolution: {integrity: sha512-a}\n",
    );
    const expected = {
      version: '1.0.0',
      integrity: 'sha512-a',
      from: 'http://127.0.0.1:4873/@forecourt/contract/-/contract-1.0.0.tgz',
    };
    assert.deepEqual(installedFromLock(npmApp)['@forecourt/contract'], expected);
    assert.deepEqual(installedFromLock(pnpmApp)['@forecourt/contract'], {
      ...expected,
      from: 'registry',
    });
  });

  it('names a package missing, of another version, of another tarball, or from a file', () => {
    const want = { '@forecourt/contract': { version: '1.0.0', integrity: 'sha512-a' } };
    assert.deepEqual(installProblems({}, want), ['@forecourt/contract: not in the lockfile']);
    assert.deepEqual(
      installProblems({ '@forecourt/contract': { version: '0.9.0', integrity: 'sha512-a' } }, want),
      ['@forecourt/contract: 0.9.0, expected 1.0.0'],
    );
    assert.match(
      installProblems(
        { '@forecourt/contract': { version: '1.0.0', integrity: 'sha512-b' } },
        want,
      )[0],
      /not the published tarball's/,
    );
    assert.match(
      installProblems(
        {
          '@forecourt/contract': {
            version: '1.0.0',
            integrity: 'sha512-a',
            from: 'file:../contract-1.0.0.tgz',
          },
        },
        want,
      )[0],
      /not the registry/,
    );
  });

  it('gives a file the integrity lockfiles write', () => {
    const file = join(dir, 'a.tgz');
    writeFileSync(file, 'abc');
    assert.equal(
      integrityOf(file),
      'sha512-3a81oZNherrMQXNJriBBMRLm+k6JqX6iCp7u5ktV05ohkpkqJ0/BqDa6PCOj/uu9RU1EI2Q86A4qmslPpUyknw==',
    );
  });
});
