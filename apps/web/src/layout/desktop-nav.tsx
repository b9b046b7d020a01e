import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { SmartLink } from "../components/smart-link.tsx";
import {
  HEADER_NAV,
  isMenu,
  isSubmenu,
  type NavLink,
  type NavSubmenu,
  SHELL_COPY,
} from "../site-data/navigation.ts";

/** The original site's close delays on hover (docs/product.md#business-constants): top-level menus, then the sports submenus. */
export const MENU_CLOSE_MS = 500;
export const SUBMENU_CLOSE_MS = 300;
const CLOSE_MS = [MENU_CLOSE_MS, SUBMENU_CLOSE_MS];

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
 * Hovering opens a menu and leaving closes it after the original site's delays; a click or the
 * keyboard opens it too (Enter, Space, arrows, Home, End; Escape closes). One menu and
 * one submenu at a time: `open` holds the open menu's key and the open submenu's.
 * Closed menus are in the prerendered HTML, `hidden`.
 */
export function DesktopNav() {
  const [open, setOpen] = useState<Array<string | undefined>>([]);
  const nav = useRef<HTMLElement>(null);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  // What the mouse opened: a click on it then keeps it open instead of shutting it.
  const hovered = useRef<string>(undefined);

  /** Opens `key` at `level` (0 menu, 1 submenu), or closes that level when no key; deeper levels close. */
  const show = (level: number, key?: string) => {
    for (const timer of timers.current.slice(level)) clearTimeout(timer);
    setOpen((now) => [...now.slice(0, level), key]);
  };

  // A press anywhere else closes the open menu; leaving the page clears the timers.
  useEffect(() => {
    if (!open[0]) return;
    const outside = (event: Event) => {
      if (!nav.current?.contains(event.target as Node)) setOpen([]);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const menu = (
    level: number,
    key: string,
    label: string,
    items: ReadonlyArray<NavLink | NavSubmenu>,
  ): ReactNode => {
    const expanded = open[level] === key;
    return (
      <li
        key={key}
        data-level={level}
        data-key={key}
        className={level ? "site-nav__subitem" : "site-nav__item"}
        onPointerEnter={mouse(() => {
          if (expanded) return clearTimeout(timers.current[level]);
          show(level, key);
          hovered.current = key;
        })}
        onPointerLeave={mouse(() => {
          clearTimeout(timers.current[level]);
          timers.current[level] = setTimeout(() => show(level), CLOSE_MS[level]);
        })}
      >
        <button
          type="button"
          className={`site-nav__trigger${level ? " site-nav__trigger--sub" : ""}`}
          aria-expanded={expanded}
          aria-controls={`menu-${key}`}
          onClick={() => {
            if (!expanded) show(level, key);
            else if (hovered.current !== key) show(level);
            hovered.current = undefined;
          }}
        >
          {label}
        </button>
        <ul id={`menu-${key}`} className={level ? "site-nav__submenu" : "site-nav__menu"} hidden={!expanded}>
          {items.map((entry, index) =>
            isSubmenu(entry) ? (
              menu(1, `${key}-${index}`, entry.label, entry.links)
            ) : (
              <li key={entry.to}>
                <SmartLink to={entry.to}>{entry.label}</SmartLink>
              </li>
            ),
          )}
        </ul>
      </li>
    );
  };

  return (
    <nav
      ref={nav}
      aria-label={SHELL_COPY.mainNav}
      className="site-nav"
      onKeyDown={(event) => {
        const el = event.target as HTMLElement;
        const top = el.closest<HTMLElement>("[data-level='0']");
        const own = el.closest<HTMLElement>("[data-level]");
        const list = top?.querySelector("ul");
        if (!top || !own || !list) return;
        const trigger = own.firstElementChild as HTMLElement;
        const level = Number(own.dataset.level);
        const items = reachable(list);
        const at = items.indexOf(el);
        const key = event.key;
        if (el === trigger && !level) {
          if (key === "Escape") show(0);
          else if (key !== "ArrowDown" && key !== "ArrowUp") return;
          else {
            show(0, own.dataset.key);
            focusSoon(() => reachable(list).at(key === "ArrowUp" ? -1 : 0));
          }
        } else if (key === "ArrowRight" && el === trigger) {
          show(1, own.dataset.key);
          focusSoon(() => own.querySelector("a"));
        } else if (key === "ArrowDown") items[(at + 1) % items.length]?.focus();
        else if (key === "ArrowUp") items.at(at - 1)?.focus();
        else if (key === "Home") items[0]?.focus();
        else if (key === "End") items.at(-1)?.focus();
        else if ((key === "ArrowLeft" || key === "Escape") && level && el !== trigger) {
          show(1);
          trigger.focus();
        } else if (key === "Escape") {
          show(0);
          (top.firstElementChild as HTMLElement).focus();
        } else return;
        event.preventDefault();
      }}
      // Tabbing on to another item closes what focus leaves behind; so does a followed link.
      onFocus={(event) => {
        const el = event.target as HTMLElement;
        for (const level of [1, 0]) {
          if (open[level] && el.closest<HTMLElement>(`[data-level='${level}']`)?.dataset.key !== open[level])
            show(level);
        }
      }}
      onBlur={(event) => {
        if (event.relatedTarget && !nav.current?.contains(event.relatedTarget)) show(0);
      }}
      onClick={(event) => (event.target as Element).closest("a") && show(0)}
    >
      <ul className="site-nav__top">
        {HEADER_NAV.map((item) =>
          isMenu(item) ? (
            menu(0, item.id, item.label, item.items)
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
