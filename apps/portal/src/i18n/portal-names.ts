import type { PortalType } from '@forecourt/validators';
import type { Translate } from './i18n-context.tsx';
import type { MessageKey } from './translate.ts';

/**
 * A portal type's display name in the language in use ('dealer group', 'handelaarsgroep',
 * 'amaqembu abathengisi'), for every sentence and title that names a portal (GUIDE-44); the
 * route's word ('dealer-group') is never shown.
 */
export function portalName(t: Translate, type: PortalType): string {
  return t(`portal.${type}` satisfies MessageKey);
}

/**
 * The screens whose document title names them (GUIDE-40), by their catalogue key: every
 * `title.*` text but the two patterns that put a title together.
 */
export type ScreenTitleKey = Exclude<
  Extract<MessageKey, `title.${string}`>,
  'title.page' | 'title.step'
>;

/**
 * A screen's name for the document title: its catalogue text with the portal's display name,
 * starting with a capital ('Dealer group sign-in').
 */
export function screenName(
  t: Translate,
  key: ScreenTitleKey,
  type: PortalType,
  locale?: string,
): string {
  const name = t(key, { portal: portalName(t, type) });
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
