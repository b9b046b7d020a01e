import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { NotFound } from "./not-found.tsx";

/** The Spanish page for a render error, or the 404 page when the error is a "not found". */
export function ErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <section className="page-message" aria-labelledby="error-title">
      <h1 id="error-title">Algo salió mal</h1>
      <p>No pudimos mostrar esta página. Probá recargarla; si el problema sigue, volvé más tarde.</p>
      <div className="page-message__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Recargar la página
        </button>
        <Link className="button button--ghost" to="/">
          Volver al Inicio
        </Link>
      </div>
    </section>
  );
}
