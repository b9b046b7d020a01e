import type { Page } from "@playwright/test";

/** How long the finger rests on the glass before it lifts, in seconds of the gesture's own clock. */
const REST_BEFORE_LIFT_S = 0.3;
/** Time between two touch moves: one frame of a 60 Hz screen. */
const FRAME_S = 0.016;

/**
 * A one-finger swipe through the browser's own touch input (touchstart, touchmove,
 * touchend), timed by the events' own timestamps rather than by how fast this machine
 * sends them. The finger comes to rest before it lifts: a lift at full speed makes the
 * browser start a fling, and a tap while a fling runs only stops it, so a tap that
 * follows the swipe (a person's next tap) would be swallowed on a slow machine.
 */
export async function swipe(page: Page, { from, to }: { from: [number, number]; to: [number, number] }) {
  const cdp = await page.context().newCDPSession(page);
  const moves = [0.25, 0.5, 0.75, 1];
  // The gesture ends now, so the page never sees an event from the future.
  const start = Date.now() / 1000 - (moves.length * FRAME_S + REST_BEFORE_LIFT_S);
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
    timestamp: start + moves.length * FRAME_S + REST_BEFORE_LIFT_S,
  });
  await cdp.detach();
}
