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

/** Loads a catalogue over HTTP (API-34). */
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
  const catalogue = catalogueFrom(body);
  if (!catalogue) throw new Error(`The ${language} texts are not a JSON object.`);
  return catalogue;
}

/**
 * A catalogue from parsed JSON: only flat string values are kept, so a damaged file cannot
 * inject markup or objects into the screens. Undefined when the JSON is not an object.
 */
export function catalogueFrom(body: unknown): Catalogue | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const entries = Object.entries(body).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.freeze(Object.fromEntries(entries));
}

/**
 * A short fingerprint of a catalogue's keys and texts (FNV-1a over its JSON). A prerendered page
 * records the one it was rendered with; the browser takes the page over only when the catalogue
 * it loaded has the same one, and renders afresh otherwise.
 */
export function catalogueFingerprint(catalogue: Catalogue): string {
  const text = JSON.stringify(catalogue);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
