import { isPortalType, type PortalType, portalTypes } from '@forecourt/validators';
import {
  loadedScreen,
  loadScreen,
  ScreenStory,
  type ScreenStoryOptions,
  storyLanguage,
} from './screen-story.tsx';

/** The args of the stories of a screen whose route has a portal type. */
export type ScreenArgs = { type: PortalType };

/** The route a screen story opens: its pattern (with `$type`), component and fake answers. */
export type ScreenRoute = Pick<ScreenStoryOptions, 'path' | 'component' | 'script' | 'textsFail'>;

/**
 * A story loader that opens `route` for the story's portal type: `$type` in the pattern becomes
 * the `type` arg (routes without it open as they are, for the default customer), in the
 * language of the toolbar's `language` global.
 */
export function openScreen({ path, component, script, textsFail }: ScreenRoute) {
  return async ({ args, globals }: { args: object; globals?: Record<string, unknown> }) => {
    const type =
      'type' in args && typeof args.type === 'string' && isPortalType(args.type)
        ? args.type
        : undefined;
    return {
      screen: await loadScreen({
        path,
        url: type ? path.replace('$type', type) : path,
        component,
        ...(type ? { type } : {}),
        ...(script ? { script } : {}),
        ...(textsFail ? { textsFail } : {}),
        language: storyLanguage(globals),
      }),
    };
  };
}

/**
 * What every portal screen's stories share: full screen, the loaded screen, and on the docs page
 * each story in a frame of its own (GUIDE-52): inline, the stories shared one document, so each
 * play function found the other stories' fields too, failed, and every caption showed step 0.
 */
export const screenStoryBase = {
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: 760 } },
  },
  render: (_args: unknown, context: { loaded: Record<string, unknown> }) => (
    <ScreenStory screen={loadedScreen(context)} />
  ),
};

/** The portal type as a control, customer first. */
export const portalTypeControl = {
  argTypes: { type: { control: 'inline-radio' as const, options: portalTypes } },
  args: { type: 'customer' as PortalType },
};
