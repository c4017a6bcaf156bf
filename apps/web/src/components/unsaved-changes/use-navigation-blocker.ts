import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router';
import { installNavigationGate, setPopStateGate } from './navigation-gate.ts';

export type NavigationBlocker = {
  /** 'blocked' while a navigation waits for the user's answer. */
  state: 'unblocked' | 'blocked';
  /** Lets the held navigation go. */
  proceed: () => void;
  /** Drops the held navigation: the user stays. */
  reset: () => void;
};

type Navigator = {
  push: (...args: unknown[]) => void;
  replace: (...args: unknown[]) => void;
  go: (delta: number) => void;
};

const historyIndex = (): number | null => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * Holds navigation while `when` is true, like react-router's useBlocker, which needs a data router: the app keeps
 * declarative routing for the sign-in bundle's size, so this holds the router's navigator (links, navigate(),
 * <Navigate>) and the browser's back and forward buttons (the navigation gate hears them before the router, puts
 * the page back and asks; the router never sees the move unless the user leaves).
 */
export const useNavigationBlocker = (when: boolean): NavigationBlocker => {
  // main.tsx installs the gate before the router starts; this covers a page rendered without it (tests).
  installNavigationGate();
  const navigator = useContext(UNSAFE_NavigationContext).navigator as unknown as Navigator;
  // Held afresh at every location: a page that stays mounted across a move blocks again from its new place.
  const { key } = useLocation();
  const [held, setHeld] = useState<(() => void) | null>(null);
  const released = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` re-holds navigation at every new location.
  useEffect(() => {
    if (!when) return;
    released.current = false;
    const original = { push: navigator.push, replace: navigator.replace, go: navigator.go };
    const hold = (run: () => void) => (released.current ? run() : setHeld(() => run));
    navigator.push = (...args) => hold(() => original.push.apply(navigator, args));
    navigator.replace = (...args) => hold(() => original.replace.apply(navigator, args));
    navigator.go = (delta) => hold(() => original.go.call(navigator, delta));

    const here = historyIndex();
    let restoring = false;
    const removeGate = setPopStateGate(() => {
      if (released.current) return false;
      if (restoring) {
        restoring = false;
        return true;
      }
      const there = historyIndex();
      if (here === null || there === null || there === here) return false;
      // Undo the move before the router hears of it, then ask.
      restoring = true;
      window.history.go(here - there);
      hold(() => window.history.go(there - here));
      return true;
    });
    return () => {
      Object.assign(navigator, original);
      removeGate();
    };
  }, [when, navigator, key]);

  const proceed = useCallback(() => {
    if (!held) return;
    released.current = true;
    setHeld(null);
    held();
  }, [held]);
  const reset = useCallback(() => setHeld(null), []);
  return { state: held ? 'blocked' : 'unblocked', proceed, reset };
};

/** Asks the browser to confirm before a reload, a closed tab or a typed address while `when` is true. */
export const useBeforeUnload = (when: boolean) => {
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
};
