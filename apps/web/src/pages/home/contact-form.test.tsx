import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLUB } from "../../site-data/club.ts";
import { ContactForm } from "./contact-form.tsx";

let open: ReturnType<typeof vi.fn>;
let alert: ReturnType<typeof vi.fn>;

beforeEach(() => {
  open = vi.fn(() => null);
  alert = vi.fn();
  vi.stubGlobal("open", open);
  vi.stubGlobal("alert", alert);
});

afterEach(() => vi.unstubAllGlobals());

const field = (name: RegExp) => screen.getByLabelText(name);
const send = () => userEvent.click(screen.getByRole("button", { name: "Enviar por WhatsApp" }));

/** The inline alert box is always there (so that screen readers announce what appears in it). */
const alertSays = (text: string) => waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(text));

async function fill({
  name = "Ana Pérez",
  email = "ana@example.com",
  phone = "",
  message = "Hola 👋 & #1",
} = {}) {
  if (name) await userEvent.type(field(/Nombre/), name);
  if (email) await userEvent.type(field(/Email/), email);
  if (phone) await userEvent.type(field(/Teléfono/), phone);
  if (message) await userEvent.type(field(/Mensaje/), message);
}

describe("ContactForm", () => {
  it("labels every field and counts the message's characters out of 1000", async () => {
    render(<ContactForm />);
    for (const label of [/Nombre/, /Email/, /Teléfono/, /Asunto/, /Mensaje/])
      expect(field(label)).toBeVisible();
    expect(field(/Asunto/)).toHaveValue("consulta");
    expect(screen.getByRole("option", { name: "Consulta General" })).toHaveProperty("selected", true);
    const message = field(/Mensaje/);
    expect(message).toHaveAttribute("rows", "4");
    expect(message).toHaveAttribute("maxLength", "1000");
    expect(message).toHaveAccessibleDescription("0/1000 caracteres");
    await userEvent.type(message, "Hola");
    expect(message).toHaveAccessibleDescription("4/1000 caracteres");
    expect(screen.getByText("4/1000")).toBeVisible();
  });

  it("shows the required-fields message inline, focuses the first missing field and opens nothing", async () => {
    render(<ContactForm />);
    await userEvent.type(field(/Email/), "ana@example.com");
    await send();
    await alertSays("Por favor, complete todos los campos obligatorios.");
    expect(field(/Nombre/)).toHaveFocus();
    expect(field(/Nombre/)).toHaveAttribute("aria-invalid", "true");
    expect(field(/Mensaje/)).toHaveAttribute("aria-invalid", "true");
    expect(field(/Email/)).not.toHaveAttribute("aria-invalid");
    expect(open).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByRole("link", { name: /No se abrió/ })).toBeNull();
  });

  it("shows the email message for an address without a domain", async () => {
    render(<ContactForm />);
    await fill({ email: "ana@example" });
    await send();
    await alertSays("Por favor, ingrese un email válido.");
    expect(field(/Email/)).toHaveFocus();
    expect(open).not.toHaveBeenCalled();
  });

  it("keeps every field as the visitor left it after a message, the subject too", async () => {
    render(<ContactForm />);
    await fill({ email: "ana@example", phone: "11 4444-5555" });
    await userEvent.selectOptions(field(/Asunto/), "socio");
    await send();
    await alertSays("Por favor, ingrese un email válido.");
    expect(field(/Nombre/)).toHaveValue("Ana Pérez");
    expect(field(/Email/)).toHaveValue("ana@example");
    expect(field(/Teléfono/)).toHaveValue("11 4444-5555");
    expect(field(/Asunto/)).toHaveValue("socio");
    expect(field(/Mensaje/)).toHaveValue("Hola 👋 & #1");
  });

  it("opens the club's WhatsApp chat in a new tab with the text, confirms and resets the form", async () => {
    render(<ContactForm />);
    await fill({ phone: "11 4444-5555" });
    await userEvent.selectOptions(field(/Asunto/), "socio");
    await send();

    await alertSays("¡Formulario enviado! Se abrirá WhatsApp para enviar tu mensaje.");
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0] as [string, string, string];
    expect(target).toBe("_blank");
    expect(features).toBe("noopener,noreferrer");
    expect(url.startsWith(`https://wa.me/${CLUB.whatsapp.replace(/\D/g, "")}?text=`)).toBe(true);
    expect(new URL(url).searchParams.get("text")).toBe(
      [
        "*Nuevo contacto desde el sitio web*",
        "",
        "*Nombre:* Ana Pérez",
        "*Email:* ana@example.com",
        "*Teléfono:* 11 4444-5555",
        "*Asunto:* Información sobre Membresía",
        "*Mensaje:*",
        "Hola 👋 & #1",
      ].join("\n"),
    );

    // In case the browser blocked the new tab, the same chat is one link away. The link's
    // address is the club's chat without the text (analytics report a clicked link's
    // address); the click opens the chat with it.
    const link = screen.getByRole("link", { name: "¿No se abrió? Abrí WhatsApp desde acá" });
    expect(link).toHaveAttribute("href", `https://wa.me/${CLUB.whatsapp.replace(/\D/g, "")}`);
    expect(link).toHaveAttribute("target", "_blank");
    await userEvent.click(link);
    expect(open).toHaveBeenCalledTimes(2);
    expect(open.mock.calls[1]).toEqual([url, "_blank", "noopener,noreferrer"]);

    for (const name of [/Nombre/, /Email/, /Teléfono/, /Mensaje/]) expect(field(name)).toHaveValue("");
    expect(field(/Asunto/)).toHaveValue("consulta");
    expect(screen.getByText("0/1000")).toBeVisible();
    expect(alert).not.toHaveBeenCalled();
  });

  it('writes "No especificado" when no phone was given', async () => {
    render(<ContactForm />);
    await fill();
    await send();
    await alertSays("¡Formulario enviado!");
    const [url] = open.mock.calls[0] as [string];
    expect(new URL(url).searchParams.get("text")).toContain("*Teléfono:* No especificado");
  });

  it("keeps what the visitor typed into the prerendered form before its code arrived", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ContactForm />);
    document.body.append(container);
    const typed = (id: string, value: string) => {
      const input = container.querySelector<HTMLInputElement>(`#contacto-${id}`);
      if (input) input.value = value;
    };
    typed("name", "José Núñez");
    typed("email", "jose@example.com");
    typed("message", "¿Hay cupo?");
    const root = await act(async () => hydrateRoot(container, <ContactForm />));
    await send();
    await alertSays("¡Formulario enviado!");
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining("Jos%C3%A9%20N%C3%BA%C3%B1ez"),
      "_blank",
      "noopener,noreferrer",
    );
    act(() => root.unmount());
    container.remove();
  });
});
