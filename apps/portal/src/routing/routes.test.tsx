import { createMemoryHistory } from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import english from '../../public/i18n/en.json';
import { App } from '../app.tsx';
import { createPortalRouter } from '../router.ts';
import { prerenderedPaths, screenOfRoute } from '../routes.tsx';
import { createTestBoot } from '../test/render-route.tsx';

async function loadedRouter(path: string) {
  const router = createPortalRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return router;
}

/** The whole portal at `path` over a fake user service, as main.tsx starts it. */
async function renderPortal(path: string) {
  const router = await loadedRouter(path);
  const { boot } = await createTestBoot();
  await act(async () => {
    render(<App boot={boot} catalogue={english} router={router} />);
  });
  return router;
}

describe('the route tree', () => {
  it('shows a screen for every prerendered page, and every route but the free role has one', async () => {
    const shown = new Set<string>();
    for (const path of prerenderedPaths()) {
      const router = await loadedRouter(path);
      const leaf = router.state.matches.at(-1);
      expect(leaf?.status, path).toBe('success');
      expect(Object.keys(screenOfRoute), path).toContain(leaf?.routeId);
      shown.add(leaf?.routeId ?? '');
    }
    expect([...shown].sort()).toEqual(
      Object.keys(screenOfRoute)
        .filter((route) => route !== '/login/$type/$userrole')
        .sort(),
    );
  });

  it('gives the admin role its own route and any other role the ordinary login', async () => {
    expect((await loadedRouter('/login/dealer/admin')).state.matches.at(-1)?.routeId).toBe(
      '/login/$type/admin',
    );
    const other = await loadedRouter('/login/dealer/ops');
    expect(other.state.matches.at(-1)?.routeId).toBe('/login/$type/$userrole');
    expect(other.state.matches.at(-1)?.params).toEqual({ type: 'dealer', userrole: 'ops' });
  });

  it.each([
    '/login/bank',
    '/login/bank/admin',
    '/register/dealer_group',
    '/forgot-password/Customer',
    '/no/such/page',
  ])('shows the not-found screen for %s, in the shell', async (path) => {
    await renderPortal(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Forecourt vehicle finance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the start' })).toHaveAttribute('href', '/');
  });

  it('renders the ordinary login for another role', async () => {
    await renderPortal('/login/customer/ops');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Welcome to customer portal. Here is where you Login.',
      }),
    ).toBeInTheDocument();
  });

  it("loads each registration page's own form", async () => {
    await renderPortal('/register/dealer-group');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        // GUIDE-44: the portal named in words, never the route's 'dealer-group'.
        name: 'Welcome to dealer group portal. Here is where you Register.',
      }),
    ).toBeInTheDocument();
    // The dealership picker: a plain box announced as a combobox until its code has loaded.
    expect(await screen.findByRole('combobox', { name: /Dealer Group/ })).toBeInTheDocument();
  });
});

describe('navigation', () => {
  it('follows a link without a page load and moves focus to the new heading', async () => {
    const router = await renderPortal('/login/customer');
    const link = await screen.findByRole('link', { name: 'Forgot Username?' });
    expect(link).toHaveAttribute('href', '/forgot-username/customer');
    fireEvent.click(link);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Here is where you Recover your username.',
    });
    expect(router.state.location.pathname).toBe('/forgot-username/customer');
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('loads the screen behind a link as soon as the pointer reaches it', async () => {
    // Route objects are module-level and keep what they loaded: start from fresh ones.
    vi.resetModules();
    const fresh = {
      app: await import('../app.tsx'),
      router: await import('../router.ts'),
    };
    const router = fresh.router.createPortalRouter(
      createMemoryHistory({ initialEntries: ['/login/dealer'] }),
    );
    await router.load();
    const { boot } = await createTestBoot();
    await act(async () => {
      render(<fresh.app.App boot={boot} catalogue={english} router={router} />);
    });
    const link = await screen.findByRole('link', { name: 'Sign in With Id' });
    // A lazy route's component arrives with its chunk.
    const idLogin = router.routesById['/id-login/$type'];
    expect(idLogin.options.component).toBeUndefined();
    fireEvent.mouseEnter(link);
    await waitFor(() => expect(idLogin.options.component).toBeTypeOf('function'));
    expect(router.state.location.pathname).toBe('/login/dealer');
  });
});
