import { afterEach, describe, expect, it, vi } from "vitest";
import { focusables, trapFocus } from "./focus.ts";

afterEach(() => {
  document.body.innerHTML = "";
});

function page() {
  document.body.innerHTML = `
    <button id="opener">Abrir</button>
    <main><a href="/historia" id="outside">Historia</a></main>
    <div id="portal"><div id="box">
      <button id="first">Primero</button>
      <ul hidden><li><a href="/oculto">Oculto</a></li></ul>
      <a href="/judo" id="last">Judo</a>
    </div></div>`;
  const get = (id: string) => document.getElementById(id) as HTMLElement;
  return { get, box: get("box") };
}

const press = (key: string, shiftKey = false) => {
  const event = new KeyboardEvent("keydown", { key, shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};

describe("trapFocus", () => {
  it("moves focus in, wraps Tab and Shift+Tab around inside, and skips hidden links", () => {
    const { get, box } = page();
    expect(focusables(box).map((el) => el.id)).toEqual(["first", "last"]);
    const release = trapFocus(box, () => {});
    expect(document.activeElement).toBe(get("first"));
    expect(press("Tab", true).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(get("last"));
    press("Tab");
    expect(document.activeElement).toBe(get("first"));
    release();
  });

  it("gives focus back to where it was when released", () => {
    const { get, box } = page();
    get("opener").focus();
    const release = trapFocus(box, () => {});
    expect(document.activeElement).toBe(get("first"));
    release();
    expect(document.activeElement).toBe(get("opener"));
  });

  it("closes on Escape, and only the innermost of two dialogs answers", () => {
    const { box } = page();
    const inner = document.createElement("div");
    inner.innerHTML = `<button>Interno</button>`;
    document.body.append(inner);
    const outerEscape = vi.fn();
    const innerEscape = vi.fn();
    const releaseOuter = trapFocus(box, outerEscape);
    const releaseInner = trapFocus(inner, innerEscape);
    press("Escape");
    expect(innerEscape).toHaveBeenCalledTimes(1);
    expect(outerEscape).not.toHaveBeenCalled();
    releaseInner();
    press("Escape");
    expect(outerEscape).toHaveBeenCalledTimes(1);
    releaseOuter();
  });
});
