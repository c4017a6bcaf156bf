/** Answers true when it has dealt with the move (the router must not hear of it). */
type PopStateGate = (event: PopStateEvent) => boolean;

let installed = false;
let gate: PopStateGate | null = null;

/**
 * Listens to the back and forward buttons before the router does: listeners of one event run in the order they
 * were added (Chromium keeps that order for `window` even between capturing and bubbling ones), so this must run
 * before the router mounts (main.tsx). Then a page with unsaved changes can stop a move the router never sees.
 */
export const installNavigationGate = () => {
  if (installed) return;
  installed = true;
  window.addEventListener('popstate', (event) => {
    if (gate?.(event)) event.stopImmediatePropagation();
  });
};

/** Puts a page's gate in place (one at a time); returns the function that takes it away again. */
export const setPopStateGate = (next: PopStateGate): (() => void) => {
  gate = next;
  return () => {
    if (gate === next) gate = null;
  };
};
