import type { ReactNode } from "react";

interface CtaBandProps {
  /** Id of the heading, which names the section. */
  id: string;
  title: string;
  text: string;
  /** Extra class for a page's own variant of the band. */
  className?: string;
  /** The band's buttons. */
  children: ReactNode;
}

/** The closing call of a page: a highlighted band with a title, a line and its buttons. */
export function CtaBand({ id, title, text, className, children }: CtaBandProps) {
  return (
    <section className="page-section" aria-labelledby={id}>
      <div className="page-section__inner">
        <div className={className ? `cta-band ${className}` : "cta-band"} data-reveal>
          <h2 id={id}>{title}</h2>
          <p>{text}</p>
          <div className="button-row">{children}</div>
        </div>
      </div>
    </section>
  );
}
