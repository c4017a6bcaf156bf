import type { OptionsObject, SnackbarKey, SnackbarMessage, SnackbarProviderProps } from 'notistack';
import { createContext, lazy, Suspense, useContext, useState } from 'react';

/*
 * Toasts without notistack in the page's first code (issue 28 §6): notistack builds its styles (goober) as its
 * module loads, about a sixth of a phone's longest task as any page opened. Pages show toasts through
 * `useSnackbar` here, whose key is known at once; `SnackbarHost` loads notistack after the first draw and shows
 * whatever its pages asked for meanwhile.
 */

type Notistack = Pick<typeof import('notistack'), 'enqueueSnackbar' | 'closeSnackbar'>;
type Snackbars = {
  enqueueSnackbar: (message: SnackbarMessage, options?: OptionsObject) => SnackbarKey;
  closeSnackbar: (key?: SnackbarKey) => void;
};

/** One host's toasts: asked for before its notistack is in, they wait and are shown in order once it is. */
const hostedSnackbars = () => {
  let hosted: Notistack | null = null;
  const waiting: ((notistack: Notistack) => void)[] = [];
  let counter = 0;
  const whenHosted = (call: (notistack: Notistack) => void) => {
    if (hosted) call(hosted);
    else waiting.push(call);
  };
  const snackbars: Snackbars = {
    enqueueSnackbar: (message, options = {}) => {
      const key = options.key ?? `toast-${++counter}`;
      whenHosted((notistack) => notistack.enqueueSnackbar(message, { ...options, key }));
      return key;
    },
    closeSnackbar: (key) => whenHosted((notistack) => notistack.closeSnackbar(key)),
  };
  /** Told notistack's functions once the provider is drawn (null as it goes). */
  const onHosted = (notistack: Notistack | null) => {
    hosted = notistack;
    while (hosted && waiting.length > 0) waiting.shift()?.(hosted);
  };
  return { snackbars, onHosted };
};

/** Outside any host nothing is shown, as notistack's own hook does outside its provider. */
const nowhere: Snackbars = { enqueueSnackbar: (_message, options = {}) => options.key ?? '', closeSnackbar: () => {} };
const SnackbarsContext = createContext<Snackbars>(nowhere);

/** notistack's useSnackbar: the nearest host's two functions, the same on every render. */
export const useSnackbar = (): Snackbars => useContext(SnackbarsContext);

const LazyHost = lazy(() => import('./snackbar-host.tsx'));

/** notistack's provider around the app, its code loaded after the page's first draw. */
export const SnackbarHost = ({ children, ...props }: SnackbarProviderProps) => {
  const [host] = useState(hostedSnackbars);
  return (
    <SnackbarsContext.Provider value={host.snackbars}>
      {children}
      <Suspense fallback={null}>
        <LazyHost {...props} onHosted={host.onHosted} />
      </Suspense>
    </SnackbarsContext.Provider>
  );
};
