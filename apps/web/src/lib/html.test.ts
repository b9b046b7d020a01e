import { describe, expect, it } from "vitest";
import { escapeHtml, html, Markup } from "./html.ts";
import { showMarkup } from "./show-markup.ts";

describe("html", () => {
  it("escapes text put into it, so a scraped name can never become markup", () => {
    const team = `<img src=x onerror="alert(1)"> & 'Co'`;
    const markup = html`<td title="${team}">${team}</td>`;
    const cell = document.createElement("tr");
    cell.innerHTML = markup.value;
    expect(cell.querySelector("img")).toBeNull();
    expect(cell.querySelector("td")?.textContent).toBe(team);
    expect(cell.querySelector("td")?.getAttribute("title")).toBe(team);
  });

  it("keeps nested markup, joins lists, writes numbers and drops false and undefined", () => {
    const rows = [1, 2].map((n) => html`<li>${n}</li>`);
    expect(html`<ul>${rows}${false}${undefined}${null}</ul>`.value).toBe("<ul><li>1</li><li>2</li></ul>");
  });

  it("escapes the five characters that matter and nothing else", () => {
    expect(escapeHtml(`a<b>&"c'ñ`)).toBe("a&lt;b&gt;&amp;&quot;c&#39;ñ");
  });
});

describe("showMarkup", () => {
  it("paints once, and leaves an element alone that already shows the same markup", () => {
    const element = document.createElement("div");
    showMarkup(element, new Markup("<p>tabla</p>"));
    const painted = element.firstChild;
    showMarkup(element, new Markup("<p>tabla</p>"));
    expect(element.firstChild).toBe(painted);
    expect(element.dataset.markup).toBeTruthy();
  });

  it("repaints with different markup, and empties the element for no markup", () => {
    const element = document.createElement("div");
    showMarkup(element, new Markup("<p>vieja</p>"));
    showMarkup(element, new Markup("<p>nueva</p>"));
    expect(element.textContent).toBe("nueva");
    showMarkup(element, undefined);
    expect(element.innerHTML).toBe("");
    expect(element.dataset.markup).toBeUndefined();
  });
});
