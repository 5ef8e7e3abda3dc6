import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

// Where a browser test runs is said by the tags in its title and the projects in
// playwright.config.ts, never by a skip inside the test: a skip keyed on a project can name one
// the test never reaches, and then it never runs while the report says "skipped". These checks
// keep it so: no spec skips, and every test is listed in at least one project.

const root = path.resolve(import.meta.dirname, "../..");
const e2e = path.join(root, "tests/e2e");
const scratch = path.join(root, "test-results/playwright-projects");

type JsonSuite = { title: string; specs?: { title: string; tests: { projectName: string }[] }[]; suites?: JsonSuite[] };

const EVERYTHING = "every-test";

/**
 * Every test the config lists, as "file › describe › title", with the projects it runs in, from a
 * copy of the config with one more project that filters nothing (one listing, no server started).
 */
function listTests(configPath: string): Map<string, Set<string>> {
  mkdirSync(scratch, { recursive: true });
  const config = path.join(scratch, "with-every-test.config.ts");
  writeFileSync(
    config,
    [
      `import config from ${JSON.stringify(configPath)};`,
      `export default { ...config, testDir: ${JSON.stringify(e2e)}, webServer: undefined, projects: [...(config.projects ?? []), { name: "${EVERYTHING}" }] };`,
    ].join("\n"),
  );
  const output = execFileSync(process.execPath, [path.join(root, "node_modules/@playwright/test/cli.js"), "test", "--list", "--reporter=json", "--config", config], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const tests = new Map<string, Set<string>>();
  const walk = (suite: JsonSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      const key = [...titles, spec.title].join(" › ");
      const projects = tests.get(key) ?? new Set<string>();
      for (const test of spec.tests) projects.add(test.projectName);
      tests.set(key, projects);
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of (JSON.parse(output) as { suites: JsonSuite[] }).suites) walk(file, [file.title]);
  return tests;
}

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("no browser spec skips a test: tags and projects say where it runs", () => {
  const skips = readdirSync(e2e)
    .filter((file) => file.endsWith(".ts"))
    .flatMap((file) =>
      readFileSync(path.join(e2e, file), "utf8")
        .split("\n")
        .flatMap((line, index) => (/\.(skip|fixme)\s*\(/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
  expect(skips).toEqual([]);
});

it("every browser test runs in at least one project", { timeout: 60_000 }, () => {
  const tests = listTests(path.join(root, "playwright.config.ts"));
  expect(tests.size).toBeGreaterThan(0);
  const nowhere = [...tests].filter(([, projects]) => ![...projects].some((project) => project !== EVERYTHING)).map(([key]) => key);
  expect(nowhere).toEqual([]);
});
