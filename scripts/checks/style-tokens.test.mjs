// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the fixtures are the source text of style files, their template literals included
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { literalsIn, styleFiles } from './style-tokens.mjs';

const lines = (source) => literalsIn(source).map((found) => found.line);

describe('literalsIn', () => {
  it('passes a style made of tokens, zeros, factors on a token and sizes outside the scales', () => {
    const source = [
      'export const card = style({',
      '  background: vars.color.surface,',
      '  padding: `${vars.space.lg} ${vars.space.xl}`,',
      '  margin: `${vars.space.sm} 0 0`,',
      '  marginTop: `calc(-1 * ${vars.space.md})`,',
      '  gap: 0,',
      '  borderTop: `1px solid ${vars.color.divider}`,',
      '  fontSize: vars.fontSize.lg,',
      '  zIndex: vars.zIndex.skipLink,',
      "  maxWidth: '34rem',",
      "  minHeight: '2.25rem',",
      "  // was color: '#0b3d91' and fontSize: '1.1rem'",
      '});',
    ].join('\n');
    assert.deepEqual(literalsIn(source), []);
  });

  it('finds a colour written out, in a rule or kept in a constant', () => {
    const source = [
      "const plate = '#ffffff';",
      "export const a = style({ color: '#0b3d91' });",
      "export const b = style({ boxShadow: '0 8px 28px rgba(11, 61, 145, 0.15)' });",
      "export const c = style({ outline: `2px solid ${'#0b3d91'}` });",
      "export const d = style({ background: 'white' });",
      'export const e = style({ color: vars.color.text });',
    ].join('\n');
    assert.deepEqual(lines(source), [1, 2, 3, 4, 5]);
  });

  it('finds a font size, a space or a z-index written out, in strings, templates and numbers', () => {
    const source = [
      "export const a = style({ fontSize: '1.1rem' });",
      'export const b = style({ padding: `${vars.space.sm} 1rem` });',
      "export const c = style({ '@media': { [narrow]: { gap: '0.75rem' } } });",
      "export const d = style({ marginTop: '-0.5rem' });",
      'export const e = style({ zIndex: 1200 });',
      'export const f = style({ paddingBlock: 4 });',
      'export const g = style({ fontSize: vars.fontSize.md, lineHeight: 1.3 });',
    ].join('\n');
    assert.deepEqual(lines(source), [1, 2, 3, 4, 5, 6]);
  });

  it("reads the portal's screens and shell styles", () => {
    const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
    const files = styleFiles(root);
    assert.ok(files.includes('apps/portal/src/components/screens.css.ts'));
    assert.ok(files.includes('apps/portal/src/shell/shell.css.ts'));
  });

  it("reads the kit's component styles and shared rules, but not the theme that defines the tokens", () => {
    const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
    const files = styleFiles(root);
    assert.ok(files.includes('packages/ui-kit/src/loading-overlay/loading-overlay.css.ts'));
    assert.ok(files.includes('packages/ui-kit/src/button/button-rules.ts'));
    assert.ok(files.includes('packages/ui-kit/src/shared/forced-colors.ts'));
    assert.ok(!files.includes('packages/ui-kit/src/theme/theme.css.ts'));
  });

  it("finds what the kit's styles wrote out before they took tokens", () => {
    const source = [
      "export const input = style({ paddingInlineEnd: '3rem' });",
      "export const overlay = style({ background: 'rgba(10, 14, 22, 0.85)', color: vars.color.onOverlay });",
      "export const hidden = style({ position: 'absolute', margin: '-1px' });",
      "export const spinner = style({ width: vars.size.control, fontSize: '2.5rem' });",
      'export const field = style({ paddingInlineEnd: `calc(${vars.space.xs} + ${toggleWidth})` });',
    ].join('\n');
    assert.deepEqual(lines(source), [1, 2, 3, 4]);
  });
});
