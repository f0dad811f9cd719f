/**
 * The component tests' page (files under src/client named *.test.tsx run in happy-dom, by their
 * first-line `@vitest-environment` comment). Mantine asks the page for media queries and element
 * sizes, which happy-dom does not answer; each test starts from a clean page and address.
 * Node-environment test files skip all of this.
 */
import { afterEach, vi } from 'vitest';

if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');

  const noMediaQuery = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  if (!('matchMedia' in window)) Object.defineProperty(window, 'matchMedia', { value: noMediaQuery });

  class NoResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= NoResizeObserver;
  if (!('scrollIntoView' in Element.prototype))
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });
}
