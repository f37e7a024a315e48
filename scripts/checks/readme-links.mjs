#!/usr/bin/env node
// The published packages' READMEs stand alone (issue 36): a README is read on the registry's page
// or in node_modules, where the repository is not. No link may point into the repository (a
// relative link or image), and no text may send the reader to a path of it (docs/, scripts/,
// apps/, packages/, examples/, e2e/) or to "the Forecourt repository". Links to the web
// (https://, mailto:) and to the README's own headings (#...) are fine.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** Where a Markdown text points into the repository: `{ line, text, why }` per finding. */
export function repoReferences(markdown) {
  const findings = [];
  const fine = (target) => /^(https?:|mailto:|#)/i.test(target.trim());
  let inFence = false;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (/^\s*```/.test(text)) {
      inFence = !inFence;
      return;
    }
    if (!inFence) {
      // Links, outside code: code spans and blocks show code (an app's own `src="/src/main.tsx"`).
      const prose = text.replace(/`[^`]*`/g, '');
      for (const [, target] of prose.matchAll(/\]\(\s*<?([^)\s>]*)/g))
        if (!fine(target)) findings.push({ line, text, why: `relative link '${target}'` });
      for (const [, target] of prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/g))
        if (!fine(target))
          findings.push({ line, text, why: `relative link definition '${target}'` });
      for (const [, target] of prose.matchAll(/\b(?:href|src)\s*=\s*["']([^"']*)["']/gi))
        if (!fine(target)) findings.push({ line, text, why: `relative HTML link '${target}'` });
      if (/\b(?:Forecourt|the) (?:repository|repo|monorepo|workspace)\b/i.test(prose))
        findings.push({ line, text, why: 'sends the reader to the repository' });
    }
    // Paths of the repository, anywhere (a code block's `bash scripts/start.sh` too).
    for (const [match] of text.matchAll(
      /(?<![\w@/.-])(?:\.\.\/[\w.-]|(?:docs|scripts|apps|packages|examples|e2e)\/)[\w./-]*/g,
    ))
      findings.push({ line, text, why: `a path of the repository '${match}'` });
  });
  return findings;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const packages = join(root, 'packages');
  let failures = 0;
  for (const name of readdirSync(packages)) {
    const file = join(packages, name, 'README.md');
    let markdown;
    try {
      markdown = readFileSync(file, 'utf8');
    } catch {
      console.error(`readme links: packages/${name} has no README.md`);
      failures += 1;
      continue;
    }
    for (const { line, text, why } of repoReferences(markdown)) {
      console.error(`${relative(root, file)}:${line}: ${why}\n  ${text.trim()}`);
      failures += 1;
    }
  }
  if (failures > 0) {
    console.error(`readme links: ${failures} reference(s) into the repository`);
    process.exit(1);
  }
  console.log("readme links: the packages' READMEs point nowhere into the repository");
}
