#!/usr/bin/env node
// The repository stands on its own (issue 33): code, tests, lint messages and documents cite the
// requirement ids of docs/requirements.md and the sections of docs/architecture.md and
// docs/decisions.md, never a document outside the repository (the product specification's
// numbered sections, the design and style notes it was first written against, or a folder beside
// the checkout). Every tracked text file is read. The patterns are written so that this file does
// not match them itself.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What may not appear, and what to write instead. */
const rules = [
  {
    pattern: /\bspec\s*\u00a7/i,
    why: "a section of the product specification: cite the requirement id (e.g. 'SIGNIN-4')",
  },
  {
    pattern: /\u00a7\s*\d/,
    why: 'a numbered section of a document outside the repository: cite the requirement id',
  },
  {
    pattern: /\b(DESIGN|STYLE)\.md\b|(?<![\w.-])spec\.md\b/i,
    why: 'a document outside the repository: cite docs/architecture.md or docs/decisions.md',
  },
  {
    pattern: /\/work\/shared\b/,
    why: 'a folder outside the repository',
  },
];

/** A relative path up to a folder named shared: fine only where it is a folder of the repository. */
const sharedFolder = /(?:\.\.\/)+shared\b/g;

/**
 * The citations of documents outside the repository in one file's text: `{ line, why, text }`
 * per offending line and rule. `file` is the file's path relative to `root`, which resolves
 * relative paths (an import from a sibling folder named shared is fine).
 */
export function citationsIn(text, file, root) {
  const found = [];
  text.split('\n').forEach((content, index) => {
    const at = { line: index + 1, text: content.trim() };
    for (const rule of rules) if (rule.pattern.test(content)) found.push({ ...at, why: rule.why });
    for (const [path] of content.matchAll(sharedFolder)) {
      const target = resolve(root, dirname(file), path);
      const inside = target === root || target.startsWith(root + sep);
      if (!inside || !existsSync(target)) {
        found.push({ ...at, why: `'${path}' is outside the repository` });
        break;
      }
    }
  });
  return found;
}

/** The repository's tracked files that exist and hold text (no NUL byte). */
export function trackedTextFiles(root) {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(root, file)))
    .flatMap((file) => {
      const bytes = readFileSync(join(root, file));
      return bytes.includes(0) ? [] : [{ file, text: bytes.toString('utf8') }];
    });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const files = trackedTextFiles(root);
  const found = files.flatMap(({ file, text }) =>
    citationsIn(text, file, root).map(
      ({ line, why, text: content }) => `${file}:${line}: ${why}\n    ${content}`,
    ),
  );
  if (found.length > 0) {
    console.error(
      `${found.length} citation(s) of documents outside the repository:\n${found.join('\n')}`,
    );
    process.exit(1);
  }
  console.log(
    `self-contained: ${files.length} tracked text files cite nothing outside the repository`,
  );
}
