import { type ReactNode, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { trapFocus } from "../lib/focus.ts";
import { lockScroll } from "../lib/scroll-lock.ts";
import "./dialog.css";

interface DialogProps {
  /** Extra class on the backdrop, which styles the box too (`mobile-panel`, `welcome`). */
  className: string;
  /** The accessible name: a visible heading's id, or a label when there is none. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  id?: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog over the page (mobile panel, welcome modal): rendered only while
 * open, so the prerendered page never holds it; focus trapped and given back,
 * Escape and a click on the backdrop close it, the page behind neither scrolls nor
 * takes focus.
 */
export function Dialog({ className, labelledBy, label, describedBy, id, onClose, children }: DialogProps) {
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!box.current) return;
    const unlock = lockScroll();
    const release = trapFocus(box.current, () => close.current());
    return () => {
      unlock();
      release();
    };
  }, []);

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is a pointer shortcut; keyboards close with Escape.
    // biome-ignore lint/a11y/useKeyWithClickEvents: same: Escape is the keyboard's way out.
    <div
      className={`dialog ${className}`}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={box}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={label}
        aria-describedby={describedBy}
        tabIndex={-1}
        className="dialog__box"
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
