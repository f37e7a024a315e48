#!/usr/bin/env node
// TOKENS-1: every colour, font size, space (margin, padding, gap) and z-index in the portal's
// and the kit's styles is one of the kit's tokens (`vars.*`, read from the kit's theme), so the
// screens and the components follow the kit's themes and a designer finds every value on the
// tokens pages. The styles are the vanilla-extract files (`*.css.ts`) under apps/portal/src and
// packages/ui-kit/src, and the kit's modules of shared rules; the theme's own stylesheet, which
// fills the tokens in, is not read. This reads their source, where a literal is written, rather
// than the built CSS, where a literal cannot be traced to its line.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The style files checked, as `git ls-files` pathspecs from the repository's root. */
export const checkedFiles = [
  'apps/portal/src/**/*.css.ts',
  'packages/ui-kit/src/**/*.css.ts',
  // Rules the kit's stylesheets import (a button's look, the forced-colours states).
  'packages/ui-kit/src/**/*-rules.ts',
  'packages/ui-kit/src/shared/forced-colors.ts',
  // Where the tokens are defined: the values are written out there, once.
  ':(exclude)packages/ui-kit/src/theme/theme.css.ts',
];

/** A colour written out: #rgb to #rrggbbaa, or a colour function. */
const colourLiteral = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;

/** CSS's named colours most likely to be typed; `transparent` and `currentColor` are not values. */
const namedColour =
  /\b(?:white|black|red|green|blue|gray|grey|silver|navy|maroon|orange|yellow|purple|teal)\b/i;

/** Properties that take a colour (camelCase, as vanilla-extract writes them). */
const colourProperty =
  /^(?:color|background(?:Color)?|border(?:Top|Right|Bottom|Left|Block|Inline)?(?:Start|End)?(?:Color)?|outline(?:Color)?|boxShadow|textShadow|fill|stroke|caretColor|accentColor|textDecoration(?:Color)?|columnRule(?:Color)?)$/;

/** Properties on the type scale or the spacing scale, and the stacking order. */
const scaleProperty =
  /^(?:fontSize|(?:margin|padding)(?:Top|Right|Bottom|Left|Block|Inline)?(?:Start|End)?|gap|rowGap|columnGap|zIndex)$/;

/** A length or number written out (`1rem`, `-0.5rem`, `12px`, `1100`), other than zero. */
const numberLiteral = /(?<![\w.#-])-?(?:\d*\.)?\d+(?:[a-z]+|%)?(?![\w.])/gi;

/** `name: 'value'`, `name: "value"`, `name: \`value\`` or `name: 12`, anywhere in a style object. */
const declaration =
  /\b([A-Za-z]+)\s*:\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`|-?(?:\d*\.)?\d+\b)/g;

/** Any string literal, to find a colour kept in a constant rather than written in a rule. */
const stringLiteral = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

/** The literal's text with each `${...}` (a token, or a helper given one) taken out. */
function literalText(literal) {
  return literal.replace(/\$\{[^}]*\}/g, ' ');
}

/** The line a character offset falls on, from 1. */
function lineOf(text, offset) {
  return text.slice(0, offset).split('\n').length;
}

/**
 * The values written out in one style file's source: `{ line, why, text }` each. Comments are
 * read as blank, so a comment may speak of `#0b3d91` or `1.5rem`.
 */
export function literalsIn(source) {
  const text = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (comment) =>
    comment.replace(/[^\n]/g, ' '),
  );
  const found = [];
  const report = (offset, why) => {
    const line = lineOf(text, offset);
    found.push({ line, why, text: source.split('\n')[line - 1]?.trim() ?? '' });
  };
  for (const match of text.matchAll(declaration)) {
    const [, property = '', value = ''] = match;
    const written = literalText(value);
    if (colourProperty.test(property) && namedColour.test(written)) {
      report(match.index, `${property}: a named colour; use a colour role (vars.color.*)`);
    }
    if (scaleProperty.test(property)) {
      const numbers = [...written.matchAll(numberLiteral)].map(([number]) => number);
      const insideCalc = /calc\(/.test(written);
      // `calc(-1 * ${vars.space.md})`: a bare factor is arithmetic on a token, not a value.
      const values = numbers.filter(
        (number) => !/^-?0$/.test(number) && !(insideCalc && /^-?[\d.]+$/.test(number)),
      );
      if (values.length > 0) {
        report(match.index, `${property}: ${values.join(', ')} written out; use a token (vars.*)`);
      }
    }
  }
  for (const match of text.matchAll(stringLiteral)) {
    // The whole literal, a `${...}` in it included: `${'#fff'}` is written out too.
    if (colourLiteral.test(match[0])) {
      report(match.index, 'a colour written out; use a colour role (vars.color.*)');
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** The checked style files of the repository at `root`. */
export function styleFiles(root) {
  return execFileSync('git', ['ls-files', '--', ...checkedFiles], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const files = styleFiles(root);
  const found = files.flatMap((file) =>
    literalsIn(readFileSync(join(root, file), 'utf8')).map(
      ({ line, why, text }) => `${file}:${line}: ${why}\n    ${text}`,
    ),
  );
  if (found.length > 0) {
    console.error(`${found.length} value(s) written out instead of a token:\n${found.join('\n')}`);
    process.exit(1);
  }
  console.log(
    `style tokens: ${files.length} style files of the portal and the kit, every colour, font size, space and z-index a token`,
  );
}
