import { describe, expect, it } from "vitest";
import { markdownText } from "./markdown-text.ts";

/** A news item's words for its structured data: what a reader of the page reads, no markup. */
describe("a text's words without its markup", () => {
  it("keeps a link's and an emphasis' words, never the address, the title or the marks", () => {
    expect(
      markdownText('Mirá [el reglamento](https://casa.org.ar/r.pdf "Reglamento") y *todo* lo **nuevo**.'),
    ).toBe("Mirá el reglamento y todo lo nuevo.");
  });

  it("writes references and escapes as the characters they stand for", () => {
    expect(
      markdownText("Socios &amp; socias, &quot;CASA&quot; &copy; &#39;26 &#x26; \\*hoy\\* 5 < 6 > 4"),
    ).toBe('Socios & socias, "CASA" © \'26 & *hoy* 5 < 6 > 4');
  });

  it("shows HTML typed into the text as the text it is, as the page does", () => {
    expect(markdownText("Hola <b>club</b> &lt;i&gt;")).toBe("Hola <b>club</b> <i>");
  });

  it("keeps a line break inside a paragraph and leaves one blank line between blocks", () => {
    const markdown = [
      "# La asamblea",
      "",
      "Primera línea",
      "segunda línea  ",
      "tercera\\",
      "cuarta",
      "",
      "- uno",
      "- dos",
      "",
      "> Una cita",
      "",
      "---",
      "",
      "Fin con `código`.",
    ].join("\n");
    expect(markdownText(markdown)).toBe(
      "La asamblea\n\nPrimera línea\nsegunda línea\ntercera\ncuarta\n\nuno\n\ndos\n\nUna cita\n\nFin con código.",
    );
  });

  it("leaves out link definitions and a code fence's language, and keeps the code", () => {
    expect(markdownText("[sede]: https://x.org\n\nLa [sede].\n\n```js\nlet a = 1;\n```\nDespués.")).toBe(
      "La sede.\n\nlet a = 1;\n\nDespués.",
    );
  });
});
