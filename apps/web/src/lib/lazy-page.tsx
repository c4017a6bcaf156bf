import { type ComponentType, lazy } from 'react';

/**
 * A route component loaded on first use. Called once at module level (in the route table):
 * `const HomePage = lazyPage(() => import('../features/home/components/home-page.tsx').then((m) => m.HomePage));`
 */
export const lazyPage = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }));

/** A lazily loaded route element without props: `{ path: 'x', element: page(() => import(...).then((m) => m.XPage)) }`. */
export const page = (load: () => Promise<ComponentType>) => {
  const Page = lazyPage(load);
  return <Page />;
};
