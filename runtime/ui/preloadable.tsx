import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component whose code loads on demand, and which renders at once once loaded. */
export interface Preloadable<P extends object> {
  /** Renders the loaded component; before it is loaded, suspends (under a Suspense boundary) until it is. */
  Component: ComponentType<P>;
  /** Loads the code (once; a failed load is tried again next time) and resolves with the component. */
  load(): Promise<ComponentType<P>>;
  /** The component, if its code is loaded already. */
  loaded(): ComponentType<P> | undefined;
}

/**
 * Like React.lazy, but a component loaded beforehand (a route's loader, a preload) renders
 * without suspending: React.lazy suspends on its first render even when the code is there, and
 * React then holds back what a Suspense boundary reveals by some 300 ms (its fallback throttle),
 * the longest part of opening a screen.
 */
export function preloadable<P extends object>(importComponent: () => Promise<ComponentType<P>>): Preloadable<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () => {
    loading ??= importComponent().then(
      (loaded) => {
        component = loaded;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(() => load().then((loaded) => ({ default: loaded })));
  function PreloadableComponent(props: P) {
    const Loaded = component ?? Lazy;
    return <Loaded {...props} />;
  }
  return { Component: PreloadableComponent, load, loaded: () => component };
}
