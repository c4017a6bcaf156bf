import type { OptionsObject, SnackbarKey, SnackbarMessage, SnackbarProviderProps } from 'notistack';
import { lazy, Suspense } from 'react';

/*
 * Toasts without notistack in the page's first code (issue 28 §6): notistack builds its styles (goober) as its
 * module loads, about a sixth of a phone's longest task as any page opened. Pages show toasts through
 * `useSnackbar` here, whose key is known at once; `SnackbarHost` loads notistack after the first draw and shows
 * whatever was asked for meanwhile (a toast asked for in the first moments waits for it).
 */

type Notistack = Pick<typeof import('notistack'), 'enqueueSnackbar' | 'closeSnackbar'>;
type Call = (notistack: Notistack) => void;

let hosted: Notistack | null = null;
const waiting: Call[] = [];
let counter = 0;

const whenHosted = (call: Call) => {
  if (hosted) call(hosted);
  else waiting.push(call);
};

/**
 * Told by the host once its provider is drawn: runs what was asked for meanwhile, in order. Told null as the host
 * goes (the app is gone): what is asked for after that waits for the next host, and nothing from before it.
 */
const hostSnackbars = (notistack: Notistack | null) => {
  hosted = notistack;
  if (!hosted) waiting.length = 0;
  while (hosted && waiting.length > 0) waiting.shift()?.(hosted);
};

/** notistack's enqueueSnackbar: the toast's key at once, the toast once the host is drawn. */
export const enqueueSnackbar = (message: SnackbarMessage, options: OptionsObject = {}): SnackbarKey => {
  const key = options.key ?? `toast-${++counter}`;
  whenHosted((notistack) => notistack.enqueueSnackbar(message, { ...options, key }));
  return key;
};

/** notistack's closeSnackbar (every toast when no key is given). */
export const closeSnackbar = (key?: SnackbarKey) => whenHosted((notistack) => notistack.closeSnackbar(key));

const snackbars = { enqueueSnackbar, closeSnackbar } as const;

/** notistack's useSnackbar, the same two functions on every render. */
export const useSnackbar = () => snackbars;

const LazyHost = lazy(() => import('./snackbar-host.tsx'));

/** notistack's provider, loaded after the page's first draw; drawn beside the app, not around it. */
export const SnackbarHost = (props: Omit<SnackbarProviderProps, 'children'>) => (
  <Suspense fallback={null}>
    <LazyHost {...props} onHosted={hostSnackbars} />
  </Suspense>
);
