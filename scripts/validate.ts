// `npm test`: every check, in order — typecheck, unit and integration tests
// (embedded SQLite always; PostgreSQL and Redis when TEST_DATABASE_URL /
// TEST_REDIS_URL are set), the production build, then the browser tests in
// Debian's Chromium. Ends with one line counting every test.
import { execSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function run(title: string, command: string, env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${title}: ${command}`);
  const result = spawnSync(command, { shell: true, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

/**
 * Runs a step like `run`, and keeps the end of what it printed: when it fails, the reason is
 * repeated next to the final count, where a reader of a long log's tail will see it.
 */
async function runRecorded(title: string, command: string): Promise<{ ok: boolean; output: string }> {
  console.log(`\n▶ ${title}: ${command}`);
  const child = spawn(command, { shell: true, stdio: ["inherit", "pipe", "pipe"], env: process.env });
  let output = "";
  const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
    to.write(chunk);
    output = (output + chunk.toString("utf8")).slice(-2_000_000);
  };
  child.stdout.on("data", (chunk: Buffer) => keep(chunk, process.stdout));
  child.stderr.on("data", (chunk: Buffer) => keep(chunk, process.stderr));
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
  return { ok: status === 0, output };
}

/** Why vitest failed beyond failed tests: suites that failed as a whole (a hook, an import) and errors no test caught. */
function vitestFailureReasons(output: string): string[] {
  const reasons: string[] = [];
  try {
    type Assertion = { fullName: string; status: string; failureMessages?: string[] };
    const report = JSON.parse(readFileSync("test-results/vitest.json", "utf8")) as { testResults: { name: string; status: string; message?: string; assertionResults?: Assertion[] }[] };
    for (const suite of report.testResults) {
      if (suite.status === "failed" && suite.message) reasons.push(`${suite.name}: ${suite.message.slice(0, 1500)}`);
      for (const test of suite.assertionResults ?? []) {
        if (test.status === "failed") reasons.push(`${suite.name} › ${test.fullName}: ${(test.failureMessages?.[0] ?? "").split("\n")[0]!.slice(0, 500)}`);
      }
    }
  } catch {
    reasons.push("no vitest report was written");
  }
  // eslint-disable-next-line no-control-regex -- vitest colours its output
  const plain = output.replace(/\u001b\[[0-9;]*m/g, "");
  const unhandled = plain.indexOf("Unhandled");
  if (unhandled >= 0) reasons.push(plain.slice(Math.max(0, plain.lastIndexOf("\n", unhandled)), unhandled + 4000));
  // Neither: whatever vitest printed after its summary (a worker that would not stop, a timeout on closing).
  if (reasons.length === 0) reasons.push(plain.slice(Math.max(0, plain.lastIndexOf("Duration")), plain.length).slice(-4000));
  return reasons;
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${chromium}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
}

// The several-instances suite (tests/scale) runs the site behind Debian's nginx; without it
// that suite skips, so CI installs it the way it installs Chromium.
function ensureNginx() {
  if (existsSync(process.env.NGINX_PATH ?? "/usr/sbin/nginx") || process.getuid?.() !== 0) return;
  console.log("Installing Debian's nginx for the several-instances tests…");
  const installed = spawnSync("DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx)", { shell: true, stdio: "inherit" });
  if (installed.status !== 0) console.warn("nginx could not be installed: the several-instances tests will skip.");
}

type Counts = { passed: number; failed: number; skipped: number };

function vitestCounts(): Counts {
  try {
    const report = JSON.parse(readFileSync("test-results/vitest.json", "utf8"));
    return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

function playwrightCounts(): Counts {
  try {
    const report = JSON.parse(readFileSync("test-results/playwright.json", "utf8"));
    const stats = report.stats;
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

mkdirSync("test-results", { recursive: true });
ensureChromium();
ensureNginx();

const steps: [string, boolean][] = [];
steps.push(["typecheck", run("Typecheck", "react-router typegen && tsc")]);
steps.push(["build", run("Build", "npm run build")]);
const unitRun = await runRecorded("Unit and integration tests", "vitest run --reporter=default --reporter=json --outputFile=test-results/vitest.json");
steps.push(["unit and integration", unitRun.ok]);
const built = steps.find(([name]) => name === "build")?.[1];
steps.push(["browser", built ? run("Browser tests", "playwright test") : false]);

const unit = vitestCounts();
if (!unitRun.ok) {
  console.log("\nWhy the unit and integration step failed:");
  for (const reason of vitestFailureReasons(unitRun.output)) console.log(reason);
}
const browser = built ? playwrightCounts() : { passed: 0, failed: 0, skipped: 0 };
const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);
console.log(`\nunit+integration: ${unit.passed} passed, ${unit.failed} failed; browser: ${browser.passed} passed, ${browser.failed} failed`);
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join(", ")}`);
const failed = unit.failed + browser.failed + (failedSteps.length > 0 && unit.failed + browser.failed === 0 ? 1 : 0);
console.log(`Tests: ${unit.passed + browser.passed} passed, ${failed} failed, ${unit.skipped + browser.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
