// Two tabs beside Canvas and Docs that show the current story twice, side by side (GUIDE-57):
// in the light and the dark theme, and on a phone and a desktop. Each copy is the story's own
// preview in a frame of its own (as a screen's docs page shows its steps), so each plays its play
// function in its own document, and the portal's frames take turns (screen-story-meta.tsx).
// Storybook 10 shows addon tabs beside Canvas (it says they go in Storybook 11; then this becomes
// a docs block or a page of its own).
import { type CSSProperties, createElement as h } from 'react';
import { addons, types, useGlobals, useStorybookState } from 'storybook/manager-api';

/** One copy: its caption, the toolbar globals it overrides and the screen it is drawn at. */
type View = {
  caption: string;
  globals: Record<string, string>;
  /**
   * The screen: a fixed size drawn `scale` times smaller, to compare devices; or `half`, half
   * the tab's width at full size, so two themes are read side by side at any window's width.
   */
  screen: { width: number; height: number; scale: number } | 'half';
};

const desktop = { width: 1280, height: 800, scale: 0.5 };
const phone = { width: 360, height: 740, scale: 0.75 };
/** The height of a copy drawn at half the tab's width. */
const halfHeight = 800;

/** The side-by-side views: the tab's id (its address, `&tab=<id>`), title and copies. */
export const sideBySide = {
  themes: {
    title: 'Light and dark',
    views: [
      { caption: 'Light theme', globals: { theme: 'light' }, screen: 'half' },
      { caption: 'Dark theme', globals: { theme: 'dark' }, screen: 'half' },
    ],
  },
  devices: {
    title: 'Phone and desktop',
    views: [
      { caption: 'Phone, 360 x 740', globals: {}, screen: phone },
      { caption: 'Desktop, 1280 x 800', globals: {}, screen: desktop },
    ],
  },
} satisfies Record<string, { title: string; views: View[] }>;

/** The preview's address for `storyId` with the toolbar's theme and language, `view`'s over them. */
function frameUrl(storyId: string, globals: Record<string, unknown>, view: View) {
  const carried = { ...pick(globals, ['theme', 'language']), ...view.globals };
  const encoded = Object.entries(carried)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=${encoded}`;
}

function pick(globals: Record<string, unknown>, names: string[]) {
  return Object.fromEntries(
    names.flatMap((name) => (typeof globals[name] === 'string' ? [[name, globals[name]]] : [])),
  );
}

const caption: CSSProperties = { margin: '0 0 8px', font: '600 14px/1.4 system-ui, sans-serif' };

function Copies({ views }: { views: readonly View[] }) {
  const { storyId } = useStorybookState();
  const [globals] = useGlobals();
  // createElement rather than JSX: Storybook bundles the manager's files with React's classic
  // JSX transform, which needs React in scope.
  return h(
    'div',
    {
      'data-side-by-side': '',
      style: {
        display: 'flex',
        gap: 24,
        padding: 16,
        overflow: 'auto',
        alignItems: 'flex-start',
        // The tab's whole width, so copies drawn at half of it have a width to take half of.
        width: '100%',
        boxSizing: 'border-box',
      },
    },
    views.map((view) => {
      const { screen } = view;
      const half = screen === 'half';
      const frame = {
        title: `${view.caption}: ${storyId}`,
        src: frameUrl(storyId, globals, view),
      };
      return h(
        'figure',
        {
          key: view.caption,
          style: { margin: 0, ...(half ? { flex: '1 1 0', minWidth: 0 } : {}) },
        },
        h('figcaption', { style: caption }, view.caption),
        h(
          'div',
          {
            style: {
              width: half ? '100%' : screen.width * screen.scale,
              height: half ? halfHeight : screen.height * screen.scale,
              overflow: 'hidden',
              border: '1px solid #8a94a3',
              boxSizing: 'border-box',
            },
          },
          half
            ? h('iframe', { ...frame, width: '100%', height: '100%', style: { border: 0 } })
            : h('iframe', {
                ...frame,
                width: screen.width,
                height: screen.height,
                style: {
                  border: 0,
                  transform: `scale(${screen.scale})`,
                  transformOrigin: 'top left',
                },
              }),
        ),
      );
    }),
  );
}

/** Adds the side-by-side tabs to Storybook's frame. */
export function addSideBySideTabs() {
  for (const [id, { title, views }] of Object.entries(sideBySide)) {
    addons.add(`forecourt/side-by-side/${id}`, {
      type: types.TAB,
      // The tab's address: the story's own with `&tab=<id>`.
      id,
      title,
      render: () => h(Copies, { views }),
    });
  }
}
