import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { type Catalogue, type MessageKey, type MessageValues, translate } from './translate.ts';

const CatalogueContext = createContext<Catalogue>({});

/** Makes a loaded catalogue available to `useT`. */
export function I18nProvider({
  catalogue,
  children,
}: {
  catalogue: Catalogue;
  children: ReactNode;
}) {
  return <CatalogueContext.Provider value={catalogue}>{children}</CatalogueContext.Provider>;
}

/** The translate function of the current catalogue. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Returns `t(key, values)` bound to the catalogue loaded at start. */
export function useT(): Translate {
  const catalogue = useContext(CatalogueContext);
  return useCallback((key, values) => translate(catalogue, key, values), [catalogue]);
}
