import { describe, expect, it } from "vitest";
import { whatsAppChatUrl, whatsAppUrl } from "./whatsapp.ts";

const textOf = (url: string) => decodeURIComponent(url.split("?text=")[1] ?? "");

describe("whatsAppUrl", () => {
  it("opens a chat with the number's digits only, as wa.me expects", () => {
    expect(whatsAppUrl("+54 9 11 1234-5678", "Hola")).toBe("https://wa.me/5491112345678?text=Hola");
  });

  it("encodes accents, line breaks, emoji, & and # so the text arrives whole", () => {
    const text = "Inscripción ñandú\nLínea 2 🏀⚽\n& más #contacto ?=/";
    const url = whatsAppUrl("5491100000000", text);
    const query = url.split("?text=")[1] ?? "";
    // Nothing that would end the parameter or the URL is left raw.
    expect(query).not.toMatch(/[&#?\s\n]/);
    expect(query).toContain("%0A");
    expect(query).toContain("%26");
    expect(query).toContain("%23");
    expect(query).toContain("%F0%9F%8F%80");
    expect(textOf(url)).toBe(text);
    // What a browser (or WhatsApp) reads back from the URL is the text as typed.
    expect(new URL(url).searchParams.get("text")).toBe(text);
  });

  it("never throws on half an emoji (a lone surrogate), it sends a replacement character", () => {
    const url = whatsAppUrl("5491100000000", "corte \uD83C");
    expect(new URL(url).searchParams.get("text")).toBe("corte \uFFFD");
  });
});

describe("whatsAppChatUrl", () => {
  it("opens the number's chat with no text, the number as wa.me expects", () => {
    expect(whatsAppChatUrl("+54 9 11 1234-5678")).toBe("https://wa.me/5491112345678");
  });
});
