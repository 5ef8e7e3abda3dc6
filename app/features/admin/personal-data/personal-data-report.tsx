import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";
import { auditActionLabel } from "#app/features/admin/operations/audit-action-labels.ts";
import { formatFileSize } from "#app/lib/uploads/file-types.ts";
import type { PersonalData, StoredFile, SubmissionRecord } from "./personal-data.ts";

type Found = PersonalData;

function Group({ id, title, count, note, children }: { id: string; title: string; count: number; note?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-4 sm:p-5">
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-600">({count})</span>
      </h3>
      {note ? <p className="mt-1 text-sm text-slate-600">{note}</p> : null}
      {count > 0 ? <ul className="mt-3 divide-y divide-slate-200">{children}</ul> : <p className="mt-2 text-sm text-slate-600">None.</p>}
    </section>
  );
}

function Item({ children }: { children: ReactNode }) {
  return <li className="py-3 text-sm break-words text-slate-800 first:pt-0 last:pb-0">{children}</li>;
}

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-slate-600">
      {formatTimestamp(at)}
    </time>
  );
}

function FileLink({ file }: { file: StoredFile }) {
  return (
    <p className="mt-1">
      File:{" "}
      <a href={`/admin/attachments/${file.id}`} className="font-medium text-brand-800 underline">
        {file.fileName}
      </a>{" "}
      <span className="text-slate-600">({formatFileSize(file.sizeBytes)})</span>
    </p>
  );
}

function Submission({ row, href, heading }: { row: SubmissionRecord; href: string; heading: string }) {
  return (
    <Item>
      <p className="font-semibold text-slate-900">
        <Link to={href} className="text-brand-800 underline">
          {heading}
        </Link>{" "}
        <span className="font-normal">
          · <When at={row.createdAt} /> · {row.status === "new" ? "New" : "Handled"}
        </span>
      </p>
      <p className="mt-1">
        {row.name} · {row.email} · {row.phone}
      </p>
      <p className="mt-1 line-clamp-3 whitespace-pre-line text-slate-700">{row.message}</p>
      {row.file ? <FileLink file={row.file} /> : null}
    </Item>
  );
}

/** Everything found for one address, grouped by kind, each group with its count (none shows "None."). */
export function PersonalDataReport({ found }: { found: Found }) {
  return (
    <div className="grid gap-4">
      <Group id="found-enquiries" title="Enquiries" count={found.enquiries.length}>
        {found.enquiries.map((row) => (
          <Submission key={row.id} row={row} href={`/admin/enquiries/${row.id}`} heading={`Enquiry #${row.id}`} />
        ))}
      </Group>
      <Group id="found-applications" title="Job applications" count={found.applications.length}>
        {found.applications.map((row) => (
          <Submission key={row.id} row={row} href={`/admin/applications/${row.id}`} heading={`Application #${row.id}: ${row.jobTitle}`} />
        ))}
      </Group>
      <Group id="found-comments" title="Comments" count={found.comments.length} note="Comments store a name, not an address: these are the ones whose name or text contains it.">
        {found.comments.map((row) => (
          <Item key={row.id}>
            <p className="font-semibold text-slate-900">
              {row.name}{" "}
              <span className="font-normal">
                on{" "}
                <a href={`/blog/${row.postId}`} className="text-brand-800 underline">
                  {row.postTitle}
                </a>{" "}
                · <When at={row.createdAt} /> · {row.status === "visible" ? "Visible" : "Hidden"}
              </span>
            </p>
            <p className="mt-1 line-clamp-3 whitespace-pre-line text-slate-700">{row.message}</p>
          </Item>
        ))}
      </Group>
      <Group id="found-mails" title="Mails" count={found.mails.length} note="Mails to the address, and notifications to the company that quote it.">
        {found.mails.map((row) => (
          <Item key={row.id}>
            <p className="font-semibold text-slate-900">{row.subject}</p>
            <p className="mt-1">
              To {row.toAddress} · <When at={row.createdAt} /> · {row.status === "queued" ? "Queued" : row.status === "sent" ? "Sent" : "Failed"}
            </p>
          </Item>
        ))}
      </Group>
      <Group id="found-audit" title="Audit entries" count={found.auditEntries.length} note="Erasing keeps these entries and replaces the address in them.">
        {found.auditEntries.map((row) => (
          <Item key={row.id}>
            <p>
              <span className="font-semibold text-slate-900">{auditActionLabel(row.action)}</span> · <When at={row.createdAt} />
            </p>
            <p className="mt-1 text-slate-700">{row.target}</p>
          </Item>
        ))}
      </Group>
      {found.staffAccounts.length + found.invitations.length > 0 ? (
        <Group
          id="found-staff"
          title="Staff account and invitations"
          count={found.staffAccounts.length + found.invitations.length}
          note={
            <>
              Shown, never erased here: the address belongs to staff. Deactivate the account or revoke the invitation on the{" "}
              <Link to="/admin/users" className="text-brand-800 underline">
                Users
              </Link>{" "}
              page.
            </>
          }
        >
          {found.staffAccounts.map((row) => (
            <Item key={`user-${row.id}`}>
              <p className="font-semibold text-slate-900">
                Staff account: {row.displayName} <span className="font-normal">({row.role}{row.disabledAt ? ", deactivated" : ""})</span>
              </p>
            </Item>
          ))}
          {found.invitations.map((row) => (
            <Item key={`invitation-${row.id}`}>
              <p>
                <span className="font-semibold text-slate-900">Invitation as {row.role}</span> · <When at={row.createdAt} /> · {row.status}
              </p>
            </Item>
          ))}
        </Group>
      ) : null}
    </div>
  );
}
