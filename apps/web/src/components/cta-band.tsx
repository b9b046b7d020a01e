import type { ReactNode } from "react";

interface CtaBandProps {
  /** Id of the heading, which names the band. */
  id: string;
  title: string;
  text: string;
  /** Extra class for a page's own variant of the band. */
  className?: string;
  /**
   * `section` (default): a band of its own that closes the page, with an h2.
   * `card`: the same band closing the section it is placed in, with an h3.
   */
  as?: "section" | "card";
  /** The band's buttons. */
  children: ReactNode;
}

/** The closing call of a page: a highlighted band with a title, a line and its buttons. */
export function CtaBand({ id, title, text, className, as = "section", children }: CtaBandProps) {
  const Heading = as === "card" ? "h3" : "h2";
  const band = (
    <div className={className ? `cta-band ${className}` : "cta-band"} data-reveal>
      <Heading id={id}>{title}</Heading>
      <p>{text}</p>
      <div className="button-row">{children}</div>
    </div>
  );
  if (as === "card") return band;
  return (
    <section className="page-section" aria-labelledby={id}>
      <div className="page-section__inner">{band}</div>
    </section>
  );
}
