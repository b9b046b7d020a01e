import type { ReactNode } from "react";
import { Link } from "react-router";

interface SmartLinkProps {
  to: string;
  external?: boolean;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/**
 * A link that is a router link inside the site and a new-tab link outside it (member
 * portal, social networks), always with `rel="noopener noreferrer"` there.
 */
export function SmartLink({ to, external, className, children, onClick }: SmartLinkProps) {
  if (external || /^(https?:|mailto:|tel:)/.test(to)) {
    const newTab = /^https?:/.test(to);
    return (
      <a
        href={to}
        className={className}
        onClick={onClick}
        {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {children}
        {newTab && <span className="visually-hidden"> (se abre en una pestaña nueva)</span>}
      </a>
    );
  }
  return (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
