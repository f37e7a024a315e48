import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { type PropsWithChildren, useEffect, useState } from 'react';
import { themes as storybookThemes } from 'storybook/theming';
import { themes } from '../packages/ui-kit/src/theme/themes.ts';

type GlobalsEvent = { globals?: Record<string, unknown> };

/** The toolbar's theme as the preview last heard it (set once before any docs page renders). */
let lastTheme: unknown = 'light';

/** Keeps {@link lastTheme}: the preview's channel tells every change of the globals. */
export function rememberTheme(payload: unknown) {
  const theme = (payload as GlobalsEvent | undefined)?.globals?.theme;
  if (theme !== undefined) lastTheme = theme;
}

const isDark = (theme: unknown) =>
  typeof theme === 'string' &&
  theme in themes &&
  themes[theme as keyof typeof themes].colorScheme === 'dark';

/**
 * Storybook's docs container on the toolbar's theme: in the dark theme the docs page is dark too,
 * so dark components are not shown on white.
 */
export function ThemedDocsContainer(props: PropsWithChildren<DocsContainerProps>) {
  const [theme, setTheme] = useState<unknown>(lastTheme);
  useEffect(() => {
    const follow = (payload: unknown) => {
      const next = (payload as GlobalsEvent | undefined)?.globals?.theme;
      if (next !== undefined) setTheme(next);
    };
    props.context.channel.on('globalsUpdated', follow);
    return () => props.context.channel.off('globalsUpdated', follow);
  }, [props.context.channel]);
  return (
    <DocsContainer
      {...props}
      theme={isDark(theme) ? storybookThemes.dark : storybookThemes.light}
    />
  );
}
