import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type MouseEvent,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

// The portal's router (docs/decisions.md, "Routing"): the seven static patterns of spec §2, the
// History API and lazily loaded screens. It replaced TanStack Router, which alone was 23 KB of
// the 80 KB the landing page may ship.

/** Route parameters by name, decoded. */
export type Params = Readonly<Record<string, string>>;

/** One route: a path pattern, the screen it shows and an optional check of its parameters. */
export interface RouteDefinition {
  /** Literal and `$name` segments without a leading slash, e.g. 'login/$type'; '/' is the root. */
  path: string;
  /** Loads the screen (usually a lazy chunk); called once, then kept. */
  load: () => Promise<ComponentType>;
  /**
   * The modules (from the app root, 'src/screens/...') whose chunks `load` loads: the screen's
   * and any its first step needs. Build tools preload them; absent when the screen is part of
   * the entry.
   */
  modules?: readonly string[];
  /** False when the parameters name nothing that exists (the path is then not found). */
  accepts?: (params: Params) => boolean;
}

/** A route and the parameters the path gave it. */
export interface RouteMatch {
  route: RouteDefinition;
  params: Params;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** The first route whose pattern and parameter check accept `pathname`. */
export function matchRoute(
  routes: readonly RouteDefinition[],
  pathname: string,
): RouteMatch | undefined {
  const parts = segmentsOf(pathname);
  for (const route of routes) {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, index) => {
      const part = parts[index] ?? '';
      if (!segment.startsWith('$')) return segment === part;
      try {
        params[segment.slice(1)] = decodeURIComponent(part);
        return true;
      } catch {
        return false;
      }
    });
    if (matches && (route.accepts?.(params) ?? true)) return { route, params };
  }
  return undefined;
}

/** `pattern` with each `$name` replaced by its encoded parameter: ('/login/$type', {type}). */
export function buildPath(pattern: string, params: Params = {}): string {
  return pattern.replace(/\$(\w+)/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : encodeURIComponent(value);
  });
}

type Loaded = { status: 'loaded'; screen: ComponentType } | { status: 'loading' };
const screens = new WeakMap<RouteDefinition, Promise<ComponentType>>();
const loadedScreens = new WeakMap<RouteDefinition, Loaded>();

/**
 * Loads a route's screen once (a failed load is forgotten, so the next navigation tries again).
 * Start-up awaits it before the first render; links call it on intent.
 */
export function preloadRoute(route: RouteDefinition): Promise<ComponentType> {
  let promise = screens.get(route);
  if (!promise) {
    loadedScreens.set(route, { status: 'loading' });
    promise = route.load().then(
      (screen) => {
        loadedScreens.set(route, { status: 'loaded', screen });
        return screen;
      },
      (error: unknown) => {
        screens.delete(route);
        loadedScreens.delete(route);
        throw error;
      },
    );
    screens.set(route, promise);
  }
  return promise;
}

/** How a navigation changes the history: a new entry, the current one, or none (back/forward). */
export type NavigationMode = 'push' | 'replace' | 'traverse';

/** What the router tells the components below it. */
interface RouterState {
  match: RouteMatch | undefined;
  navigate(path: string, mode?: NavigationMode): void;
  preload(path: string): void;
}

const RouterContext = createContext<RouterState | undefined>(undefined);

function useRouter(): RouterState {
  const router = use(RouterContext);
  if (!router) throw new Error('router hooks need a <Router>');
  return router;
}

/** Props of {@link Router}. */
export type RouterProps = {
  routes: readonly RouteDefinition[];
  /** The path shown first: `location.pathname` in the browser, the page's path when prerendering. */
  initialPath: string;
  children: ReactNode;
};

/**
 * Keeps the current path and follows the browser's history. A navigation loads the next screen
 * before it shows it, so the current screen stays until the next one can render; if the screen
 * cannot be loaded (offline, a new deployment), the browser loads the page itself instead of
 * showing nothing.
 */
export function Router({ routes, initialPath, children }: RouterProps) {
  const [pathname, setPathname] = useState(initialPath);
  const latest = useRef(0);

  const navigate = useCallback(
    (path: string, mode: NavigationMode = 'push') => {
      const ticket = ++latest.current;
      const match = matchRoute(routes, new URL(path, window.location.href).pathname);
      const show = () => {
        if (ticket !== latest.current) return;
        if (mode === 'push') window.history.pushState(null, '', path);
        if (mode === 'replace') window.history.replaceState(null, '', path);
        setPathname(window.location.pathname);
        if (mode !== 'traverse') window.scrollTo(0, 0);
      };
      if (!match) return show();
      preloadRoute(match.route).then(show, () => {
        if (ticket === latest.current) window.location.assign(path);
      });
    },
    [routes],
  );

  const preload = useCallback(
    (path: string) => {
      const match = matchRoute(routes, path);
      if (match) preloadRoute(match.route).catch(() => undefined);
    },
    [routes],
  );

  useEffect(() => {
    const onPop = () => navigate(window.location.pathname, 'traverse');
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [navigate]);

  const state = useMemo<RouterState>(
    () => ({ match: matchRoute(routes, pathname), navigate, preload }),
    [routes, pathname, navigate, preload],
  );
  return <RouterContext value={state}>{children}</RouterContext>;
}

/** Props of {@link RouteView}. */
export type RouteViewProps = {
  /** Shown when no route accepts the path. */
  notFound: ComponentType;
};

/**
 * The screen of the current route. A screen not loaded yet suspends (start-up and links load it
 * first, so this happens only when something renders a route without doing so).
 */
export function RouteView({ notFound: NotFound }: RouteViewProps) {
  const { match } = useRouter();
  if (!match) return <NotFound />;
  const loaded = loadedScreens.get(match.route);
  const Screen = loaded?.status === 'loaded' ? loaded.screen : use(preloadRoute(match.route));
  return <Screen />;
}

/** The parameters of the current route ({} on the not-found screen). */
export function useParams(): Params {
  return useRouter().match?.params ?? {};
}

/** Props of {@link Link}: an anchor whose `to` may hold `$name` segments filled from `params`. */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  params?: Params;
};

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (target === null || target === '_self')
  );
}

/**
 * A real link (it works before the script runs, opens in a new tab, can be copied) that the
 * router follows without a page load on a plain click, and whose screen starts loading as soon
 * as the pointer or focus reaches it.
 */
export function Link({ to, params, onClick, onPointerEnter, onFocus, ...rest }: LinkProps) {
  const { navigate, preload } = useRouter();
  const href = buildPath(to, params);
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        preload(href);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preload(href);
      }}
    />
  );
}
