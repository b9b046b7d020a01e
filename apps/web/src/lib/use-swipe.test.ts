import { fireEvent, render } from "@testing-library/react";
import { createElement, useRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { SWIPE_THRESHOLD_PX, type SwipeStep, useSwipe } from "./use-swipe.ts";

function Swipeable({ onSwipe }: { onSwipe: (step: SwipeStep) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useSwipe(ref, onSwipe);
  return createElement("div", { ref, "data-testid": "area" });
}

const touches = (fingers: number, [clientX, clientY]: [number, number]) =>
  Array.from({ length: fingers }, () => ({ clientX, clientY }));

/**
 * Plays a gesture from `from` to `to` with `fingers` fingers, through one move halfway
 * and one at the end. Returns the steps the handler saw and whether the page kept each
 * move (false: its default was prevented, so the browser neither pans nor flings).
 */
function gesture(from: [number, number], to: [number, number], fingers = 1) {
  const onSwipe = vi.fn();
  const { getByTestId, unmount } = render(createElement(Swipeable, { onSwipe }));
  const area = getByTestId("area");
  fireEvent.touchStart(area, { touches: touches(fingers, from) });
  const halfway: [number, number] = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  const browserKeeps = [halfway, to].map((point) =>
    fireEvent.touchMove(area, { touches: touches(fingers, point) }),
  );
  fireEvent.touchEnd(area, { changedTouches: touches(1, to) });
  unmount();
  return { steps: onSwipe.mock.calls.map(([step]) => step), browserKeeps };
}

describe("useSwipe", () => {
  it("a finger moving left shows the next picture, moving right the previous one", () => {
    expect(gesture([200, 100], [100, 110]).steps).toEqual([1]);
    expect(gesture([100, 100], [200, 90]).steps).toEqual([-1]);
  });

  it("ignores short moves, mostly vertical moves (the page scrolling) and two-finger zooms", () => {
    expect(gesture([200, 100], [200 - SWIPE_THRESHOLD_PX, 100]).steps).toEqual([]);
    expect(gesture([200, 100], [120, 220]).steps).toEqual([]);
    expect(gesture([200, 100], [50, 100], 2).steps).toEqual([]);
  });

  it("keeps a horizontal gesture from the browser once it is one, short ones too, so no fling eats the next tap", () => {
    expect(gesture([200, 100], [100, 110]).browserKeeps).toEqual([false, false]);
    // 30 px: 15 px halfway is already past the slop, though too short to change the picture.
    expect(gesture([200, 100], [230, 100]).browserKeeps).toEqual([false, false]);
  });

  it("leaves vertical scrolling and two-finger zooms to the browser, and decides nothing in the first 10 px", () => {
    expect(gesture([200, 100], [210, 300]).browserKeeps).toEqual([true, true]);
    expect(gesture([200, 100], [50, 100], 2).browserKeeps).toEqual([true, true]);
    // 6 px halfway: not yet a direction; 12 px at the end: sideways.
    expect(gesture([200, 100], [212, 100]).browserKeeps).toEqual([true, false]);
  });

  it("a gesture that starts vertical stays the page's, even if it ends sideways", () => {
    const onSwipe = vi.fn();
    const area = render(createElement(Swipeable, { onSwipe })).getByTestId("area");
    fireEvent.touchStart(area, { touches: touches(1, [200, 100]) });
    expect(fireEvent.touchMove(area, { touches: touches(1, [202, 140]) })).toBe(true);
    expect(fireEvent.touchMove(area, { touches: touches(1, [20, 150]) })).toBe(true);
  });
});
