import { Outlet } from "react-router";
import type { Route } from "./+types/staff-error-boundary";
import { StaffErrorPage } from "#app/features/admin/staff-error-page.tsx";

// A pathless route between the console's layout and its pages: a page's refusal (an expired CSRF
// token, an unknown item) is shown in the layout's outlet, so the console and its sections stay
// around the explanation. A boundary on the layout itself would replace the whole console.
export default function StaffPages() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />;
}
