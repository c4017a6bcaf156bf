import { createContext, useContext, useLayoutEffect } from 'react';

/** Set by the signed-in shell: a page asks it to fill the screen. */
export const FillScreenContext = createContext<(fill: boolean) => void>(() => {});

/**
 * While `fill` is true the shell fits the page to the screen, as a phone calendar does: the page itself
 * does not scroll (the page scrolls its own parts), the main area is a flex column the page can fill, and the
 * legal footer is left off.
 */
export const useFillScreen = (fill: boolean) => {
  const setFill = useContext(FillScreenContext);
  useLayoutEffect(() => {
    setFill(fill);
    return () => setFill(false);
  }, [fill, setFill]);
};

/**
 * The addresses of the pages that fill the screen (the calendar), for the shell's first draw: a page loaded there
 * is drawn in that layout at once, not drawn and then, as the page asks (`useFillScreen`), the whole shell drawn
 * again in the same task - a long task on a phone as the calendar opens (issue 28 §6). The page's own
 * `useFillScreen` stays what decides once it is drawn.
 */
export const fillsScreenAt = (pathname: string) => /^\/calendar\/?$/.test(pathname);
