#!/usr/bin/env node
// The flows' model, held in the code (issue 32): steps are names, never numbers, in the packages
// and the apps; and the portal's views read the flows' flags, never comparing `status` (or a
// step) themselves. Tests, stories and test helpers may say what they like.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const sources = [
  'packages/validators/src',
  'packages/contract/src',
  'packages/flows-core/src',
  'packages/ui-kit/src',
  'apps/portal/src',
  'apps/user-service/src',
];

const skipped = /\.(test|spec|stories|test-d)\.[cm]?[jt]sx?$|\/(testing|test)\//;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.[cm]?tsx?$/.test(name) && !skipped.test(path)) yield path;
  }
}

/** What may not appear, where, and why. */
const rules = [
  {
    where: () => true,
    pattern: /\b\w*[sS]tep\s*(===|!==|==|!=|<=|>=|<|>)\s*\d|\d\s*(===|!==)\s*\w*[sS]tep\b/,
    why: 'a step compared with a number (steps are names: defineSteps)',
  },
  {
    where: () => true,
    pattern: /\b\w*[sS]tep\??\s*:\s*\d|\bsetStep\(\s*\d|FlowStateBase<\s*\d|Record<\s*\d\s*\|/,
    why: 'a step given as a number (steps are names: defineSteps)',
  },
  {
    where: (path) => path.startsWith('apps/portal/src/') && path.endsWith('.tsx'),
    pattern:
      /\bstatus\s*(===|!==|==|!=)\s*['"](idle|submitting|done|awaitingCode|otpFailed)['"]|['"](idle|submitting|done|awaitingCode|otpFailed)['"]\s*(===|!==)\s*\w*\.?status\b/,
    why: "a portal view comparing a flow's status (read the flow's flags: busy, canSubmit, ...)",
  },
];

const found = [];
for (const source of sources) {
  for (const path of files(join(root, source))) {
    const file = relative(root, path);
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (/^\s*(\/\/|\*)/.test(line)) return;
        for (const rule of rules)
          if (rule.where(file) && rule.pattern.test(line))
            found.push(`${file}:${index + 1}: ${rule.why}\n    ${line.trim()}`);
      });
  }
}
if (found.length > 0) {
  console.error(`The flows' model is broken in ${found.length} place(s):\n${found.join('\n')}`);
  process.exit(1);
}
console.log(
  `model checks: named steps everywhere, no status comparison in portal views (${sources.length} source trees)`,
);
