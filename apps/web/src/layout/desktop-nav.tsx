import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { SmartLink } from "../components/smart-link.tsx";
import { HEADER_NAV, isMenu, isSubmenu, SHELL_COPY } from "../content/navigation.ts";

/** The spec's close delays on hover (section 9): top-level menus, then the sports submenus. */
export const MENU_CLOSE_MS = 500;
export const SUBMENU_CLOSE_MS = 300;

/** A mouse only: touch and pen open menus by tapping, never by a "hover" they cannot undo. */
const mouse = (action: () => void) => (event: PointerEvent) => {
  if (event.pointerType === "mouse") action();
};

/** The links and buttons of an open menu a keyboard can reach (closed submenus are `hidden`). */
const reachable = (list: Element) =>
  [...list.querySelectorAll<HTMLElement>("a, button")].filter((el) => !el.closest("[hidden]"));

/** Focus once React has shown what the key press opened. */
const focusSoon = (pick: () => HTMLElement | null | undefined) => setTimeout(() => pick()?.focus());

/**
 * The desktop header's menus (El Club, Deportes with its submenus, Actividades).
 * Hovering opens a menu and leaving closes it after the spec's delays; a click or the
 * keyboard opens it too (Enter, Space, arrows, Home, End; Escape closes). One menu and
 * one submenu at a time. Closed menus are in the prerendered HTML, `hidden`.
 */
export function DesktopNav() {
  const [open, setOpen] = useState<string | null>(null);
  const [sub, setSub] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const timers = useRef<{ top?: ReturnType<typeof setTimeout>; sub?: ReturnType<typeof setTimeout> }>({});
  // What the mouse opened: a click on it then keeps it open instead of shutting it.
  const hovered = useRef<string | null>(null);

  const stop = (which: "top" | "sub") => clearTimeout(timers.current[which]);
  const later = (which: "top" | "sub", ms: number, action: () => void) => {
    stop(which);
    timers.current[which] = setTimeout(action, ms);
  };
  const openMenu = (id: string | null) => {
    stop("top");
    stop("sub");
    setOpen(id);
    setSub(null);
  };
  const openSub = (label: string | null) => {
    stop("sub");
    setSub(label);
  };
  const click = (key: string, isOpen: boolean, show: () => void, hide: () => void) => {
    if (!isOpen) show();
    else if (hovered.current !== key) hide();
    hovered.current = null;
  };

  // A press anywhere else closes the open menu; leaving the page clears the timers.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (nav.current?.contains(event.target as Node)) return;
      setOpen(null);
      setSub(null);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      clearTimeout(pending.top);
      clearTimeout(pending.sub);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const el = event.target as HTMLElement;
    const top = el.closest<HTMLElement>("[data-top]");
    if (!top) return;
    const [trigger, list] = [...top.children] as HTMLElement[];
    const group = el.closest<HTMLElement>("[data-sub]");
    const subTrigger = group?.firstElementChild as HTMLElement | undefined;
    const items = list ? reachable(list) : [];
    const at = items.indexOf(el);
    const key = event.key;
    if (!trigger || !list) return;
    if (el === trigger) {
      if (key === "Escape") openMenu(null);
      if (key !== "ArrowDown" && key !== "ArrowUp") return;
      openMenu(top.dataset.top ?? null);
      focusSoon(() => (key === "ArrowDown" ? reachable(list)[0] : reachable(list).at(-1)));
    } else if (key === "ArrowDown") items[(at + 1) % items.length]?.focus();
    else if (key === "ArrowUp") items.at(at - 1)?.focus();
    else if (key === "Home") items[0]?.focus();
    else if (key === "End") items.at(-1)?.focus();
    else if (key === "ArrowRight" && group && el === subTrigger) {
      openSub(group.dataset.sub ?? null);
      focusSoon(() => group.querySelector("a"));
    } else if ((key === "ArrowLeft" || key === "Escape") && subTrigger && el !== subTrigger) {
      openSub(null);
      subTrigger.focus();
    } else if (key === "Escape") {
      openMenu(null);
      trigger.focus();
    } else return;
    event.preventDefault();
  };

  return (
    <nav
      ref={nav}
      aria-label={SHELL_COPY.mainNav}
      className="site-nav"
      onKeyDown={onKeyDown}
      // Tabbing on to another item closes what focus leaves behind; so does a followed link.
      onFocus={(event) => {
        const el = event.target as HTMLElement;
        if (open && el.closest<HTMLElement>("[data-top]")?.dataset.top !== open) openMenu(null);
        else if (sub && el.closest<HTMLElement>("[data-sub]")?.dataset.sub !== sub) openSub(null);
      }}
      onBlur={(event) => {
        if (event.relatedTarget && !nav.current?.contains(event.relatedTarget)) openMenu(null);
      }}
      onClick={(event) => (event.target as Element).closest("a") && openMenu(null)}
    >
      <ul className="site-nav__top">
        {HEADER_NAV.map((item) =>
          isMenu(item) ? (
            <li
              key={item.id}
              data-top={item.id}
              className="site-nav__item"
              onPointerEnter={mouse(() => {
                if (open === item.id) return stop("top");
                openMenu(item.id);
                hovered.current = item.id;
              })}
              onPointerLeave={mouse(() => later("top", MENU_CLOSE_MS, () => openMenu(null)))}
            >
              <button
                type="button"
                className="site-nav__trigger"
                aria-expanded={open === item.id}
                aria-controls={`menu-${item.id}`}
                onClick={() =>
                  click(
                    item.id,
                    open === item.id,
                    () => openMenu(item.id),
                    () => openMenu(null),
                  )
                }
              >
                {item.label}
              </button>
              <ul id={`menu-${item.id}`} className="site-nav__menu" hidden={open !== item.id}>
                {item.items.map((entry, index) =>
                  isSubmenu(entry) ? (
                    <li
                      key={entry.label}
                      data-sub={entry.label}
                      className="site-nav__subitem"
                      onPointerEnter={mouse(() => {
                        if (sub !== entry.label) hovered.current = entry.label;
                        openSub(entry.label);
                      })}
                      onPointerLeave={mouse(() => later("sub", SUBMENU_CLOSE_MS, () => setSub(null)))}
                    >
                      <button
                        type="button"
                        className="site-nav__trigger site-nav__trigger--sub"
                        aria-expanded={sub === entry.label}
                        aria-controls={`menu-${item.id}-${index}`}
                        onClick={() =>
                          click(
                            entry.label,
                            sub === entry.label,
                            () => openSub(entry.label),
                            () => openSub(null),
                          )
                        }
                      >
                        {entry.label}
                      </button>
                      <ul
                        id={`menu-${item.id}-${index}`}
                        className="site-nav__submenu"
                        hidden={sub !== entry.label}
                      >
                        {entry.links.map((link) => (
                          <li key={link.to}>
                            <SmartLink to={link.to}>{link.label}</SmartLink>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ) : (
                    <li key={entry.to}>
                      <SmartLink to={entry.to}>{entry.label}</SmartLink>
                    </li>
                  ),
                )}
              </ul>
            </li>
          ) : (
            <li key={item.to} className="site-nav__item">
              <SmartLink to={item.to} className="site-nav__link">
                {item.label}
              </SmartLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
