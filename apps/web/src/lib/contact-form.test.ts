import { describe, expect, it } from "vitest";
import { CONTACT, type ContactFields } from "../site-data/home.ts";
import { buildWhatsAppText, subjectLabel, validateContact } from "./contact-form.ts";
import { whatsAppUrl } from "./whatsapp.ts";

const filled: ContactFields = {
  name: "María José Núñez",
  email: "maria@example.com",
  phone: "11 5555-0000",
  subject: "inscripcion",
  message: "Hola, quiero anotar a mi hija en gimnasia.",
};

describe("validateContact", () => {
  it("accepts a complete form, with or without a phone", () => {
    expect(validateContact(filled)).toEqual({ ok: true });
    expect(validateContact({ ...filled, phone: "" })).toEqual({ ok: true });
  });

  it.each(["name", "email", "message"] as const)(
    "asks for the required fields when %s is empty or blank",
    (field) => {
      for (const value of ["", "   ", "\n\t"]) {
        const result = validateContact({ ...filled, [field]: value });
        expect(result).toEqual({
          ok: false,
          message: "Por favor, complete todos los campos obligatorios.",
          fields: [field],
        });
      }
    },
  );

  it("names every missing field, in the form's order", () => {
    const result = validateContact({ ...CONTACT.defaults });
    expect(result).toMatchObject({ ok: false, fields: ["name", "email", "message"] });
  });

  it.each([
    "maria",
    "maria@",
    "maria@example",
    "@example.com",
    "maria@example.",
    "maria @example.com",
    "maria@exa mple.com",
    "maria@@example.com",
  ])("rejects %j as an email", (email) => {
    expect(validateContact({ ...filled, email })).toEqual({
      ok: false,
      message: "Por favor, ingrese un email válido.",
      fields: ["email"],
    });
  });

  it.each(["a@b.co", "maría@club.com.ar", "  socio+casa@example.com  "])(
    "accepts %j as an email",
    (email) => {
      expect(validateContact({ ...filled, email })).toEqual({ ok: true });
    },
  );

  it("checks the required fields before the email pattern", () => {
    expect(validateContact({ ...filled, email: "no-es-un-email", name: " " })).toMatchObject({
      message: "Por favor, complete todos los campos obligatorios.",
    });
  });
});

describe("buildWhatsAppText", () => {
  it("writes heading, name, email, phone, subject label and message, one per line", () => {
    expect(buildWhatsAppText(filled)).toBe(
      [
        "*Nuevo contacto desde el sitio web*",
        "",
        "*Nombre:* María José Núñez",
        "*Email:* maria@example.com",
        "*Teléfono:* 11 5555-0000",
        "*Asunto:* Inscripción a Actividades",
        "*Mensaje:*",
        "Hola, quiero anotar a mi hija en gimnasia.",
      ].join("\n"),
    );
  });

  it('says "No especificado" when the phone is empty or blank', () => {
    expect(buildWhatsAppText({ ...filled, phone: "" })).toContain("*Teléfono:* No especificado\n");
    expect(buildWhatsAppText({ ...filled, phone: "   " })).toContain("*Teléfono:* No especificado\n");
  });

  it("uses the label the visitor saw for each of the four subjects", () => {
    expect(CONTACT.subjects.map((subject) => subjectLabel(subject.value))).toEqual([
      "Consulta General",
      "Inscripción a Actividades",
      "Información sobre Membresía",
      "Otro",
    ]);
    expect(buildWhatsAppText({ ...filled, subject: "socio" })).toContain(
      "*Asunto:* Información sobre Membresía",
    );
  });

  it("trims the fields and keeps the message's own line breaks", () => {
    const text = buildWhatsAppText({
      ...filled,
      name: "  Ana  ",
      message: "  Primera línea\nSegunda línea  ",
    });
    expect(text).toContain("*Nombre:* Ana\n");
    expect(text.endsWith("*Mensaje:*\nPrimera línea\nSegunda línea")).toBe(true);
  });

  it("survives the trip through the wa.me URL with accents, emoji, & and #", () => {
    const form = { ...filled, message: "¿Hay lugar? 🙌 Vóley & básquet #2027\n¡Gracias!" };
    const url = whatsAppUrl("5491100000000", buildWhatsAppText(form));
    expect(new URL(url).searchParams.get("text")).toBe(buildWhatsAppText(form));
    expect(new URL(url).searchParams.get("text")).toContain(
      "¿Hay lugar? 🙌 Vóley & básquet #2027\n¡Gracias!",
    );
  });
});
