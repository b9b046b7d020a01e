import { type TouchEvent, useRef } from "react";

/** Horizontal travel, in px, past which a touch gesture is a swipe (the original site's carousel threshold, docs/product.md#business-constants). */
export const SWIPE_THRESHOLD_PX = 50;

/** Which way a swipe moves through a set of pictures: 1 is the next one (finger to the left), -1 the previous. */
export type SwipeStep = 1 | -1;

/**
 * Touch handlers that call `onSwipe` for a one-finger horizontal swipe. A gesture that
 * is mostly vertical is the page scrolling, and two fingers are a zoom: neither moves.
 * The carousel and the lightbox share these rules, so a visitor's swipe means the same
 * everywhere.
 */
export function useSwipe(onSwipe: (step: SwipeStep) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
    },
  };
}
