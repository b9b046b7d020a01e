import { Dialog } from "../components/dialog.tsx";
import { SmartLink } from "../components/smart-link.tsx";
import { WELCOME } from "../site-data/welcome.ts";
import "./welcome-modal.css";

/**
 * The home page's welcome (docs/product.md#home-page). Loaded on demand by the layout
 * after hydration, so neither the prerendered page nor returning visitors pay for it.
 * Closes on the backdrop, Escape, "Explorar el sitio" and either membership link
 * (which open the external portal in a new tab).
 */
export function WelcomeModal({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      className="welcome"
      labelledBy="bienvenida-titulo"
      describedBy="bienvenida-texto"
      onClose={onClose}
    >
      <img className="welcome__logo" src="/favicon.svg" alt="" width="64" height="72" />
      <h2 id="bienvenida-titulo">{WELCOME.title}</h2>
      <p id="bienvenida-texto">{WELCOME.text}</p>
      <button type="button" className="button welcome__explore" onClick={onClose}>
        {WELCOME.explore}
      </button>
      <p className="welcome__lead">{WELCOME.membersLead}</p>
      <div className="welcome__links">
        {WELCOME.membershipLinks.map((link) => (
          <SmartLink
            key={link.label}
            to={link.to}
            external
            className="button button--ghost button--small"
            onClick={onClose}
          >
            {link.label}
          </SmartLink>
        ))}
      </div>
    </Dialog>
  );
}
