import type { Office } from "#app/model/site-settings.ts";

function PinIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

/** The three offices (spec §2): address, phone where there is one, and the corporate mailbox. */
export function OfficeList({ offices }: { offices: readonly Office[] }) {
  return (
    <ul className="grid gap-4">
      {offices.map((office) => (
        <li key={office.id} className="card flex gap-4 p-5">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <PinIcon />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">{office.label}</h3>
            <address className="mt-1 text-[0.95rem] leading-6 not-italic">
              {office.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            {/* On a narrow card a number or an address moves under its label rather than widening the page. */}
            <dl className="mt-2 space-y-1 text-[0.95rem]">
              {office.phone ? (
                <div className="flex flex-wrap gap-x-2">
                  <dt className="font-medium text-slate-900">Phone</dt>
                  <dd>
                    <a href={`tel:${office.phone.replace(/\s+/g, "")}`} className="whitespace-nowrap text-brand-700 underline-offset-4 hover:underline">
                      {office.phone}
                    </a>
                  </dd>
                </div>
              ) : null}
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-medium text-slate-900">Email</dt>
                <dd className="min-w-0 wrap-anywhere">
                  <a href={`mailto:${office.email}`} className="text-brand-700 underline-offset-4 hover:underline">
                    {office.email}
                  </a>
                </dd>
              </div>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}
