/// <reference types="vite/client" />
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  accessibilitySubsections,
  type Guidance,
  GuidanceSections,
  guidanceSections,
} from './guidance.tsx';

// Every component's stories give their docs page the five guidance sections (GUIDE-53; the
// patterns have MDX pages of their own, GUIDE-58); the
// Storybook suite checks the built pages (e2e/storybook/stories-docs.spec.ts).
const storyFiles = import.meta.glob<{
  default: { title: string; parameters?: { guidance?: Guidance } };
}>(['../**/*.stories.tsx', '!../theme/tokens.stories.tsx', '!../patterns/**'], { eager: true });

describe('component guidance', () => {
  it('finds the kit’s stories', () => {
    expect(Object.keys(storyFiles).length).toBeGreaterThan(20);
  });

  for (const [file, stories] of Object.entries(storyFiles)) {
    it(`${stories.default.title} (${file}) fills every section`, () => {
      const guidance = stories.default.parameters?.guidance;
      expect(guidance, `${file} has no parameters.guidance`).toBeDefined();
      if (!guidance) return;
      expect(guidance.whenToUse.length).toBeGreaterThan(0);
      expect(guidance.whenNotToUse.length).toBeGreaterThan(0);
      expect(guidance.doDont.length).toBeGreaterThan(0);
      expect(guidance.anatomy.length).toBeGreaterThan(0);
      expect(guidance.content.length).toBeGreaterThan(0);
      // GUIDE-61: what a screen reader says and what forced colours do, always; two links on.
      expect(guidance.accessibility.screenReader.length).toBeGreaterThan(0);
      expect(guidance.accessibility.forcedColors.length).toBeGreaterThan(0);
      expect(guidance.related.length).toBeGreaterThanOrEqual(2);
      const own = `${stories.default.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}--docs`;
      expect(guidance.related.map(([, id]) => id)).not.toContain(own);
    });
  }

  it('renders the sections in order, each Do beside its Don’t, keys in a table, links', () => {
    render(
      <GuidanceSections
        guidance={{
          whenToUse: ['a'],
          whenNotToUse: ['b'],
          doDont: [
            {
              do: { example: <span>yes</span>, rule: 'c' },
              dont: { example: <span>no</span>, rule: 'd' },
            },
          ],
          anatomy: [['Part', 'e']],
          content: ['f'],
          accessibility: {
            keyboard: [['Tab', 'moves focus to it']],
            screenReader: ['g'],
            forcedColors: ['h'],
            knownIssues: [],
          },
          related: [
            ['Button', 'actions-button--docs'],
            ['Error summary', 'patterns-error-summary--docs'],
          ],
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Guidance' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([...guidanceSections]);
    const [doFigure, dontFigure] = within(region).getAllByRole('figure');
    expect(doFigure).toHaveTextContent('Do c');
    expect(dontFigure).toHaveTextContent("Don't d");
    expect(doFigure?.parentElement).toBe(dontFigure?.parentElement);
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([...accessibilitySubsections]);
    expect(within(region).getByRole('row', { name: 'Tab moves focus to it' })).toBeInTheDocument();
    expect(within(region).getByText('None known.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Error summary' })).toHaveAttribute(
      'href',
      '?path=/docs/patterns-error-summary--docs',
    );
  });
});
