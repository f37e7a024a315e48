import { earlyListSuffix } from './start-script/handover.ts';

/**
 * The id chosen from field `name`'s early list (edge/start-script/early-list.ts), for the picker
 * to take in the takeover's commit; with `text`, only while the field shows that choice's name.
 * Undefined when nothing was chosen, or the person typed over the choice since.
 */
export function earlyPick(name: string, text?: string): string | undefined {
  const pick = window.__forecourtEarlyPicks?.[name];
  return pick !== undefined && (text === undefined || pick.name === text) ? pick.id : undefined;
}

/** The id of the start script's list under the input with id `inputId`. */
export function earlyListId(inputId: string): string {
  return `${inputId}${earlyListSuffix}`;
}
