import { within } from "@testing-library/react";
import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import VoleyPage, { loader } from "../voley.tsx";

/** The page as the build writes it: the loader's data rendered to HTML, every lazy part awaited, no script run. */
async function builtPage(): Promise<HTMLElement> {
  const props = { loaderData: await loader(), params: {}, matches: [] } as unknown as Parameters<
    typeof VoleyPage
  >[0];
  const { prelude } = await prerender(
    <MemoryRouter initialEntries={["/voley"]}>
      <VoleyPage {...props} />
    </MemoryRouter>,
  );
  const html = await new Response(prelude).text();
  const page = document.createElement("div");
  page.innerHTML = html;
  document.body.replaceChildren(page);
  return page;
}

describe("/voley as built", () => {
  it("the loader carries both divisions' tables from the build's snapshot", async () => {
    const { standings } = await loader();
    expect(Object.keys(standings)).toEqual(["tira-a", "tira-b"]);
  });

  it("shows Tira A's table, labelled as the club's backup, before any script runs", async () => {
    const page = await builtPage();
    const table = within(page).getByRole("table", { name: "Tira A: tabla de posiciones" });
    expect(within(table).getAllByRole("rowheader")).toHaveLength(4);
    const notice = within(page).getByText("Tabla de respaldo del club: todavía no hay datos oficiales");
    expect(notice.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(page).queryByText("Cargando tabla de posiciones...")).toBeNull();
    // No match is built in: the list waits for the league's answer.
    expect(within(page).getByText("Cargando próximos partidos...")).toBeInTheDocument();
  });
});
