import type catalogue from '../../public/i18n/en.json';

/** A key of the English catalogue; every visible string of the portal has one. */
export type MessageKey = keyof typeof catalogue;

/** A loaded catalogue: message key -> text with `{name}` placeholders. */
export type Catalogue = Readonly<Record<string, string>>;

/** Values for a message's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Looks a key up and fills its placeholders; an unknown key shows the key, never a blank. */
export function translate(catalogue: Catalogue, key: string, values?: MessageValues): string {
  const text = catalogue[key] ?? key;
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** Where the catalogue of a language is served from (public/i18n). */
export function catalogueUrl(language: string): string {
  return `/i18n/${encodeURIComponent(language)}.json`;
}

/**
 * Loads a catalogue over HTTP (spec §7: a translation loader over HTTP). Only flat string
 * values are kept, so a damaged file cannot inject markup or objects into the screens.
 */
export async function loadCatalogue(
  language: string,
  fetchFn: typeof fetch = fetch,
): Promise<Catalogue> {
  const response = await fetchFn(catalogueUrl(language), {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok)
    throw new Error(`The ${language} texts could not be loaded (${response.status}).`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error(`The ${language} texts are not a JSON object.`);
  }
  const entries = Object.entries(body).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.freeze(Object.fromEntries(entries));
}
