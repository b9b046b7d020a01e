import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withEnvFile } from "./env-file.js";
import { tempDir } from "./testing/build-test-app.js";

describe("withEnvFile", () => {
  it("reads the settings of a .env file, the real environment winning", async () => {
    const file = path.join(await tempDir(), ".env");
    await writeFile(
      file,
      '# comment\nPORT=9999\nRATE_LIMIT_MAX=5\nCORS_ORIGINS="https://a.example,https://b.example"\n',
    );
    expect(withEnvFile(file, { PORT: "4000" })).toMatchObject({
      PORT: "4000",
      RATE_LIMIT_MAX: "5",
      CORS_ORIGINS: "https://a.example,https://b.example",
    });
  });

  it("changes nothing when there is no file", async () => {
    expect(withEnvFile(path.join(await tempDir(), ".env"), { PORT: "1" })).toEqual({ PORT: "1" });
  });
});
