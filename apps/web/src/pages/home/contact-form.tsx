import { type ChangeEvent, type FormEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { CLUB } from "../../site-data/club.ts";
import { CONTACT, type ContactFields } from "../../site-data/home.ts";

/**
 * What the form says after a submit. A sent form keeps the chat's address, with the
 * visitor's text, in case its tab was blocked, and the club's chat without it for the link.
 */
type Status =
  | { kind: "error"; text: string }
  | { kind: "success"; text: string; chat: string; clubChat: string };

/** Validation and the WhatsApp hand-off only run on submit: they load then, not with the page. */
let submitCode: Promise<[typeof import("../../lib/contact-form.ts"), typeof import("../../lib/whatsapp.ts")]>;
const loadSubmitCode = () => {
  submitCode ??= Promise.all([import("../../lib/contact-form.ts"), import("../../lib/whatsapp.ts")]);
  return submitCode;
};

/** What a submission holds (a submit made before hydration is replayed with its own data). */
function sentFields(data: FormData, max: number): ContactFields {
  const text = (name: keyof ContactFields) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  const subject = CONTACT.subjects.find((option) => option.value === text("subject"))?.value;
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    subject: subject ?? CONTACT.defaults.subject,
    message: text("message").slice(0, max),
  };
}

const ID = "contacto";
const COUNTER_ID = `${ID}-contador`;
const STATUS_ID = `${ID}-estado`;

/**
 * The contact form: checked on submit with the original site's messages (shown in an inline
 * alert, never a browser dialog), then handed to WhatsApp in a new tab with the text
 * prefilled, and reset. Nothing is sent to any server of ours.
 */
export function ContactForm() {
  const [form, setForm] = useState<ContactFields>(CONTACT.defaults);
  const [invalid, setInvalid] = useState<ReadonlyArray<keyof ContactFields>>([]);
  const [status, setStatus] = useState<Status | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const max = CONTACT.messageMaxLength;

  // The form is prerendered and its code arrives later: whatever the visitor typed in the
  // meantime is in the fields but not in the state. Take it over, or the counter would
  // say 0 and the next keystroke would wipe them.
  useEffect(() => {
    const fields = formRef.current?.elements;
    if (!fields) return;
    setForm((current) => {
      const typed: Record<string, string> = { ...current };
      for (const name of Object.keys(current)) {
        const value = (fields.namedItem(name) as HTMLInputElement | null)?.value;
        if (value !== undefined) typed[name] = name === "message" ? value.slice(0, max) : value;
      }
      // The subject's select offers only ContactFields' subjects: what it holds is one of them.
      return typed as unknown as ContactFields;
    });
  }, []);

  const field = (name: keyof ContactFields) => ({
    id: `${ID}-${name}`,
    name,
    value: form[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = name === "message" ? event.target.value.slice(0, max) : event.target.value;
      setForm((current) => ({ ...current, [name]: value }));
    },
    "aria-invalid": invalid.includes(name) || undefined,
  });

  // A form action, not onSubmit: the prerendered form then sends nowhere (React gives it a
  // `javascript:` action), and React keeps a submit made before this code arrived and
  // replays it here once the form hydrates. Hence the submission's data, not the state,
  // which may not hold what was typed before hydration yet.
  const send = async (data: FormData) => {
    const sent = sentFields(data, max);
    const [{ validateContact, buildWhatsAppText }, { whatsAppChatUrl, whatsAppUrl }] = await loadSubmitCode();
    const result = validateContact(sent);
    if (!result.ok) {
      setInvalid(result.fields);
      setStatus({ kind: "error", text: result.message });
      formRef.current?.querySelector<HTMLElement>(`#${ID}-${result.fields[0]}`)?.focus();
      return;
    }
    const chat = whatsAppUrl(CLUB.whatsapp, buildWhatsAppText(sent));
    // A replayed submit may come too long after its click for the browser to allow a new
    // tab: the link under the confirmation is then the way.
    window.open(chat, "_blank", "noopener,noreferrer");
    setInvalid([]);
    setStatus({
      kind: "success",
      text: CONTACT.messages.sent,
      chat,
      clubChat: whatsAppChatUrl(CLUB.whatsapp),
    });
    setForm(CONTACT.defaults);
  };

  const keepFields = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  // The link's address is the club's chat without the visitor's text: with analytics on,
  // Google's tag reports every click on a link to another site with the link's whole
  // address (GA4's outbound clicks), and the text holds their name, email, phone and
  // message. The click opens the chat with the text, as the submit does; the address
  // itself (a middle click, a copied link) still reaches the club's chat.
  const openChat = (event: MouseEvent<HTMLAnchorElement>) => {
    if (status?.kind !== "success") return;
    event.preventDefault();
    window.open(status.chat, "_blank", "noopener,noreferrer");
  };

  const label = (name: keyof ContactFields, required = false) => (
    <label htmlFor={`${ID}-${name}`}>
      {CONTACT.labels[name]}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );

  return (
    <form
      ref={formRef}
      className="contact-form"
      noValidate
      action={send}
      // React resets a form after its action, which would undo a message's fields (the
      // subject's at least): they are the state's, which empties them once sent.
      onReset={keepFields}
      aria-labelledby={`${ID}-form-titulo`}
    >
      <h3 id={`${ID}-form-titulo`}>{CONTACT.formTitle}</h3>
      <p className="contact-form__note">{CONTACT.requiredNote}</p>
      <div className="contact-form__row">
        <div className="contact-form__field">
          {label("name", true)}
          <input {...field("name")} type="text" autoComplete="name" required />
        </div>
        <div className="contact-form__field">
          {label("email", true)}
          <input {...field("email")} type="email" autoComplete="email" required />
        </div>
      </div>
      <div className="contact-form__row">
        <div className="contact-form__field">
          {label("phone")}
          <input {...field("phone")} type="tel" autoComplete="tel" />
        </div>
        <div className="contact-form__field">
          {label("subject")}
          <select {...field("subject")}>
            {CONTACT.subjects.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {subject.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="contact-form__field">
        {label("message", true)}
        <textarea {...field("message")} rows={4} maxLength={max} required aria-describedby={COUNTER_ID} />
        <p id={COUNTER_ID} className="contact-form__counter">
          {form.message.length}/{max} <span className="visually-hidden">caracteres</span>
        </p>
      </div>
      <div id={STATUS_ID} role="alert" className="contact-form__status">
        {status && (
          <p className={`contact-form__message contact-form__message--${status.kind}`}>{status.text}</p>
        )}
      </div>
      {status?.kind === "success" && (
        <p className="contact-form__chat">
          <a href={status.clubChat} target="_blank" rel="noopener noreferrer" onClick={openChat}>
            {CONTACT.openChat}
          </a>
        </p>
      )}
      <button type="submit" className="button contact-form__submit">
        {CONTACT.submit}
      </button>
    </form>
  );
}
