/** The portal's languages: the catalogue files in public/i18n are named after them. */
export const languages = ['en', 'af', 'zu'] as const;

/** A language the portal has a catalogue for. */
export type Language = (typeof languages)[number];

/** The language shown when neither the person nor the browser asks for another. */
export const defaultLanguage: Language = 'en';

/**
 * The BCP 47 tag of each language: `<html lang>` and the locale of `Intl` number and date
 * formats. English is South African English (the spec's texts, unchanged).
 */
export const languageTags: Readonly<Record<Language, string>> = {
  en: 'en-ZA',
  af: 'af',
  zu: 'zu',
};

/** The localStorage key of the person's choice (kept across visits). */
export const languageStorageKey = 'forecourt.language';

/** True for a value that names one of the portal's languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The portal's language for a browser language tag ('af-ZA' -> 'af', 'en-GB' -> 'en'). */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/** What the language is chosen from. */
export type LanguageSources = {
  /** The person's stored choice; ignored unless it names a language. */
  stored?: string | null | undefined;
  /** The browser's languages in order of preference (`navigator.languages`). */
  browser?: readonly string[] | undefined;
};

/**
 * The person's choice, else the first of the browser's languages the portal has, else English.
 * the start script (edge/start-script) makes this very choice before any module has loaded.
 */
export function chooseLanguage({ stored, browser = [] }: LanguageSources): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return defaultLanguage;
}

/** Keeps the choice for the next visit; a full or refused storage only loses the memory of it. */
export function storeLanguage(
  storage: Pick<Storage, 'setItem'> | undefined,
  language: Language,
): void {
  try {
    storage?.setItem(languageStorageKey, language);
  } catch {
    // The language still changes on this page; the next visit falls back to the browser's.
  }
}
