import { describe, expect, it } from "vitest";
import { inlineScript, runPopupPage, scriptHash } from "../testing/popup-page.js";
import { createHandshakePages, messagePage } from "./pages.js";

/** The editor's origin: the popup's and its opener's, and the only origin the token goes to. */
const EDITOR = "https://casa-padua-editor.web.app";
/** The public site's origin: never the token's target. */
const SITE = "https://casadepadua.com.ar";
const TOKEN = "gho_Token0123456789";
const pages = createHandshakePages(EDITOR);

describe("the login popup's handshake with Decap CMS", () => {
  it("announces itself to the editor's origin, then hands the token to that origin only", () => {
    const popup = runPopupPage(pages.success(TOKEN));
    expect(popup.posted).toEqual([{ data: "authorizing:github", targetOrigin: EDITOR }]);
    // The token is no longer in the page once the script has read it.
    expect(popup.dataBlockPresent()).toBe(false);

    popup.deliver("authorizing:github", "https://otro-sitio.example");
    popup.deliver("authorizing:github", `${EDITOR}.evil.example`);
    // The public site's pages get nothing either.
    popup.deliver("authorizing:github", SITE);
    popup.deliver("authorizing:github", EDITOR, "other");
    popup.deliver("something else", EDITOR);
    expect(popup.posted).toHaveLength(1);

    popup.deliver("authorizing:github", EDITOR);
    expect(popup.posted[1]).toEqual({
      data: `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`,
      targetOrigin: EDITOR,
    });
    expect(popup.status()).toMatch(/^Listo/);
    // Answers once.
    popup.deliver("authorizing:github", EDITOR);
    expect(popup.posted).toHaveLength(2);
    expect(popup.posted.every((post) => post.targetOrigin === EDITOR)).toBe(true);
  });

  it("gives nothing to a message a script made up, even naming the editor's origin and the opener", () => {
    const popup = runPopupPage(pages.success(TOKEN));
    // What a script of the popup's origin can do: dispatchEvent(new MessageEvent("message",
    // { data, origin, source })). The browser marks such an event untrusted.
    popup.dispatchSynthetic("authorizing:github", EDITOR);
    popup.dispatchSynthetic("authorizing:github", EDITOR, "other");
    expect(popup.posted).toHaveLength(1);
    expect(JSON.stringify(popup.posted)).not.toContain(TOKEN);
    // The editor's real answer still gets the token.
    popup.deliver("authorizing:github", EDITOR);
    expect(String(popup.posted[1]?.data)).toContain(TOKEN);
  });

  it("keeps the token nowhere another page of its origin could read, before and after handing it over", () => {
    const popup = runPopupPage(pages.success(TOKEN));
    // Not in the page's text (the data block is emptied and gone), a global, or storage.
    expect(popup.readable()).not.toContain(TOKEN);
    popup.deliver("authorizing:github", EDITOR);
    expect(String(popup.posted[1]?.data)).toContain(TOKEN);
    expect(popup.readable()).not.toContain(TOKEN);
  });

  it("reads as Decap's authorizeCallback expects it", () => {
    const popup = runPopupPage(pages.success(TOKEN));
    popup.deliver("authorizing:github", EDITOR);
    const message = String(popup.posted[1]?.data);
    // decap-cms-lib-auth: /^authorization:github:success:(.+)$/, then JSON.parse.
    const data = JSON.parse(/^authorization:github:success:(.+)$/.exec(message)?.[1] ?? "null");
    expect(data).toEqual({ token: TOKEN, provider: "github" });
  });

  it("passes an error on the same way, with a message Decap shows", () => {
    const popup = runPopupPage(pages.error("GitHub no respondió a tiempo"));
    popup.deliver("authorizing:github", EDITOR);
    const message = String(popup.posted[1]?.data);
    expect(message).toMatch(/^authorization:github:error:/);
    expect(JSON.parse(message.replace("authorization:github:error:", ""))).toEqual({
      message: "GitHub no respondió a tiempo",
      provider: "github",
    });
    expect(popup.posted[1]?.targetOrigin).toBe(EDITOR);
  });

  it("says so, and posts nothing, when no editor's window opened it", () => {
    const popup = runPopupPage(pages.success(TOKEN), { withOpener: false });
    expect(popup.posted).toEqual([]);
    expect(popup.status()).toMatch(/No encontramos la ventana del editor/);
  });

  it("keeps hostile text inside its data block and its single script", () => {
    const hostile = `</script><script>alert(1)</script><!--`;
    const html = pages.error(hostile);
    expect(html.match(/<script/g)).toHaveLength(2);
    const popup = runPopupPage(html);
    popup.deliver("authorizing:github", EDITOR);
    expect(String(popup.posted[1]?.data)).toContain(hostile);
  });

  it("allows exactly its own script in its Content-Security-Policy, and never posts to any origin", () => {
    const script = inlineScript(pages.success(TOKEN));
    expect(pages.contentSecurityPolicy).toBe(
      `default-src 'none';script-src ${scriptHash(script)};frame-ancestors 'none';base-uri 'none';form-action 'none'`,
    );
    // The same script, so the same hash, whatever the message.
    expect(inlineScript(pages.error("x"))).toBe(script);
    expect(script).not.toMatch(/["']\*["']/);
    expect(script).toContain(JSON.stringify(EDITOR));
    expect(script).toMatch(/event\.origin !== origin/);
  });

  it("shows refusals as plain pages, without any script", () => {
    const html = messagePage("No", "<b>texto</b>");
    expect(html).not.toMatch(/<script/);
    expect(html).toContain("&lt;b&gt;texto&lt;/b&gt;");
    expect(html).toMatch(/<html lang="es-AR">/);
  });
});
