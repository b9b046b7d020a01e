import { afterEach, describe, expect, it, vi } from "vitest";
import { addPainter, buildPainter } from "./early-standings.mjs";

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  delete window.casaEarlyAnswers;
});

const BOX =
  '<div class="league-view" data-early-standings="/api/standings/basquet/federal" data-caption="Liga Federal" data-variant="basquet" data-table-id="tabla-basquet"></div>';
const page = (body: string) => `<!DOCTYPE html><html><head></head><body><main>${body}</main></body></html>`;

describe("addPainter", () => {
  it("puts the painter inside the page's last table box, once however often it runs", () => {
    const once = addPainter(page(`${BOX}<p>más</p>${BOX}`), "paint()");
    const [first, last] = once.split("data-early-standings=").slice(1);
    expect(first).not.toContain("<script");
    expect(last).toMatch(
      /data-table-id="tabla-basquet"><script data-early-standings-painter>paint\(\)<\/script><\/div><\/main>/,
    );
    expect(addPainter(once, "paint()")).toBe(once);
  });

  it("leaves a page without a table box as it is", () => {
    expect(addPainter(page("<h1>Historia</h1>"), "paint()")).toBe(page("<h1>Historia</h1>"));
  });

  it("cannot end its own script early", () => {
    expect(addPainter(page(BOX), 'x="</script>"')).toContain('x="<\\/script>"');
  });
});

describe("the built painter", () => {
  it("paints the table from the service's answer, marks our club, and leaves the answer for the app", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            standings: [
              { posicion: 1, equipo: "Midland", puntos: 20, jugados: 10, ganados: 10, perdidos: 0 },
              { posicion: 2, equipo: "CASA (PADUA)", puntos: 19, jugados: 10, ganados: 9, perdidos: 1 },
            ],
            last_update: "2026-11-21T23:33:18.000-03:00",
          }),
        ),
    );
    vi.stubGlobal("fetch", fetch);
    document.body.innerHTML = BOX;
    // The script exactly as the pages carry it, run as the browser would.
    new Function(await buildPainter())();
    await vi.waitFor(() => expect(document.querySelector("table caption")?.textContent).toBe("Liga Federal"));
    expect(document.querySelector(".standings__ours th")?.textContent).toBe("CASA (PADUA) (nuestro club)");
    expect(document.querySelector(".league-view")?.hasAttribute("data-markup")).toBe(true);
    expect(fetch).toHaveBeenCalledWith("/api/standings/basquet/federal", expect.any(Object));
    await expect(window.casaEarlyAnswers?.get("/api/standings/basquet/federal")).resolves.toMatchObject({
      standings: expect.any(Array),
    });
  }, 30_000);
});
