#!/usr/bin/env node
// The content check (GUIDE-60): the portal's English copy (apps/portal/public/i18n/en.json, which
// holds the flows' and the validators' texts too) and the kit's English defaults (string
// defaults of the components' props) against the content guide's mechanical rules
// (content-rules.mjs). The product's fixed strings are never flagged; a fixed string no copy
// uses any more is reported, so the list stays the product's.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brokenRules, fixedStrings } from './content-rules.mjs';

const root = join(import.meta.dirname, '..', '..');

/** The portal's English texts: `{ where, text }` a key. */
export function portalCopy() {
  const file = 'apps/portal/public/i18n/en.json';
  const texts = JSON.parse(readFileSync(join(root, file), 'utf8'));
  return Object.entries(texts).map(([key, text]) => ({ where: `${file} ${key}`, text }));
}

/**
 * The kit's English defaults: every string literal a component's props default to (directly or
 * inside an object default), when it reads as copy (a space in it, or a capital first), in the
 * kit's shipped source (no tests, stories, guidance, docs or patterns).
 */
export function kitCopy() {
  const ts = createRequire(join(root, 'package.json'))('typescript');
  const files = execFileSync('git', ['ls-files', 'packages/ui-kit/src'], { cwd: root })
    .toString()
    .split('\n')
    .filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.(test|stories|guidance|css)\.|\/(patterns|docs|test)\//.test(file),
    );
  const found = [];
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(join(root, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const strings = (node) =>
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? [node]
        : node.getChildren().flatMap(strings);
    const visit = (node) => {
      if (ts.isBindingElement(node) && node.initializer) {
        for (const literal of strings(node.initializer)) {
          const text = literal.text;
          if (/[a-z]/i.test(text) && (/\s/.test(text) || /^[A-Z]/.test(text))) {
            const { line } = source.getLineAndCharacterOfPosition(literal.getStart());
            found.push({ where: `${file}:${line + 1}`, text });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The problems of `copy`: a line a broken rule, and a line a fixed string nothing uses. */
export function contentProblems(copy) {
  const problems = copy.flatMap(({ where, text }) =>
    brokenRules(text).map((rule) => `${where}: '${text}' breaks ${rule}`),
  );
  const used = new Set(copy.map(({ text }) => text));
  for (const text of fixedStrings) {
    if (!used.has(text)) problems.push(`'${text}' is listed as fixed, but no copy uses it`);
  }
  return problems;
}

if (import.meta.main) {
  const copy = [...portalCopy(), ...kitCopy()];
  const problems = contentProblems(copy);
  if (problems.length > 0) {
    console.error(`content: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `content: ${copy.length} English texts follow the content guide (${fixedStrings.length} fixed strings left as written)`,
  );
}
