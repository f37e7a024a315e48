import { useId } from 'react';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import { isLanguage, type Language, languages } from '../i18n/language.ts';
import * as styles from './shell.css.ts';

const names = {
  en: 'language.en',
  af: 'language.af',
  zu: 'language.zu',
} as const satisfies Record<Language, string>;

/**
 * The language switch of the shell: a native select (no script to download, usable by keyboard
 * and screen readers as it is), each language named in itself. A choice that cannot load keeps
 * the language shown and says so.
 */
export function LanguageSwitch() {
  const t = useT();
  const id = useId();
  const { language, locale, status, choose } = useLanguage();
  return (
    <div className={styles.languageSwitch}>
      <label htmlFor={id} className={styles.languageLabel}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className={styles.languageSelect}
        value={language}
        aria-busy={status === 'loading' ? true : undefined}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isLanguage(chosen)) void choose?.(chosen);
        }}
      >
        {languages.map((option) => (
          <option key={option} value={option} lang={option === 'en' ? 'en-ZA' : option}>
            {t(names[option])}
          </option>
        ))}
      </select>
      {status === 'failed' ? (
        <p role="alert" lang={locale} className={styles.languageError}>
          {t('language.failed')}
        </p>
      ) : null}
    </div>
  );
}
