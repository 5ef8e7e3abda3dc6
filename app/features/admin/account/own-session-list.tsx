import { Form } from "react-router";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";
import type { OwnSession } from "./list-own-sessions.server.ts";

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatTimestamp(iso)}</time>;
}

/** The person's live sessions, theirs to end one by one or all but this one (posts to the account page). */
export function OwnSessionList({ sessions }: { sessions: OwnSession[] }) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
        Your sessions
      </h2>
      <p className="mt-1 text-sm text-slate-600">Where your account is signed in now. End any you do not recognise, then change your password.</p>
      <ul aria-label="Your sessions" className="mt-4 grid gap-3">
        {sessions.map((session, index) => (
          <li key={session.id} className="card p-4 sm:p-5">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 className="font-semibold text-slate-900">
                {session.browser}
                {session.current ? <span className="ml-2 inline-block rounded-full border border-support-700/40 bg-support-600/5 px-2 py-0.5 text-xs font-semibold text-support-700">This session</span> : null}
              </h3>
              {session.current ? null : (
                <Form method="post" action="/admin/account">
                  <CsrfField />
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="sessionId" value={session.id} />
                  <button type="submit" className="btn-outline min-h-11 px-3 py-2 text-sm sm:min-h-9">
                    End<span className="sr-only">{` session ${index + 1}, ${session.browser}`}</span>
                  </button>
                </Form>
              )}
            </div>
            <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold text-slate-600">Address</dt>
              <dd className="break-all text-slate-900">{session.clientAddress ?? "Not recorded"}</dd>
              <dt className="font-semibold text-slate-600">Signed in</dt>
              <dd className="text-slate-900">
                <When iso={session.signedInAt} />
              </dd>
              <dt className="font-semibold text-slate-600">Last active</dt>
              <dd className="text-slate-900">
                <When iso={session.lastSeenAt} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post" action="/admin/account" className="mt-4">
          <CsrfField />
          <input type="hidden" name="intent" value="end-other-sessions" />
          <button type="submit" className="btn-outline min-h-11 px-4 py-2 text-sm">
            End all other sessions ({others})
          </button>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-slate-600">No other session is signed in.</p>
      )}
    </section>
  );
}
