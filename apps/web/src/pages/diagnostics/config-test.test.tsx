import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

describe("/config-test", () => {
  it("shows the API settings and the build variables, never a secret", async () => {
    vi.stubEnv("VITE_FIREBASE_API_KEY", "AIzaSyA1b2C3d4E5f6G7h8I9j0KLmnOPq");
    vi.stubEnv("VITE_CLOUDINARY_UPLOAD_PRESET", "c9f1a7e2b4d64e0a9b3c5d7e8f901234");
    vi.stubEnv("VITE_CLOUDINARY_CLOUD_NAME", "casa-padua");
    vi.resetModules();
    const { default: ConfigTestPage } = await import("../config-test.tsx");
    const { container } = render(<ConfigTestPage />);

    expect(screen.getByText("Modo desarrollo").nextElementSibling).toHaveTextContent("Sí");
    expect(screen.getByText("URL base de la API").nextElementSibling).toHaveTextContent("mismo origen");
    expect(screen.getByText("URL completa de la tabla de básquet").nextElementSibling).toHaveTextContent(
      "http://localhost:3000/api/standings/basquet/federal",
    );

    const table = screen.getByRole("table", { name: "Variables VITE_ de esta compilación" });
    const value = (name: string) =>
      within(table).getByRole("rowheader", { name }).closest("tr")?.querySelector("td")?.textContent;
    expect(value("VITE_FIREBASE_API_KEY")).toBe("•••••• (oculto)");
    expect(value("VITE_CLOUDINARY_UPLOAD_PRESET")).toBe("•••••• (oculto)");
    expect(value("VITE_CLOUDINARY_CLOUD_NAME")).toBe("casa-padua");
    expect(container.textContent).not.toContain("AIzaSy");
    expect(container.textContent).not.toContain("c9f1a7e2");
    vi.unstubAllEnvs();
  });
});
