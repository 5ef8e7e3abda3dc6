import { expect, test } from "@playwright/test";
import { createStaffUser } from "./create-staff-user.ts";
import { expectNoAxeViolations } from "./expect-no-axe-violations.ts";
import { gotoHydrated } from "./goto-hydrated.ts";
import { signInAndOpen } from "./staff-session.ts";

// Signs in twice (each a deliberately slow password check) and runs axe.
test.describe.configure({ timeout: 90_000 });

test("an admin makes a sales user a recruiter, who then sees only their sections and is refused the enquiries", async ({ page, browser }) => {
  const email = `priya-${Date.now().toString(36)}@kairav.example`;
  const password = "recruiter password 2026";
  createStaffUser(email, password, "Priya Nair", "sales");

  await signInAndOpen(page, "/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  await expectNoAxeViolations(page);
  const role = page.getByLabel("Role of Priya Nair").filter({ visible: true });
  await expect(role).toHaveValue("sales");
  await role.selectOption({ label: "Recruiter" });
  await page.getByRole("button", { name: "Save role of Priya Nair" }).filter({ visible: true }).click();
  await expect(page.getByRole("status")).toHaveText(/Role changed/);
  await expect(page.getByLabel("Role of Priya Nair").filter({ visible: true })).toHaveValue("recruiter");

  const recruiterContext = await browser.newContext();
  try {
    const recruiter = await recruiterContext.newPage();
    await gotoHydrated(recruiter, "/admin");
    await expect(recruiter).toHaveURL(/\/admin\/sign-in\?next=/);
    await recruiter.getByLabel("Email").fill(email);
    await recruiter.getByLabel("Password").fill(password);
    await recruiter.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(recruiter).toHaveURL(/\/admin$/, { timeout: 20_000 });
    await expect(recruiter.getByText("Priya Nair", { exact: true })).toBeVisible();
    const nav = recruiter.getByRole("navigation", { name: "Staff console" }).getByRole("link");
    await expect(nav).toHaveText(["Dashboard", "Jobs", "Applications"]);
    await expect(recruiter.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    // A section of their own, reached the way staff move around: a client-side navigation.
    await recruiter.locator("html[data-hydrated]").waitFor();
    await recruiter.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Jobs" }).click();
    await expect(recruiter).toHaveURL(/\/admin\/jobs$/);
    await expect(recruiter.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();

    const refused = await recruiter.goto("/admin/enquiries");
    expect(refused?.status()).toBe(403);
    await expect(recruiter.getByRole("heading", { level: 1, name: "Not available to your role" })).toBeVisible();
    // Still inside the console, with the way back and the recruiter's own sections.
    await expect(nav).toHaveText(["Dashboard", "Jobs", "Applications"]);
    await expect(recruiter.getByRole("link", { name: "Back to the dashboard" })).toBeVisible();
  } finally {
    await recruiterContext.close();
  }
});
