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

/**
 * The language a page starts in (i18n/language.ts's choice from the stored one and the browser's):
 * made by the start script before any module has loaded, by start-up only where none ran.
 */
export function chooseStartLanguage(
  window: StartPage['window'],
  navigator: StartPage['navigator'],
): Language {
  let stored: string | null | undefined;
  try {
    stored = window.localStorage?.getItem(languageStorageKey);
  } catch {
    // Storage refused: the browser's languages decide.
  }
  // `navigator.language` is the first of `languages`, and stands alone where that list is empty.
  return chooseLanguage({ stored, browser: [...navigator.languages, navigator.language] });
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
