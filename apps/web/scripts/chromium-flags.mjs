/**
 * How Debian's Chromium runs for the browser tests and Lighthouse on these machines:
 * as root, without a GPU, and without reaching any Google service on its own.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
