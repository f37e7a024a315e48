import { storageIfAllowed } from '../app/browser-storage.ts';
import type { LanguageLoader } from '../i18n/i18n-context.tsx';
import {
  chooseLanguage,
  type Language,
  languageStorageKey,
  languageTags,
  storeLanguage,
} from '../i18n/language.ts';
import { type Catalogue, loadCatalogue } from '../i18n/translate.ts';
import type { StartPage } from './start-script/handover.ts';

/** The start script's language, whose catalogue the page is fetching, or (none ran) its choice. */
export const startLanguage = (): Language =>
  window.__forecourtLanguage ?? chooseStartLanguage({ window, navigator });

/**
 * The language a page starts in (i18n/language.ts's choice from the stored one and the browser's):
 * made by the start script before any module has loaded, by start-up only where none ran.
 */
export function chooseStartLanguage({
  window,
  navigator,
}: Pick<StartPage, 'window' | 'navigator'>): Language {
  let stored: string | null = null;
  try {
    stored = window.localStorage?.getItem(languageStorageKey) ?? null;
  } catch {
    // Storage refused: the browser's languages decide.
  }
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return chooseLanguage({ stored, browser: languages });
}

/** Makes `language` the page's: `<html lang>`, which screen readers and hyphenation follow. */
export function setPageLanguage(language: Language): void {
  document.documentElement.lang = languageTags[language];
}

/**
 * The shell's language switch in the browser: loads the catalogue, sets `<html lang>`, keeps the
 * choice for the next visit and tells `onChosen` (the API client's language, the flows' texts).
 * Nothing changes when the catalogue cannot be loaded.
 */
export function browserLanguageLoader(
  onChosen: (language: Language, catalogue: Catalogue) => void,
): LanguageLoader {
  return async (language) => {
    const catalogue = await loadCatalogue(language);
    setPageLanguage(language);
    storeLanguage(storageIfAllowed('localStorage'), language);
    onChosen(language, catalogue);
    return catalogue;
  };
}
