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
export type ScreenRoute = Pick<
  ScreenStoryOptions,
  'path' | 'component' | 'script' | 'textsFail' | 'passkeys'
>;

/**
 * A story loader that opens `route` for the story's portal type: `$type` in the pattern becomes
 * the `type` arg (routes without it open as they are, for the default customer), in the
 * language of the toolbar's `language` global.
 */
export function openScreen({ path, component, script, textsFail, passkeys }: ScreenRoute) {
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
        ...(passkeys ? { passkeys } : {}),
        language: storyLanguage(globals),
      }),
    };
  };
}

type TurnHost = { __forecourtStoryTurn?: Promise<unknown> };
let endOfTurn: (() => void) | undefined;

/**
 * Waits until no other story frame of the page is playing. A screen's docs page plays each story
 * in a frame of its own, all at once, and typing follows the focus, which one frame's click takes
 * from another; so there the play functions take turns (a turn left open ends 90 s after it
 * began). A story alone in its page (the story view, the test suites) never waits.
 */
async function takeTurn() {
  let host: TurnHost;
  try {
    if (!window.top || window.top === window) return endTurn;
    host = window.top as unknown as TurnHost;
    void host.__forecourtStoryTurn;
  } catch {
    return endTurn;
  }
  const before = host.__forecourtStoryTurn ?? Promise.resolve();
  const mine = new Promise<void>((resolve) => {
    endOfTurn = resolve;
  });
  // Each turn is capped from when it starts, not from when its frame loaded: every frame loads at
  // once, so a cap from the load let the later frames of a long page (the dealer page's fourteen
  // walks on a slow machine) start together and take each other's focus.
  host.__forecourtStoryTurn = before.then(() =>
    Promise.race([mine, new Promise<void>((resolve) => setTimeout(resolve, 90_000))]),
  );
  await before;
  return endTurn;
}

function endTurn() {
  endOfTurn?.();
  endOfTurn = undefined;
}

/**
 * What every portal screen's stories share: full screen, the loaded screen, and on the docs page
 * each story in a frame of its own (GUIDE-52), the frames' play functions taking turns: inline,
 * the stories shared one document, so each play function found the other stories' fields too,
 * failed, and every caption showed step 0.
 */
export const screenStoryBase = {
  beforeEach: takeTurn,
  afterEach: endTurn,
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
