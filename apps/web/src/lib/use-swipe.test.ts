import { renderHook } from "@testing-library/react";
import type { TouchEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { SWIPE_THRESHOLD_PX, useSwipe } from "./use-swipe.ts";

const touches = (...points: [number, number][]) => points.map(([clientX, clientY]) => ({ clientX, clientY }));

/** Plays a gesture from `from` to `to` with `fingers` fingers and returns the steps the handler saw. */
function gesture(from: [number, number], to: [number, number], fingers = 1) {
  const onSwipe = vi.fn();
  const { result } = renderHook(() => useSwipe(onSwipe));
  result.current.onTouchStart({ touches: touches(...Array(fingers).fill(from)) } as unknown as TouchEvent);
  result.current.onTouchEnd({ changedTouches: touches(to) } as unknown as TouchEvent);
  return onSwipe.mock.calls.map(([step]) => step);
}

describe("useSwipe", () => {
  it("a finger moving left shows the next picture, moving right the previous one", () => {
    expect(gesture([200, 100], [100, 110])).toEqual([1]);
    expect(gesture([100, 100], [200, 90])).toEqual([-1]);
  });

  it("ignores short moves, mostly vertical moves (the page scrolling) and two-finger zooms", () => {
    expect(gesture([200, 100], [200 - SWIPE_THRESHOLD_PX, 100])).toEqual([]);
    expect(gesture([200, 100], [120, 220])).toEqual([]);
    expect(gesture([200, 100], [50, 100], 2)).toEqual([]);
  });
});
