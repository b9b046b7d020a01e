import type { Page } from "@playwright/test";

/** Time between two touch moves: one frame of a 60 Hz screen. */
const FRAME_S = 0.016;

/**
 * A one-finger flick through the browser's own touch input (touchstart, four touchmoves,
 * touchend), timed by the events' own timestamps rather than by how fast this machine
 * sends them: the finger crosses the distance in four frames and lifts at full speed,
 * as a person flicks. Chrome takes such a flick for a fling, which would swallow the
 * next tap unless the page keeps the gesture (src/lib/use-swipe.ts).
 */
export async function swipe(page: Page, { from, to }: { from: [number, number]; to: [number, number] }) {
  const cdp = await page.context().newCDPSession(page);
  const moves = [0.25, 0.5, 0.75, 1];
  // The gesture ends now, so the page never sees an event from the future.
  const start = Date.now() / 1000 - moves.length * FRAME_S;
  const point = (t: number) => ({ x: from[0] + (to[0] - from[0]) * t, y: from[1] + (to[1] - from[1]) * t });
  await cdp.send("Input.dispatchTouchEvent", {
    type: "touchStart",
    touchPoints: [point(0)],
    timestamp: start,
  });
  for (const [i, t] of moves.entries()) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [point(t)],
      timestamp: start + (i + 1) * FRAME_S,
    });
  }
  await cdp.send("Input.dispatchTouchEvent", {
    type: "touchEnd",
    touchPoints: [],
    timestamp: start + moves.length * FRAME_S,
  });
  await cdp.detach();
}
