import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { colorUsage } from './contrast.ts';
import { Page } from './pages/blocks.tsx';
import { Colours, PalettePage, Ramps } from './pages/colours.tsx';
import { MotionPage, Scale, TextStylesPage } from './pages/scales.tsx';
import { paletteOf } from './palette.ts';
import { textStyles } from './text-styles.ts';
import { vars } from './theme.css.ts';
import { themes } from './themes.ts';
import { sharedTokens } from './tokens.ts';

// Every value on these pages is read from the theme objects the CSS is built from
// (tokens.ts through theme.css.ts), never copied, so the pages cannot drift from the kit.

/** The foundations on one page: colour ramps, type scale, space, radius, motion and shadows. */
function Overview() {
  return (
    <Page
      title="All tokens"
      intro="The foundations on one page, read from the kit's theme, the same values the stylesheet, the portal's screens and the design-tokens export (@forecourt/ui-kit/tokens/light.tokens.json and dark.tokens.json) are made of. Each part has a page of its own beside this one, with more detail."
    >
      <div style={{ display: 'grid', gap: vars.space.xl }}>
        <Ramps />
        <Scale part group="fontSize" />
        <Scale part group="space" />
        <Scale part group="radius" />
        <MotionPage part />
        <Scale part group="shadow" />
      </div>
    </Page>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Scale,
  tags: ['!autodocs'],
  parameters: { controls: { disable: true } },
  args: { group: 'space' },
} satisfies Meta<typeof Scale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTokens: Story = {
  name: 'All tokens',
  render: () => <Overview />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parts = canvas
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(parts).toEqual([
      'Colour ramps',
      'Type scale',
      'Spacing',
      'Radii',
      'Motion',
      'Shadows',
    ]);
    // Every opaque colour of every theme is a step of a ramp.
    const opaque = paletteOf(Object.values(themes)).filter(({ value }) => value.startsWith('#'));
    await expect(canvasElement.querySelectorAll('ol > li')).toHaveLength(opaque.length);
  },
};
export const Colors: Story = {
  name: 'Colours',
  render: () => <Colours />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One row per role of the contract, none failing its minimum in any theme.
    await expect(canvas.getAllByRole('row')).toHaveLength(Object.keys(colorUsage).length + 1);
    await expect(canvas.queryByText(/FAILS/)).toBeNull();
  },
};
export const Spacing: Story = { args: { group: 'space' } };
export const Radii: Story = { args: { group: 'radius' } };
export const TypeScale: Story = { name: 'Type scale', args: { group: 'fontSize' } };
export const FontWeights: Story = { name: 'Font weights', args: { group: 'fontWeight' } };
export const LineHeights: Story = { name: 'Line heights', args: { group: 'lineHeight' } };
export const Shadows: Story = { args: { group: 'shadow' } };
export const ZIndex: Story = { name: 'Z-index', args: { group: 'zIndex' } };
export const Motion: Story = {
  render: () => <MotionPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A row and a demo per duration; a demo's dot crosses its track when played.
    const plays = canvas.getAllByRole('button', { name: /^Play / });
    await expect(plays).toHaveLength(Object.keys(sharedTokens.duration).length);
    for (const play of plays) await userEvent.click(play);
    const dots = canvasElement.querySelectorAll<HTMLElement>('[data-motion-dot]');
    for (const dot of dots) await expect(dot.style.transform).toBe('translateX(8.5rem)');
  },
};
export const Palette: Story = {
  render: () => <PalettePage />,
  play: async ({ canvasElement }) => {
    // Every value of every theme is on the page, once.
    const palette = paletteOf(Object.values(themes));
    const shown = [...canvasElement.querySelectorAll('tbody tr td:first-child code')].map(
      (cell) => cell.textContent,
    );
    const values = Object.values(themes).flatMap((theme) => Object.values(theme.colors));
    await expect(new Set(shown)).toEqual(new Set(values));
    await expect(shown).toHaveLength(palette.length);
  },
};
export const TextStyleSpecimens: Story = {
  name: 'Text styles',
  render: () => <TextStylesPage />,
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows).toHaveLength(Object.keys(textStyles).length + 1);
    // Sizes are named with their pixels beside the rem.
    await expect(
      within(canvasElement).getAllByText(/fontSize\.sm \(0\.875rem, 14 px\)/),
    ).not.toHaveLength(0);
  },
};
export const Sizes: Story = { args: { group: 'size' } };
