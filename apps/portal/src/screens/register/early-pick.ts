// A choice made from the dealer-group field's list before the picker's code had loaded: the
// page's start script (server/start-script.ts, "Early picks") shows the list under the plain box
// and keeps the choice; the picker takes it in the takeover's commit (progressive-autocomplete.tsx).

/** A choice made from a picker's list before the picker's code had loaded (the start script's). */
type EarlyPick = { id: string; name: string };

declare global {
  interface Window {
    /** Filled by the start script on the dealer-group page: a choice per field name. */
    __forecourtEarlyPicks?: Record<string, EarlyPick>;
  }
}

/**
 * The id chosen from field `name`'s early list (server/start-script.ts, "Early picks"); with
 * `text`, only while the field shows that choice's name. Undefined when nothing was chosen, or
 * the person typed over the choice since (the start script then forgets it).
 */
export function earlyPick(name: string, text?: string): string | undefined {
  const pick = window.__forecourtEarlyPicks?.[name];
  return pick !== undefined && (text === undefined || pick.name === text) ? pick.id : undefined;
}

/** What the start script adds to the input's id to name the list it shows under it. */
export const earlyListSuffix = '-early-list';

/** The id of the start script's list under the input with id `inputId`. */
export function earlyListId(inputId: string): string {
  return `${inputId}${earlyListSuffix}`;
}
