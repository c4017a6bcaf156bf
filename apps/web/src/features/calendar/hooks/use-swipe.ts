import { type RefObject, useEffect, useRef } from 'react';

/** How far a finger must travel sideways for a swipe, and how much more sideways than up or down. */
const SWIPE_PX = 56;
const SLOPE = 1.4;
const ANIMATION_MS = 180;

type Options = {
  /** Swipe left (1: the next day, three days or week) or right (-1: the previous). */
  onSwipe: ((direction: 1 | -1) => void) | null;
  /** Two fingers pinched: the ratio of their distance at the end to the start. */
  onPinch?: ((ratio: number) => void) | null;
  /** True while something else owns the finger (a lesson being dragged). */
  busy: RefObject<boolean>;
};

const distance = (touches: TouchList) =>
  Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);

/** Slides the new range in from the side it came from (the "usual" animation of a phone calendar). */
export const slideIn = (pane: HTMLElement, direction: 1 | -1) => {
  if (typeof pane.animate !== 'function') return;
  pane.animate(
    [
      { transform: `translateX(${direction * 40}%)`, opacity: 0.2 },
      { transform: 'translateX(0)', opacity: 1 },
    ],
    { duration: ANIMATION_MS, easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  );
};

/**
 * Touch gestures on the calendar pane (issue 26 §1): the pane follows a sideways finger, and a swipe past the
 * threshold moves the range (with slideIn); a pinch changes the hour height. Vertical scrolling is left alone.
 */
export const useSwipe = (pane: RefObject<HTMLElement | null>, { onSwipe, onPinch, busy }: Options) => {
  const handlers = useRef({ onSwipe, onPinch });
  handlers.current = { onSwipe, onPinch };
  useEffect(() => {
    const el = pane.current;
    if (!el) return;
    let start: { x: number; y: number } | null = null;
    let sideways = false;
    let pinchFrom = 0;
    let pinchTo = 0;
    const reset = () => {
      el.style.transform = '';
      el.style.transition = '';
    };
    const onStart = (e: TouchEvent) => {
      if (e.touches.length === 2 && handlers.current.onPinch) {
        start = null;
        reset();
        pinchFrom = distance(e.touches);
        pinchTo = pinchFrom;
        return;
      }
      pinchFrom = 0;
      sideways = false;
      start = e.touches.length === 1 ? { x: e.touches[0]!.clientX, y: e.touches[0]!.clientY } : null;
    };
    const onMove = (e: TouchEvent) => {
      if (pinchFrom && e.touches.length === 2) {
        pinchTo = distance(e.touches);
        e.preventDefault();
        return;
      }
      if (!start || !handlers.current.onSwipe || busy.current || e.touches.length !== 1) return;
      const dx = e.touches[0]!.clientX - start.x;
      const dy = e.touches[0]!.clientY - start.y;
      if (!sideways && Math.abs(dx) > 12 && Math.abs(dx) > SLOPE * Math.abs(dy)) sideways = true;
      if (!sideways) return;
      e.preventDefault();
      el.style.transition = 'none';
      el.style.transform = `translateX(${dx * 0.6}px)`;
    };
    const onEnd = (e: TouchEvent) => {
      if (pinchFrom) {
        if (e.touches.length === 0) {
          const ratio = pinchTo / pinchFrom;
          pinchFrom = 0;
          if (Math.abs(ratio - 1) > 0.15) handlers.current.onPinch?.(ratio);
        }
        return;
      }
      const touch = e.changedTouches[0];
      const from = start;
      start = null;
      if (!from || !touch || !sideways) return;
      reset();
      const dx = touch.clientX - from.x;
      if (busy.current || Math.abs(dx) < SWIPE_PX) return;
      const direction = dx < 0 ? 1 : -1;
      handlers.current.onSwipe?.(direction);
      slideIn(el, direction);
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd, { passive: true });
    el.addEventListener('touchcancel', reset, { passive: true });
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', reset);
    };
  }, [pane, busy]);
};
