import { expect, test } from "@playwright/test";
import { createStaffUser } from "./create-staff-user.ts";
import { expectNoAxeViolations } from "./expect-no-axe-violations.ts";

// Registers a passkey in Chromium's virtual authenticator and signs in with it; axe runs twice.
test.describe.configure({ timeout: 90_000 });

// Browsers refuse an IP address as a passkey's domain, so this test opens the server as
// localhost (the e2e server's SITE_URL is the default, http://localhost:3000, see ADR 024).
const origin = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

test("a new staff member adds a passkey on their account page and then signs in with it alone", async ({ page }) => {
  const email = `meera-${Date.now().toString(36)}@kairav.example`;
  const password = "meera's long password 2026";
  createStaffUser(email, password, "Meera Pillai", "editor");

  // A platform authenticator that keeps discoverable credentials and verifies its user, as a
  // laptop's fingerprint reader does.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("WebAuthn.enable");
  const { authenticatorId } = await devtools.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  await page.goto(`${origin}/admin/account`);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Faccount$/);
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible({ timeout: 20_000 });
  await page.locator("html[data-hydrated]").waitFor();

  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await expect(passkeys.getByText("You have no passkeys yet.")).toBeVisible();
  // A name and the current password are asked for before the device is.
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  await expect(passkeys.getByLabel("Passkey name")).toHaveAccessibleDescription(/Name the passkey, for example Work laptop\./);
  await expect(passkeys.getByLabel("Current password")).toHaveAccessibleDescription(/Enter your current password/);
  await expect(passkeys.getByLabel("Passkey name")).toBeFocused();
  await passkeys.getByLabel("Passkey name").fill("Work laptop");
  await passkeys.getByLabel("Current password").fill(password);
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status")).toHaveText(/Passkey added/);
  const list = passkeys.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByRole("heading", { level: 3 })).toHaveText(["Work laptop"]);
  await expect(list.getByText("Never")).toBeVisible();
  await expectNoAxeViolations(page);
  const { credentials } = await devtools.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor();
  await expectNoAxeViolations(page);

  // No email, no password: the passkey alone.
  await expect(page.getByLabel("Email")).toHaveValue("");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(`${origin}/admin`);
  await expect(page.getByText(/Signed in as\s*Meera Pillai\s*\(Editor\)/)).toBeVisible();

  // The account page now says when the passkey was last used.
  await page.goto(`${origin}/admin/account`);
  await expect(page.getByRole("list", { name: "Your passkeys" }).getByText("Never")).toHaveCount(0);
});
