import { useId } from "react";
import { Link } from "react-router";
import { type HorariosFilters, horariosPath, KINDS, WEEKDAYS } from "../../horarios/paths.ts";
import { HORARIOS_COPY as COPY, DAY_NAMES } from "../../site-data/horarios.ts";

interface FilterOption {
  label: string;
  to: string;
  current: boolean;
}

/**
 * The filters of the week, by kind and by day: links to the prerendered page of each
 * choice (a static host ignores query strings), so they work before the app is live or
 * without it; with it, a client-side visit that keeps the scroll where it is. Each link
 * keeps the other filter; the chosen ones say `aria-current="page"`.
 */
export function FilterNav({ filters }: { filters: HorariosFilters }) {
  const { kind, day } = filters;
  const kinds: FilterOption[] = [undefined, ...KINDS].map((option) => ({
    label: option ? COPY.kinds[option] : COPY.allKinds,
    to: horariosPath({ kind: option, day }),
    current: option === kind,
  }));
  const days: FilterOption[] = [undefined, ...WEEKDAYS].map((option) => ({
    label: option ? DAY_NAMES[option] : COPY.allDays,
    to: horariosPath({ kind, day: option }),
    current: option === day,
  }));
  return (
    <nav className="horarios-filtros" aria-label={COPY.filters}>
      <FilterGroup label={COPY.kindLabel} options={kinds} />
      <FilterGroup label={COPY.dayLabel} options={days} />
    </nav>
  );
}

function FilterGroup({ label, options }: { label: string; options: FilterOption[] }) {
  const labelId = useId();
  return (
    <div className="horarios-filtros__grupo">
      <span id={labelId} className="horarios-filtros__nombre">
        {label}
      </span>
      <ul aria-labelledby={labelId}>
        {options.map((option) => (
          <li key={option.to}>
            <Link to={option.to} preventScrollReset aria-current={option.current ? "page" : undefined}>
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
