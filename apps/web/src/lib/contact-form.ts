import { CONTACT, type ContactFields, type ContactSubject } from "../site-data/home.ts";

/** The outcome of checking the contact form: fine, or the original site's message and the fields at fault. */
export type ContactValidation =
  | { ok: true }
  | { ok: false; message: string; fields: ReadonlyArray<keyof ContactFields> };

/** The original site's email pattern: text, at sign, text, dot, text, without spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The original site's validation (docs/product.md#validation): name, email and message are required (after
 * trimming), then the email must look like one. Phone and subject are free.
 */
export function validateContact(form: ContactFields): ContactValidation {
  const missing = (["name", "email", "message"] as const).filter((field) => form[field].trim() === "");
  if (missing.length > 0) return { ok: false, message: CONTACT.messages.required, fields: missing };
  if (!EMAIL.test(form.email.trim()))
    return { ok: false, message: CONTACT.messages.email, fields: ["email"] };
  return { ok: true };
}

/** The label the visitor saw for a subject ("Consulta General"). */
export function subjectLabel(subject: ContactSubject): string {
  return CONTACT.subjects.find((option) => option.value === subject)?.label ?? subject;
}

/**
 * The chat text the club receives (docs/product.md#calls): a heading, then name, email,
 * phone (or "No especificado"), the subject's label and the message, one per line.
 * WhatsApp shows `*text*` in bold.
 */
export function buildWhatsAppText(form: ContactFields): string {
  const lines = CONTACT.whatsApp;
  return [
    `*${lines.heading}*`,
    "",
    `*${lines.name}:* ${form.name.trim()}`,
    `*${lines.email}:* ${form.email.trim()}`,
    `*${lines.phone}:* ${form.phone.trim() || lines.noPhone}`,
    `*${lines.subject}:* ${subjectLabel(form.subject)}`,
    `*${lines.message}:*`,
    form.message.trim(),
  ].join("\n");
}
