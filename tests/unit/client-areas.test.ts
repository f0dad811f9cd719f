import { describe, expect, it } from 'vitest';
import { areaRoutes, clientAreas } from '../../src/client/app/areas.tsx';
import { canOpenRoute, mainTabs, routePermission } from '../../src/shared/domain/permissions.ts';

/** The area table (src/client/app/areas.tsx) the tabs, routes and lazy pages are derived from. */
describe('client area table', () => {
  it('has one area per main-page tab, in the tabs order', () => {
    expect(clientAreas.flatMap((area) => (area.tab ? [area.tab] : []))).toEqual(mainTabs.map((tab) => tab.value));
  });

  it('names each route once and each area once', () => {
    const paths = areaRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    const names = clientAreas.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('guards each route with the route-to-permission map: an agency detail as the agency list', () => {
    const guardOf = (path: string) => areaRoutes.find((route) => route.path === path)?.guardedAs;
    expect(guardOf('/agency/:id')).toBe('/agencies');
    expect(routePermission(guardOf('/agency/:id') ?? '')).toBe('agency');
    expect(canOpenRoute(guardOf('/admin-profile') ?? '', 'support')).toBe(false);
    expect(canOpenRoute(guardOf('/workers') ?? '', 'client')).toBe(true);
  });
});
