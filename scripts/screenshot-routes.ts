// `npx tsx scripts/screenshot-routes.ts [--width=390[,320…]] [--base-url=URL] [/path …]`: a
// full-page screenshot of every public page and every staff screen, so a person can look through
// the whole site at phone width in one go. Without --base-url it builds when stale and starts the
// production server on a throw-away database with a throw-away staff account. The pictures go to
// test-results/screenshots/<width>/ (ignored by Git).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { publicPaths } from "#tests/e2e/public-paths.ts";
import { STAFF } from "#tests/e2e/staff-session.ts";
import { staffPaths } from "#tests/e2e/staff-paths.ts";
import { ensureBuild } from "./ensure-build.ts";

const root = process.cwd();
const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const widths = (option("width") ?? "390").split(",").map(Number);
const chosen = args.filter((arg) => arg.startsWith("/"));
const paths = chosen.length > 0 ? chosen : [...publicPaths(), "/admin/sign-in", ...staffPaths()];
const outDirectory = path.join(root, "test-results/screenshots");

async function waitForServer(url: string) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start at ${url}`);
}

function removeDatabase(database: string) {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(database + suffix, { force: true });
}

function startServer(port: number, database: string): ChildProcess {
  ensureBuild(root, path.resolve(root, process.env.BUILD_DIR ?? "build"));
  removeDatabase(database);
  // Node itself on the compiled server, so stopping this script stops it.
  return spawn(process.execPath, ["scripts/serve.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SQLITE_PATH: database,
      LOG_LEVEL: "warn",
      ADMIN_BOOTSTRAP_EMAIL: STAFF.email,
      ADMIN_BOOTSTRAP_PASSWORD: STAFF.password,
    },
    stdio: "inherit",
  });
}

async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/admin/sign-in`);
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/admin", { timeout: 20_000 });
}

/** Scrolls through the page so lazy pictures load, then back to the top. */
async function loadLazyContent(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("load");
  await page.waitForTimeout(300);
}

const port = Number(process.env.SCREENSHOT_PORT ?? 3400);
const baseUrl = option("base-url") ?? `http://127.0.0.1:${port}`;
const database = path.join(root, `data/screenshots-${port}.db`);
const server = option("base-url") ? null : startServer(port, database);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  await waitForServer(`${baseUrl}/readyz`);
  for (const width of widths) {
    const directory = path.join(outDirectory, String(width));
    mkdirSync(directory, { recursive: true });
    const context = await browser.newContext({ viewport: { width, height: 844 }, deviceScaleFactor: 1, isMobile: width < 768, hasTouch: width < 768, reducedMotion: "reduce" });
    const page = await context.newPage();
    let signedIn = false;
    for (const pagePath of paths) {
      if (pagePath.startsWith("/admin") && pagePath !== "/admin/sign-in" && !signedIn) {
        await signIn(page, baseUrl);
        signedIn = true;
      }
      await page.goto(`${baseUrl}${pagePath}`);
      await loadLazyContent(page);
      const name = pagePath === "/" ? "home" : pagePath.slice(1).replaceAll("/", "-");
      await page.screenshot({ path: path.join(directory, `${name}.png`), fullPage: true });
      console.log(`${width} px  ${pagePath}`);
    }
    await context.close();
  }
  console.log(`Screenshots in ${path.relative(root, outDirectory)}/`);
} finally {
  await browser.close();
  if (server) {
    const exited = server.exitCode === null ? new Promise((resolve) => server.once("exit", resolve)) : Promise.resolve();
    server.kill();
    await exited;
    removeDatabase(database);
  }
}
