import type { FlowTranslate } from '@forecourt/flows-core';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { defaultLanguage, type Language, languageTags } from './language.ts';
import { packageTranslate } from './package-texts.ts';
import { type Catalogue, type MessageKey, type MessageValues, translate } from './translate.ts';

/**
 * Loads another language's catalogue and makes it the portal's (package texts, `<html lang>`,
 * the stored choice); main.tsx gives the browser's, stories their own. Rejects when the
 * catalogue cannot be loaded, and then nothing has changed.
 */
export type LanguageLoader = (language: Language) => Promise<Catalogue>;

/** Where a change of language is: 'failed' keeps the language shown until the next try. */
export type LanguageChangeStatus = 'idle' | 'loading' | 'failed';

type I18nValue = {
  catalogue: Catalogue;
  language: Language;
  status: LanguageChangeStatus;
  /** Undefined where no loader was given: the language cannot change there. */
  choose: ((language: Language) => Promise<void>) | undefined;
};

const I18nContext = createContext<I18nValue>({
  catalogue: {},
  language: defaultLanguage,
  status: 'idle',
  choose: undefined,
});

/**
 * Makes a loaded catalogue available to `useT`, and with a `loader` lets the shell's language
 * switch replace it: the screens re-render in the new language and keep their state.
 */
export function I18nProvider({
  catalogue,
  language = defaultLanguage,
  switchTo,
  loader,
  children,
}: {
  catalogue: Catalogue;
  /** The language of `catalogue`. Default 'en'. */
  language?: Language | undefined;
  /**
   * The language (and its loaded catalogue) to switch to right after the first commit: a
   * prerendered page is English and is taken over in English. Default none.
   */
  switchTo?: { language: Language; catalogue: Catalogue } | undefined;
  /** Loads another language for the switch. Default undefined (the language stays). */
  loader?: LanguageLoader | undefined;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState({ catalogue, language });
  const [status, setStatus] = useState<LanguageChangeStatus>('idle');
  // biome-ignore lint/correctness/useExhaustiveDependencies: after the first commit only
  useEffect(() => {
    if (switchTo) setCurrent(switchTo);
  }, []);
  const choose = useCallback(
    async (next: Language) => {
      if (!loader) return;
      setStatus('loading');
      try {
        const loaded = await loader(next);
        setCurrent({ catalogue: loaded, language: next });
        setStatus('idle');
      } catch {
        setStatus('failed');
      }
    },
    [loader],
  );
  const value = useMemo(
    () => ({ ...current, status, choose: loader ? choose : undefined }),
    [current, status, choose, loader],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The translate function of the current catalogue. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Returns `t(key, values)` bound to the current catalogue. */
export function useT(): Translate {
  const { catalogue } = useContext(I18nContext);
  return useCallback((key, values) => translate(catalogue, key, values), [catalogue]);
}

/**
 * The packages' texts bound to the current catalogue (what `deps.translate` gives flows): to
 * translate again a text a flow made, by its id (GUIDE-46).
 */
export function usePackageTranslate(): FlowTranslate {
  const { catalogue } = useContext(I18nContext);
  return useMemo(() => packageTranslate(catalogue), [catalogue]);
}

/** The current language, its locale for `Intl`, and the way to change it. */
export function useLanguage() {
  const { language, status, choose } = useContext(I18nContext);
  return { language, locale: languageTags[language], status, choose };
}
