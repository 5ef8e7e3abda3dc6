import type { ReactNode } from "react";

/** The frame of the console's pages for people not signed in (reset, invitation), like sign-in's. */
export function PublicStaffCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <section className="bg-slate-50 py-12 sm:py-20">
      <div className="container-page flex justify-center">
        <div className="card w-full max-w-md p-6 sm:p-8">
          <p className="eyebrow">Staff console</p>
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {lead ? <p className="mt-2 text-slate-600">{lead}</p> : null}
          {children}
        </div>
      </div>
    </section>
  );
}
