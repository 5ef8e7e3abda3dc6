import { expect, it } from "vitest";
import { PRIVACY_NOTICE_PATH, standalonePageAt } from "#app/model/standalone-pages.ts";
import { seedSettings } from "./seed-settings.ts";
import { privacyNote } from "./privacy-note.ts";

it("links the forms' line and the footer to where the privacy notice is served", () => {
  expect(privacyNote.href).toBe(PRIVACY_NOTICE_PATH);
  expect(standalonePageAt(privacyNote.href)).toEqual({ family: "aboutus", slug: "privacy", path: PRIVACY_NOTICE_PATH });
  const links = seedSettings.footer.flatMap((column) => (column.kind === "links" ? column.links : []));
  expect(links).toContainEqual({ label: "Privacy notice", to: PRIVACY_NOTICE_PATH });
  expect(seedSettings.navigation.some((entry) => entry.kind === "link" && entry.to === PRIVACY_NOTICE_PATH)).toBe(false);
});
