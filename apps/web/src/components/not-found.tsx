import { Link } from "react-router";

const MAIN_SECTIONS = [
  { label: "Deportes y actividades", to: "/deportes-y-actividades" },
  { label: "Valores y Días", to: "/valores-y-dias" },
  { label: "Novedades", to: "/novedades" },
  { label: "Contacto", to: "/#contacto" },
] as const;

/** "Página no encontrada": shown for any path that is not in the route table. */
export function NotFound() {
  return (
    <section className="page-message" aria-labelledby="not-found-title">
      <p className="page-message__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Página no encontrada</h1>
      <p>La página que buscás no existe o cambió de lugar.</p>
      <div className="page-message__actions">
        <Link className="button" to="/">
          Volver al Inicio
        </Link>
      </div>
      <nav aria-label="Secciones principales">
        <ul className="page-message__links">
          {MAIN_SECTIONS.map((section) => (
            <li key={section.to}>
              <Link to={section.to}>{section.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
