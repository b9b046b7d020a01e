import { type ReactNode, useEffect, useRef } from "react";
import { trapFocus } from "../lib/focus.ts";
import { lockScroll } from "../lib/scroll-lock.ts";
import "./dialog.css";

interface DialogProps {
  /** Extra class, which styles the box too (`welcome`). */
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
 * A modal dialog over the page (the welcome modal): a native <dialog>
 * opened with showModal(), so it sits above everything and the page behind is inert
 * without a portal. Rendered only while open, so the prerendered page never holds it.
 * Focus stays inside and goes back where it was; Escape and a click outside the box
 * close it; the page behind does not scroll.
 */
export function Dialog({ className, labelledBy, label, describedBy, id, onClose, children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const release = trapFocus(element, () => close.current());
    element.showModal();
    const unlock = lockScroll();
    return () => {
      unlock();
      element.close();
      release();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click outside the box is a pointer shortcut; keyboards close with Escape.
    <dialog
      ref={dialog}
      id={id}
      className={`dialog ${className}`}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="dialog__box">{children}</div>
    </dialog>
  );
}
