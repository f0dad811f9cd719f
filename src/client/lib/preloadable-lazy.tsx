import { lazy, type ComponentType } from 'react';

/**
 * React.lazy with a preload: preload() starts fetching the code (once), and once it has arrived the
 * component renders straight away. A plain lazy component suspends on its first render even when
 * its code is already here, and React then holds the loader on screen for at least 300 ms.
 */
export function preloadableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}
