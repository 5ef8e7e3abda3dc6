import { expect, test } from "@playwright/test";
import { linkInMail } from "./caught-mail.ts";
import { createStaffUser } from "./create-staff-user.ts";
import { gotoHydrated } from "./goto-hydrated.ts";
import { signInAndOpen, signInWithPassword } from "./staff-session.ts";

// Each journey waits for the outbox to hand a mail to the mail server (every few seconds) and
// signs in more than once (each a deliberately slow password check).
test.describe.configure({ timeout: 120_000 });

test("an admin invites a recruiter by mail, who accepts, signs in, works on jobs and applications and is refused enquiries and pages", async ({ page, browser }) => {
  const email = `anil-${Date.now().toString(36)}@kairav.example`;
  const password = "anil's recruiting password 2026";

  await signInAndOpen(page, "/admin/users");
  const invite = page.getByRole("region", { name: "Invite someone" });
  await invite.getByLabel("Email").fill(email);
  await invite.getByLabel("Role").selectOption({ label: "Recruiter" });
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toHaveText(/Invitation sent/);
  await expect(page.getByRole("list", { name: "Pending invitations" })).toContainText(email);

  const invitation = await linkInMail(email, "You are invited to the staff console");
  const recruiterContext = await browser.newContext();
  try {
    const recruiter = await recruiterContext.newPage();
    await gotoHydrated(recruiter, invitation);
    await expect(recruiter.getByRole("heading", { level: 1, name: "Join the staff console" })).toBeVisible();
    await expect(recruiter.getByText(email)).toBeVisible();
    await recruiter.getByLabel("Your name").fill("Anil Kumar");
    await recruiter.getByLabel("Password", { exact: true }).fill(password);
    await recruiter.getByLabel("Repeat the password").fill(password);
    await recruiter.getByRole("button", { name: "Create my account" }).click();
    await expect(recruiter).toHaveURL(/\/admin$/, { timeout: 20_000 });

    // The link worked once: opened again, it is refused.
    const replay = await recruiter.goto(invitation);
    expect(replay?.status()).toBe(410);
    await expect(recruiter.getByRole("heading", { level: 1, name: "This invitation no longer works" })).toBeVisible();

    // Signed out and in again with the password they chose.
    await recruiter.goto("/admin");
    await recruiter.locator("html[data-hydrated]").waitFor();
    await recruiter.getByRole("button", { name: "Sign out" }).click();
    await expect(recruiter).toHaveURL(/\/admin\/sign-in$/);
    await signInWithPassword(recruiter, email, password);
    await expect(recruiter.getByText("Anil Kumar", { exact: true })).toBeVisible();
    const nav = recruiter.getByRole("navigation", { name: "Staff console" }).getByRole("link");
    await expect(nav).toHaveText(["Dashboard", "Jobs", "Applications"]);
    await nav.filter({ hasText: "Jobs" }).click();
    await expect(recruiter.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
    await nav.filter({ hasText: "Applications" }).click();
    await expect(recruiter.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();

    for (const refusedPath of ["/admin/enquiries", "/admin/pages"]) {
      const refused = await recruiter.goto(refusedPath);
      expect(refused?.status(), refusedPath).toBe(403);
      await expect(recruiter.getByRole("heading", { level: 1, name: "Not available to your role" })).toBeVisible();
    }
  } finally {
    await recruiterContext.close();
  }

  // The admin sees the new colleague among the users, and the invitation is no longer pending.
  await gotoHydrated(page, "/admin/users");
  await expect(page.getByText("Anil Kumar").filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Pending invitations" }).getByText(email)).toHaveCount(0);
});

test("a staff member who forgot their password resets it through the mailed link, and the session they left open ends", async ({ browser }) => {
  const email = `farah-${Date.now().toString(36)}@kairav.example`;
  const oldPassword = "farah's first password 2026";
  const newPassword = "farah's second password 2026";
  createStaffUser(email, oldPassword, "Farah Khan", "sales");

  const officeContext = await browser.newContext();
  const phoneContext = await browser.newContext();
  try {
    // A session left open on the office computer.
    const office = await officeContext.newPage();
    await signInWithPassword(office, email, oldPassword);

    const phone = await phoneContext.newPage();
    await gotoHydrated(phone, "/admin/sign-in");
    await phone.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(phone.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
    await phone.getByLabel("Email").fill(email);
    await phone.getByRole("button", { name: "Send me a reset link" }).click();
    await expect(phone.getByRole("heading", { level: 1, name: "Check your mail" })).toBeVisible();

    const reset = await linkInMail(email, "Reset your staff console password");
    await gotoHydrated(phone, reset);
    await expect(phone.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await phone.getByLabel("New password", { exact: true }).fill(newPassword);
    await phone.getByLabel("Repeat the new password").fill(newPassword);
    await phone.getByRole("button", { name: "Set the new password" }).click();
    await expect(phone).toHaveURL(/\/admin\/sign-in\?notice=password-reset$/, { timeout: 20_000 });
    await expect(phone.getByRole("status")).toHaveText(/every session of your account ended/);

    // The office computer's session is gone: its next request is sent to sign in.
    await office.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Enquiries" }).click();
    await expect(office).toHaveURL(/\/admin\/sign-in\?next=/);

    // The link worked once, and the old password no longer does.
    const replay = await phone.goto(reset);
    expect(replay?.status()).toBe(410);
    await gotoHydrated(phone, "/admin/sign-in");
    await phone.getByLabel("Email").fill(email);
    await phone.getByLabel("Password").fill(oldPassword);
    await phone.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(phone.getByRole("alert")).toBeVisible({ timeout: 20_000 });
    await expect(phone).toHaveURL(/\/admin\/sign-in/);
    await signInWithPassword(phone, email, newPassword);
    await expect(phone.getByText("Farah Khan", { exact: true })).toBeVisible();
  } finally {
    await officeContext.close();
    await phoneContext.close();
  }
});

test("an admin deactivates a colleague, whose open session is refused on its next request", async ({ page, browser }) => {
  const email = `ravi-${Date.now().toString(36)}@kairav.example`;
  const password = "ravi's editing password 2026";
  createStaffUser(email, password, "Ravi Shah", "editor");

  const colleagueContext = await browser.newContext();
  try {
    const colleague = await colleagueContext.newPage();
    await signInWithPassword(colleague, email, password);
    await expect(colleague.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    await signInAndOpen(page, "/admin/users");
    await page.locator("summary", { hasText: "Deactivate Ravi Shah" }).filter({ visible: true }).click();
    await page.getByRole("button", { name: "Deactivate Ravi Shah" }).filter({ visible: true }).click();
    await expect(page.getByRole("status")).toHaveText(/User deactivated/);

    // A client-side navigation (a data request) and a full page load are both sent to sign in.
    await colleague.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Posts" }).click();
    await expect(colleague).toHaveURL(/\/admin\/sign-in\?next=/);
    const reload = await colleague.goto("/admin/posts");
    expect(reload?.url()).toMatch(/\/admin\/sign-in\?next=/);

    // Nor can they sign in again until reactivated.
    await colleague.locator("html[data-hydrated]").waitFor();
    await colleague.getByLabel("Email").fill(email);
    await colleague.getByLabel("Password").fill(password);
    await colleague.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(colleague.getByRole("alert")).toBeVisible({ timeout: 20_000 });
    await expect(colleague).toHaveURL(/\/admin\/sign-in/);
  } finally {
    await colleagueContext.close();
  }
});
