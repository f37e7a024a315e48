import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { errorCodes, isErrorCode } from './errors.ts';
import { endpointErrors } from './routes.ts';

const architecture = readFileSync(
  new URL('../../../docs/architecture.md', import.meta.url),
  'utf8',
);

/** The rows of the architecture page's table whose first header cell is `first`. */
function tableRows(first: string): string[][] {
  const lines = architecture.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${first} |`));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

const codesIn = (cell: string): string[] =>
  [...cell.matchAll(/`([A-Za-z_]+)`/g)].map((match) => match[1] ?? '');

describe('error codes', () => {
  it('are a closed union the guard recognises', () => {
    for (const code of errorCodes) expect(isErrorCode(code)).toBe(true);
    expect(isErrorCode('rejected')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it('are each explained in docs/architecture.md, and no other', () => {
    expect(tableRows('code').map(([code]) => codesIn(code ?? '')[0])).toEqual([...errorCodes]);
  });

  it('are listed per endpoint in docs/architecture.md exactly as endpointErrors has them', () => {
    const common = codesIn(
      architecture.slice(
        architecture.indexOf('Every endpoint may answer'),
        architecture.indexOf('besides those'),
      ),
    );
    const documented = new Map(
      tableRows('endpoint').map(([name, , also]): [string, string[]] => [
        codesIn(name ?? '')[0] ?? '',
        [...common, ...codesIn(also ?? '')],
      ]),
    );
    const table = Object.fromEntries(
      Object.entries(endpointErrors).map(([name, codes]: [string, readonly string[]]) => [
        name,
        [...codes].sort(),
      ]),
    );
    const sorted = [...documented].map(([name, codes]) => [name, [...codes].sort()]);
    expect(Object.fromEntries(sorted)).toEqual(table);
    expect(Object.keys(endpointErrors).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('give a later step without a grant only step_expired, never a code that names the person', () => {
    const later = [
      'otpLoginCheck',
      'validateAndLogin',
      'otpIdLoginCheck',
      'validateAndIdLogin',
      'otpForgotUsernameCheck',
      'requestUsername',
      'otpForgotPasswordCheck',
      'resetPassword',
      'validateRegistrationOtp',
      'resendRegistrationOtp',
    ] as const;
    for (const name of later) {
      const codes: readonly string[] = endpointErrors[name];
      expect(codes).toContain('step_expired');
      expect(codes).not.toContain('not_found');
      expect(codes).not.toContain('credentials_invalid');
    }
  });
});
