import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildPath,
  Link,
  matchRoute,
  preloadRoute,
  type RouteDefinition,
  Router,
  RouteView,
  useParams,
} from './router.tsx';

function Home() {
  return (
    <>
      <h1>Home</h1>
      <Link to="/login/$type" params={{ type: 'dealer-group' }}>
        Dealer group login
      </Link>
      <Link to="/nowhere">Nowhere</Link>
    </>
  );
}

function Login() {
  return <h1>Login as {useParams().type}</h1>;
}

function NotFound() {
  return <h1>Not found</h1>;
}

const isType = (params: { type?: string }) =>
  ['customer', 'dealer', 'dealer-group'].includes(params.type ?? '');

function table(loadLogin: () => Promise<typeof Login> = async () => Login): RouteDefinition[] {
  return [
    { path: '/', load: async () => Home },
    { path: 'login/$type', accepts: isType, load: loadLogin },
    { path: 'login/$type/$userrole', accepts: isType, load: async () => Login },
  ];
}

async function renderAt(path: string, routes: RouteDefinition[] = table()) {
  window.history.replaceState(null, '', path);
  const match = matchRoute(routes, path);
  if (match) await preloadRoute(match.route);
  return act(async () =>
    render(
      <Router routes={routes} initialPath={path}>
        <Suspense fallback={<p>loading</p>}>
          <RouteView notFound={NotFound} />
        </Suspense>
      </Router>,
    ),
  );
}

describe('matchRoute', () => {
  const routes = table();

  it('matches literal segments and captures decoded parameters', () => {
    expect(matchRoute(routes, '/')?.route.path).toBe('/');
    expect(matchRoute(routes, '/login/dealer-group')?.params).toEqual({ type: 'dealer-group' });
    expect(matchRoute(routes, '/login/customer/admin')?.params).toEqual({
      type: 'customer',
      userrole: 'admin',
    });
  });

  it('ignores a trailing slash and empty segments', () => {
    expect(matchRoute(routes, '/login/dealer/')?.params).toEqual({ type: 'dealer' });
  });

  it('finds nothing for an unknown path, a portal type that does not exist or bad escapes', () => {
    expect(matchRoute(routes, '/register')).toBeUndefined();
    expect(matchRoute(routes, '/login/admin')).toBeUndefined();
    expect(matchRoute(routes, '/login/%E0%A4%A')).toBeUndefined();
    expect(matchRoute(routes, '/login/customer/admin/extra')).toBeUndefined();
  });
});

describe('buildPath', () => {
  it('fills $name segments with encoded parameters and leaves unknown ones', () => {
    expect(buildPath('/register/$type', { type: 'dealer-group' })).toBe('/register/dealer-group');
    expect(buildPath('/x/$a/$b', { a: 'a b/c' })).toBe('/x/a%20b%2Fc/$b');
  });
});

describe('Router', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders the screen of the initial path, and the not-found screen for an invalid type', async () => {
    await renderAt('/login/customer');
    expect(screen.getByRole('heading', { name: 'Login as customer' })).toBeVisible();
    await renderAt('/login/banker');
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeVisible();
  });

  it('follows a plain click on a link without a page load and pushes a history entry', async () => {
    const user = userEvent.setup();
    await renderAt('/');
    const before = window.history.length;
    await user.click(screen.getByRole('link', { name: 'Dealer group login' }));
    expect(await screen.findByRole('heading', { name: 'Login as dealer-group' })).toBeVisible();
    expect(window.location.pathname).toBe('/login/dealer-group');
    expect(window.history.length).toBe(before + 1);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves modified clicks (new tab, new window) to the browser', async () => {
    await renderAt('/');
    const link = screen.getByRole('link', { name: 'Dealer group login' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    let leftToBrowser: boolean | undefined;
    // Runs after the router's handler; stops jsdom from trying to open the link itself.
    const record = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record, { once: true });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(leftToBrowser).toBe(true);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
  });

  it('shows the not-found screen for a link to an unknown path', async () => {
    const user = userEvent.setup();
    await renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Nowhere' }));
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeVisible();
    expect(window.location.pathname).toBe('/nowhere');
  });

  it('follows back and forward', async () => {
    const user = userEvent.setup();
    await renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Dealer group login' }));
    await screen.findByRole('heading', { name: 'Login as dealer-group' });
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
  });

  it('keeps the current screen until the next one has loaded', async () => {
    const user = userEvent.setup();
    let finish: (screen: typeof Login) => void = () => undefined;
    const routes = table(() => new Promise((resolve) => (finish = resolve)));
    await renderAt('/', routes);
    await user.click(screen.getByRole('link', { name: 'Dealer group login' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
    expect(window.location.pathname).toBe('/');
    await act(async () => finish(Login));
    expect(await screen.findByRole('heading', { name: 'Login as dealer-group' })).toBeVisible();
  });

  it('lets the browser load the page when the screen cannot be loaded', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: window.location.href,
      pathname: '/',
      assign,
    });
    const routes = table(() => Promise.reject(new Error('chunk failed')));
    await renderAt('/', routes);
    await user.click(screen.getByRole('link', { name: 'Dealer group login' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/login/dealer-group'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
  });

  it('starts loading a screen when the pointer reaches its link', async () => {
    const user = userEvent.setup();
    const load = vi.fn(async () => Login);
    await renderAt('/', table(load));
    await user.hover(screen.getByRole('link', { name: 'Dealer group login' }));
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Dealer group login' }));
    await screen.findByRole('heading', { name: 'Login as dealer-group' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
