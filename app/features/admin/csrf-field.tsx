import { useRouteLoaderData } from "react-router";
import type { loader as adminLayoutLoader } from "#app/routes/admin/layout.tsx";

/** The hidden CSRF input every staff form carries; the token comes from the console layout's loader. */
export function CsrfField() {
  const layout = useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout");
  if (!layout) return null;
  return <input type="hidden" name={layout.csrfField} value={layout.csrfToken} />;
}
