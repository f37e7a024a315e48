import { createContext, useContext, useEffect } from 'react';

/**
 * Where a render outside the browser (the prerender) records the title a page asks for, so the
 * HTML's `<title>` is the page's own before any script runs (GUIDE-41). Undefined in the browser.
 */
export const TitleSink = createContext<((title: string) => void) | undefined>(undefined);

/**
 * Makes `title` the document's title while the calling component shows it (GUIDE-40): set after
 * each render that changes it, and handed to the prerender's sink during the render itself.
 */
export function useDocumentTitle(title: string): void {
  const sink = useContext(TitleSink);
  sink?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
