import { Form } from "react-router";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import type { OutboxStatus } from "#app/db/schema.ts";

/** "Retry" for a failed mail, "Send now" for one waiting for a later attempt; a plain post without JavaScript. */
export function OutboxRetryForm({ mail, action }: { mail: { id: number; status: OutboxStatus; subject: string }; action: string }) {
  return (
    <Form method="post" action={action}>
      <CsrfField />
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="mailId" value={mail.id} />
      <button type="submit" className="btn-outline min-h-11 w-full px-4 py-2 text-sm whitespace-nowrap md:w-auto">
        {mail.status === "failed" ? "Retry" : "Send now"}
        <span className="sr-only"> “{mail.subject}”</span>
      </button>
    </Form>
  );
}
