import { describe, expect, it } from 'vitest';
import { routes } from '../routes.tsx';
import { prerenderedPaths } from './pages.ts';
import { matchRoute } from './router.tsx';

describe('prerenderedPaths', () => {
  it('covers every route for every portal type, each path once', () => {
    const paths = prerenderedPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(1 + 6 * 3);
    const matched = paths.map((path) => matchRoute(routes, path)?.route.path);
    expect(matched).not.toContain(undefined);
    expect(new Set(matched)).toEqual(new Set(routes.map((route) => route.path)));
  });
});

describe('routes', () => {
  it('load the screen each names, from the module each names', async () => {
    for (const route of routes) {
      const screen = await route.load();
      expect(typeof screen, route.path).toBe('function');
      const [module, ...needed] = route.modules ?? [];
      if (module === undefined) continue;
      const exports: Record<string, unknown> = await import(`../${module.slice('src/'.length)}`);
      expect(Object.values(exports), route.path).toContain(screen);
      for (const other of needed) {
        await expect(import(`../${other.slice('src/'.length)}`)).resolves.toBeTruthy();
      }
    }
  });
});
