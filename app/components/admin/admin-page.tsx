import type { ReactNode } from "react";

type AdminPageProps = {
  title: string;
  description?: string;
  /** Buttons or links shown beside the heading (e.g. "New post"). */
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of every staff page: one h1, an optional line of context, the page's actions. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <div className="container-page py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {description ? <p className="mt-1 text-slate-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}
