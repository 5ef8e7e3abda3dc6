import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import { startTestServer } from "./start-test-server.ts";

/*
 * What a visitor reads on every page whose words are site content (the home page, the services,
 * industries and solutions pages, the about pages, the contact page), kept as one text file per
 * page. Moving where that content lives must not change a word of it: a difference here is a
 * page that reads differently. After a deliberate change of copy, refresh the files with
 * `npx vitest run tests/integration/visible-text.test.ts -u` and read the diff.
 */
const SEEDED_PATHS = [
  "/",
  "/services/platform-development",
  "/services/bi-and-analytics",
  "/services/cloud-management",
  "/services/rpa-solutions",
  "/services/platform-acceleration",
  "/services/testing-and-qa",
  "/industries/banking-and-finance",
  "/industries/healthcare-and-pharma",
  "/industries/travel-and-tourism",
  "/industries/print-and-publish",
  "/industries/mutual-fund-distributor",
  "/industries/labour-and-office",
  "/solutions",
  "/solutions/thor-platform",
  "/solutions/customer-onboarding",
  "/solutions/financial-planning",
  "/solutions/customer-relationship-management",
  "/solutions/videokyc",
  "/solutions/multifactor-authentication",
  "/solutions/email-analytics",
  "/solutions/financial-analyst",
  "/aboutus/life-at-kairav",
  "/aboutus/our-celebrations",
  "/contactus",
];

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The page's title and description, then every text of its body and every picture's alt text, a block a line. */
export function visibleText(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "";
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const body = (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "")
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<img\b[^>]*\balt="([^"]+)"[^>]*>/gi, "\n[picture: $1]\n")
    .replace(/<\/?(h[1-6]|p|li|tr|td|th|dt|dd|figcaption|blockquote|button|a|div|section|article|header|footer|nav|ul|ol|dialog|br)\b[^>]*>/gi, "\n")
    .replace(/<[^>]+>/g, "");
  const lines = [title, description, ...body.split("\n")].map((line) => decodeEntities(line).replace(/\s+/g, " ").trim());
  return `${lines.filter((line) => line.length > 0).join("\n")}\n`;
}

describe("visible text of every seeded content page", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let closeDb: () => Promise<void>;

  beforeAll(async () => {
    const handle = await createTestDatabase("sqlite");
    closeDb = handle.close;
    server = await startTestServer(handle.db);
  });
  afterAll(async () => {
    await server.close();
    await closeDb();
  });

  for (const pathname of SEEDED_PATHS) {
    it(`${pathname} reads as before`, async () => {
      const response = await fetch(server.url(pathname));
      expect(response.status).toBe(200);
      const file = pathname === "/" ? "home" : pathname.slice(1).replaceAll("/", "--");
      await expect(visibleText(await response.text())).toMatchFileSnapshot(path.join(import.meta.dirname, "visible-text", `${file}.txt`));
    });
  }
});
