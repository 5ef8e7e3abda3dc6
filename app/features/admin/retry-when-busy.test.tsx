// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AddPasskeyForm } from "#app/features/admin/passkeys/add-passkey-form.tsx";
import { MAX_AUTOMATIC_RETRIES } from "#app/features/admin/send-again-while-busy.ts";
import Account from "#app/routes/admin/account.tsx";
import AccountTwoFactor from "#app/routes/admin/account-two-factor.tsx";
import SignIn from "#app/routes/admin/sign-in.tsx";

/*
 * A staff form the server refused because every password check was taken (503, "busy") is sent
 * again by itself after the wait the answer names, with what was typed, a few times at most; the
 * person sees that it is trying again. Each form below is the page's own component, its server
 * answers played by a stub (the wait shortened to 50 ms).
 */

const WAIT_SECONDS = 0.05;
const BUSY_TEXT = "The server is busy. Wait a few seconds and try again.";
const RETRY_NOTICE = "Trying again automatically…";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An action that records each form it gets and answers the next of `answers`, the last one again once they run out. */
function actionAnswering(answers: Array<{ status: number; body: Record<string, unknown> }>) {
  const received: Array<Record<string, FormDataEntryValue>> = [];
  const action = async ({ request }: { request: Request }) => {
    received.push(Object.fromEntries(await request.formData()));
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    // A fresh object each time, as each answer the browser decodes is.
    return data(structuredClone(answer.body), { status: answer.status });
  };
  return { action, received };
}

/** The staff console's layout, whose loader gives every form its CSRF token. */
function inConsole(path: string, page: Parameters<typeof createRoutesStub>[0][number]) {
  return createRoutesStub([{ id: "routes/admin/layout", path: "/admin", loader: () => ({ csrfField: "csrf", csrfToken: "token-1" }), children: [{ ...page, path }] }]);
}

describe("a form refused as busy", () => {
  it("sign-in: sends the same email and password again and shows that it is trying", async () => {
    const { action, received } = actionAnswering([
      { status: 503, body: { errors: { form: BUSY_TEXT }, email: "ada@kairav.example", busyRetryAfterSeconds: WAIT_SECONDS } },
      { status: 400, body: { errors: { form: "Wrong email or password." }, email: "ada@kairav.example" } },
    ]);
    const Stub = createRoutesStub([{ path: "/admin/sign-in", Component: SignIn, action }]);
    render(<Stub initialEntries={["/admin/sign-in"]} />);
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@kairav.example" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a long pass phrase" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByText(RETRY_NOTICE)).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(BUSY_TEXT);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Wrong email or password."));
    expect(screen.queryByText(RETRY_NOTICE)).toBeNull();
    expect(received).toHaveLength(2);
    expect(received[1]).toMatchObject({ email: "ada@kairav.example", password: "a long pass phrase" });
  });

  it("change password: sends the typed passwords again, stops after a few tries with the busy message, and tries again after the next send", async () => {
    const { action, received } = actionAnswering([{ status: 503, body: { passwordErrors: { form: BUSY_TEXT }, busyRetryAfterSeconds: WAIT_SECONDS } }]);
    const loader = () => ({
      displayName: "Ada",
      email: "ada@kairav.example",
      roleLabel: "Administrator",
      sessions: [],
      twoFactor: { enabled: false, recoveryCodesLeft: 0 },
      passkeys: [],
      notice: null,
    });
    const Stub = inConsole("account", { Component: Account as never, loader, action });
    render(<Stub initialEntries={["/admin/account"]} />);
    fireEvent.change(await screen.findByLabelText("Current password"), { target: { value: "the old pass phrase" } });
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "a new long pass phrase 2026" } });
    fireEvent.change(screen.getByLabelText("Repeat the new password"), { target: { value: "a new long pass phrase 2026" } });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));

    expect(await screen.findByText(RETRY_NOTICE)).toBeTruthy();
    await waitFor(() => expect(received).toHaveLength(1 + MAX_AUTOMATIC_RETRIES));
    await waitFor(() => expect(screen.queryByText(RETRY_NOTICE)).toBeNull());
    expect(screen.getByRole("alert").textContent).toBe(BUSY_TEXT);
    // Nothing typed is lost: the person can send it again themselves.
    expect((screen.getByLabelText("Current password") as HTMLInputElement).value).toBe("the old pass phrase");
    for (const sent of received) {
      expect(sent).toMatchObject({ intent: "change-password", csrf: "token-1", currentPassword: "the old pass phrase", newPassword: "a new long pass phrase 2026" });
    }
    await new Promise((later) => setTimeout(later, WAIT_SECONDS * 1000 * 3));
    expect(received).toHaveLength(1 + MAX_AUTOMATIC_RETRIES);

    // Sending it again themselves gets as many automatic tries again.
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText(RETRY_NOTICE)).toBeTruthy();
    await waitFor(() => expect(received).toHaveLength(2 * (1 + MAX_AUTOMATIC_RETRIES)));
    await waitFor(() => expect(screen.queryByText(RETRY_NOTICE)).toBeNull());
    await new Promise((later) => setTimeout(later, WAIT_SECONDS * 1000 * 3));
    expect(received).toHaveLength(2 * (1 + MAX_AUTOMATIC_RETRIES));
  });

  it("turning two-factor sign-in off: sends the password again once, then shows the next answer", async () => {
    const { action, received } = actionAnswering([
      { status: 503, body: { intent: "turn-off", error: BUSY_TEXT, typedCode: "", recoveryCodes: null, busyRetryAfterSeconds: WAIT_SECONDS } },
      { status: 400, body: { intent: "turn-off", error: "That is not your password or a current code.", typedCode: "", recoveryCodes: null } },
    ]);
    const loader = () => ({ enabled: true, mustSetUp: false, recoveryCodesLeft: 10, setup: null, notice: null });
    const Stub = inConsole("account/two-factor", { Component: AccountTwoFactor as never, loader, action });
    render(<Stub initialEntries={["/admin/account/two-factor"]} />);
    fireEvent.change(await screen.findByLabelText("Current password or a code from your app"), { target: { value: "my pass phrase" } });
    fireEvent.click(screen.getByRole("button", { name: "Turn off" }));

    expect(await screen.findByText(RETRY_NOTICE)).toBeTruthy();
    await waitFor(() => expect(screen.getByText("That is not your password or a current code.")).toBeTruthy());
    expect(screen.queryByText(RETRY_NOTICE)).toBeNull();
    expect(received).toHaveLength(2);
    expect(received[1]).toMatchObject({ intent: "turn-off", proof: "my pass phrase", csrf: "token-1" });
  });

  it("adding a passkey: asks for the options again with the password, then goes on to the device", async () => {
    const posted: string[] = [];
    vi.stubGlobal("PublicKeyCredential", class {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        const fields = init.body as FormData;
        posted.push(`${String(fields.get("intent"))}:${String(fields.get("currentPassword"))}`);
        const body =
          posted.length === 1
            ? { errors: { form: BUSY_TEXT }, message: BUSY_TEXT, busyRetryAfterSeconds: WAIT_SECONDS }
            : { errors: { currentPassword: "That is not your current password." }, message: "That is not your current password." };
        return Response.json(body, { status: posted.length === 1 ? 503 : 400 });
      }),
    );
    const Stub = inConsole("account", { Component: AddPasskeyForm });
    render(<Stub initialEntries={["/admin/account"]} />);
    fireEvent.change(await screen.findByLabelText("Passkey name"), { target: { value: "Work laptop" } });
    fireEvent.change(screen.getByLabelText("Current password"), { target: { value: "my pass phrase" } });
    fireEvent.click(screen.getByRole("button", { name: "Add a passkey" }));

    expect(await screen.findByText(RETRY_NOTICE)).toBeTruthy();
    await waitFor(() => expect(screen.getByText("That is not your current password.")).toBeTruthy());
    expect(screen.queryByText(RETRY_NOTICE)).toBeNull();
    expect(posted).toEqual(["registration-options:my pass phrase", "registration-options:my pass phrase"]);
  });
});
