import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PRODUCTION_ALLOCATOR_ENV } from "./production-allocator-env.ts";

const settings = Object.entries(PRODUCTION_ALLOCATOR_ENV).map(([name, value]) => `${name}=${value}`);
const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;

// The settings only take effect in the environment the server process starts with: every way
// the README gives of starting it in production must carry all of them.
describe("the server's allocator settings (ADRs 029 and 031)", () => {
  it.each(["start", "serve"])("`npm run %s` starts the server with them", (name) => {
    const launch = scripts[name]!.split("&&").find((command) => command.includes("scripts/serve.js"));
    expect(launch?.trim().split(/\s+/)).toEqual([...settings, "node", "scripts/serve.js"]);
  });

  it("the container image sets them", () => {
    const runtimeStage = readFileSync("Dockerfile", "utf8").split(/^FROM .* AS runtime$/m)[1] ?? "";
    // Every word of the stage outside comments: an ENV instruction's assignments are among them.
    const words = runtimeStage
      .split("\n")
      .filter((line) => !line.trimStart().startsWith("#"))
      .flatMap((line) => line.trim().split(/\s+/));
    for (const setting of settings) expect(words).toContain(setting);
  });
});
