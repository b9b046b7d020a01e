import { type RefObject, useEffect, useRef } from "react";

/** Horizontal travel, in px, past which a touch gesture is a swipe (the original site's carousel threshold, docs/product.md#business-constants). */
export const SWIPE_THRESHOLD_PX = 50;

/** How far a finger moves before its gesture counts as horizontal (ours) or vertical (the page's scroll). */
const DIRECTION_SLOP_PX = 10;

/** Which way a swipe moves through a set of pictures: 1 is the next one (finger to the left), -1 the previous. */
export type SwipeStep = 1 | -1;

/**
 * Calls `onSwipe` for a one-finger horizontal swipe on the element. A gesture that is
 * mostly vertical is the page scrolling, and two fingers are a zoom: neither moves, and
 * both stay with the browser. The carousel and the lightbox share these rules, so a
 * visitor's swipe means the same everywhere.
 *
 * A horizontal gesture is also kept from the browser (its moves' default prevented, so
 * the listener is not passive). Otherwise Chrome on Android takes a quick flick for a
 * fling even where `touch-action` lets nothing pan that way, and swallows the click of
 * the next tap anywhere on the page for up to a second, as the tap that stops the
 * fling: the ✕ or "Pausar" a fan taps right after a swipe would do nothing.
 */
export function useSwipe(
  elementRef: RefObject<HTMLElement | null>,
  onSwipe: (step: SwipeStep) => void,
): void {
  const latest = useRef(onSwipe);
  latest.current = onSwipe;

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    let start: { x: number; y: number } | null = null;
    let horizontal: boolean | undefined;

    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
      horizontal = undefined;
    };
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch || event.touches.length !== 1) return;
      const dx = Math.abs(touch.clientX - start.x);
      const dy = Math.abs(touch.clientY - start.y);
      if (horizontal === undefined && Math.max(dx, dy) > DIRECTION_SLOP_PX) horizontal = dx > dy;
      if (horizontal && event.cancelable) event.preventDefault();
    };
    const onTouchEnd = (event: TouchEvent) => {
      const from = start;
      const touch = event.changedTouches[0];
      start = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) latest.current(dx < 0 ? 1 : -1);
    };

    element.addEventListener("touchstart", onTouchStart, { passive: true });
    element.addEventListener("touchmove", onTouchMove, { passive: false });
    element.addEventListener("touchend", onTouchEnd);
    return () => {
      element.removeEventListener("touchstart", onTouchStart);
      element.removeEventListener("touchmove", onTouchMove);
      element.removeEventListener("touchend", onTouchEnd);
    };
  }, [elementRef]);
}
