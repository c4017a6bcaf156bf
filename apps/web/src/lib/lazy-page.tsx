import type { ComponentType } from 'react';

/** A route component whose code loads on first use, or earlier through `preload` (app/first-screen.ts). */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

type Code<P extends object> = {
  loaded?: ComponentType<P>;
  /** The last load's failure, thrown once to the nearest error boundary. */
  failed?: unknown;
  preload: () => Promise<unknown>;
};

/**
 * The page once its code is in. Until then it suspends on the load, as React.lazy does (a thrown promise), but
 * without a lazy element in between: a page whose code was preloaded draws at once, with the same element type.
 */
const LoadedPage = <P extends object>({ code, props }: { code: Code<P>; props: P }) => {
  const { loaded: Component, failed } = code;
  if (failed !== undefined) {
    code.failed = undefined;
    throw failed;
  }
  if (!Component) throw code.preload();
  return <Component {...props} />;
};

/**
 * A route component loaded on first use. Called once at module level (in the route table):
 * `const HomePage = lazyPage(() => import('../features/home/components/home-page.tsx').then((m) => m.HomePage));`
 * It suspends (the nearest Suspense shows its fallback) until the code is in, unless `preload()` has already
 * brought it: then it draws at once, so the first screen is drawn whole rather than through a loading screen. A
 * failed load goes to the nearest error boundary, and the next use tries again.
 */
export const lazyPage = <P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> => {
  let loading: Promise<unknown> | undefined;
  const code: Code<P> = {
    preload: () => {
      loading ??= load().then(
        (component) => {
          code.loaded = component;
        },
        (error: unknown) => {
          loading = undefined;
          code.failed = error;
        },
      );
      return loading;
    },
  };
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per route at module level, as React.lazy is
  const LazyRoute = (props: P) => <LoadedPage code={code} props={props} />;
  return Object.assign(LazyRoute, { preload: code.preload });
};

/** A lazily loaded route element without props: `{ path: 'x', element: page(() => import(...).then((m) => m.XPage)) }`. */
export const page = (load: () => Promise<ComponentType>) => {
  const Page = lazyPage(load);
  return <Page />;
};
