import { portalTypes } from '@forecourt/validators';

/**
 * The pages written as HTML at build time (apps/portal/server/prerender.ts): the landing page
 * and every route of ROUTES-1 for each portal type. Any other path (another `userrole`, a typo)
 * gets the empty app shell and renders in the browser.
 */
export function prerenderedPaths(): string[] {
  const perType = (type: string) => [
    `/login/${type}`,
    `/login/${type}/admin`,
    `/id-login/${type}`,
    `/forgot-username/${type}`,
    `/forgot-password/${type}`,
    `/register/${type}`,
  ];
  return ['/', ...portalTypes.flatMap(perType)];
}
