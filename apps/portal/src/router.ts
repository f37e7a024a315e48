import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { focusHeading } from './app/focus-heading.ts';
import { routeTree } from './routes.tsx';

/**
 * The portal's TanStack Router: the routes of ROUTES-1, screens preloaded on intent (hover, focus
 * or touch of a link), scroll restored on back and forward, and focus moved to the new screen's
 * heading after a navigation so a screen reader announces where the person is. `history` is a
 * memory history when prerendering or testing; the browser's otherwise.
 */
export function createPortalRouter(history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Rendered on a server, scroll restoration writes an inline script the browser's render
    // does not have (and the CSP would refuse): only the browser's router restores scroll.
    scrollRestoration: history === undefined,
  });
  // Never on the first render: a page load leaves focus where the browser puts it.
  router.subscribe('onRendered', ({ fromLocation, pathChanged }) => {
    if (!fromLocation || !pathChanged) return;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) focusHeading(heading, { preventScroll: true });
  });
  return router;
}

/** The portal's router type. */
export type PortalRouter = ReturnType<typeof createPortalRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: PortalRouter;
  }
}
