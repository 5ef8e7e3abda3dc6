import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
// The site's mail goes to a mail server of the tests' own (tests/e2e/mail-catcher.ts), which
// browser tests ask what arrived (tests/e2e/caught-mail.ts).
const smtpPort = port + 1;
const mailCatcherPort = port + 2;
// Runs on another port (side by side on one machine) keep their artefacts apart too.
const results = process.env.E2E_PORT ? `test-results/e2e-${port}` : "test-results/e2e";
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined };
const mobile = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, channel: undefined };
const publicContentWrites = /admin-(blog|jobs|pages|settings|home|media|celebrations|pictures|seo|redirects)\.spec\.ts$/;
// Where a test runs is said by tags in its title, never by a skip inside it (a skip keyed on a
// project can name a project the test never reaches; tests/integration/playwright-projects.test.ts
// checks that every test runs somewhere and that no spec skips). No tag: desktop only. "@mobile":
// desktop and phone. "@phone": phone only.
const onPhones = /@mobile|@phone/;
const phoneOnly = /@phone/;

// Browser tests run against the production build, served by the real server
// on a throw-away SQLite database, in Debian's Chromium.
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: results,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: desktop, grepInvert: phoneOnly, testIgnore: publicContentWrites },
    { name: "mobile", use: mobile, grep: onPhones, testIgnore: publicContentWrites },
    // Specs that publish posts or open jobs run after the others, which count what the blog and
    // careers pages list on the same server.
    { name: "desktop-content-writes", use: desktop, grepInvert: phoneOnly, testMatch: publicContentWrites, dependencies: ["desktop", "mobile"] },
    { name: "mobile-content-writes", use: mobile, grep: onPhones, testMatch: publicContentWrites, dependencies: ["desktop", "mobile"] },
  ],
  webServer: [
    {
      command: `node --import tsx tests/e2e/mail-catcher.ts ${smtpPort} ${mailCatcherPort}`,
      url: `http://127.0.0.1:${mailCatcherPort}/readyz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The compiled server, as production runs it (`npm test` builds first).
      command: `rm -f ./data/e2e-${port}.db* && node scripts/serve.js`,
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        SQLITE_PATH: `./data/e2e-${port}.db`,
        LOG_LEVEL: "warn",
        CAPTCHA_MAX_COUNTER: "50",
        // Tests that post without JavaScript each send their own X-Forwarded-For, so they do not
        // share the strict per-address no-script budget (ADR 004) with one another.
        TRUST_PROXY: "1",
        // A throw-away staff account for the staff console specs (the server creates it at start).
        ADMIN_BOOTSTRAP_EMAIL: "e2e-staff@kairav.example",
        ADMIN_BOOTSTRAP_PASSWORD: "e2e staff password 2026",
        // No page this server renders reports its web vitals unless a test asks for it
        // (admin-operations.spec.ts): nine views in ten report none, and a page then loads its
        // scripts only at the visitor's first gesture (app/start-after-paint.ts), which the browser
        // tests should see. Prerendered pages carry the build's share (one in ten by default), so a
        // test that needs one path for sure uses a page rendered here (the blog, contact, careers).
        VITALS_SAMPLE_RATE: "0",
        // Scheduled backups on, so the Backups page can take one (tests/e2e/admin-backups.spec.ts).
        BACKUP_DIR: `./data/e2e-${port}-backups`,
        // Invitations and reset links reach the tests through the mail catcher; the outbox looks
        // for due mail every 5 seconds.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    },
  ],
});
