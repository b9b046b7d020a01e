import { describe, expect, it } from "vitest";
import { syncInlineStyles } from "./inline-styles.ts";

describe("syncInlineStyles", () => {
  it("keeps a page's inline stylesheet on while its route's link is in the head, and off once it is gone", () => {
    document.head.innerHTML = [
      '<style data-href="/assets/root.css">a{}</style><link rel="stylesheet" href="/assets/root.css" disabled>',
      '<style data-href="/assets/page.css">b{}</style>',
    ].join("");
    syncInlineStyles();
    const [root, page] = [...document.head.querySelectorAll("style")];
    expect(root?.disabled).toBe(false);
    expect(page?.disabled).toBe(true);

    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = "/assets/page.css";
    document.head.append(link);
    syncInlineStyles();
    expect(page?.disabled).toBe(false);
  });
});
