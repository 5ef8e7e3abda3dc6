import { Form, Link } from "react-router";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { CategoryFields } from "./category-fields.tsx";
import type { CategoryFieldErrors, CategoryFormValues } from "./category-form-schema.ts";
import type { CategoryRow } from "./list-categories.server.ts";

export type CategoryRowMode =
  | { kind: "view" }
  | { kind: "rename"; values: CategoryFormValues; errors: CategoryFieldErrors }
  | { kind: "confirm-delete" };

type CategoryTableProps = {
  categories: CategoryRow[];
  /** Which row, if any, shows its rename form or its delete confirmation. */
  active: { id: number; mode: CategoryRowMode } | null;
};

const smallButton = "min-h-11 px-3 py-2 text-sm sm:min-h-9";

/**
 * Categories with their post counts. Renaming and deleting open a full-width row under the
 * category (`?rename=ID`, `?delete=ID`), so both work without JavaScript and fit a phone.
 */
export function CategoryTable({ categories, active }: CategoryTableProps) {
  if (categories.length === 0) return <p className="card p-6 text-slate-600">No categories yet.</p>;
  return (
    <AdminTable
      caption="Categories, by name, with their posts"
      columns={["Category", "Posts", { label: "Actions", visuallyHidden: true }]}
      headings="plain-narrow"
      className="overflow-hidden"
    >
      <tbody className="divide-y divide-slate-100">
        {categories.map((category) => {
          const mode = active?.id === category.id ? active.mode : { kind: "view" as const };
          return <CategoryRows key={category.id} category={category} mode={mode} />;
        })}
      </tbody>
    </AdminTable>
  );
}

function CategoryRows({ category, mode }: { category: CategoryRow; mode: CategoryRowMode }) {
  return (
    <>
      <tr data-testid="category-row">
        <th scope="row" className="px-3 py-3 align-top font-normal sm:px-4">
          <span className="block font-semibold text-slate-900">{category.name}</span>
          <code className="mt-0.5 block text-xs break-all text-slate-600">{category.slug}</code>
        </th>
        <td className="px-3 py-3 align-top tabular-nums sm:px-4">
          <span className="block font-semibold text-slate-900">{category.postCount}</span>
          <span className="block text-xs text-slate-600">{category.publishedCount} published</span>
        </td>
        <td className="px-3 py-3 align-top sm:px-4">
          <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
            <Link to={`/admin/categories?rename=${category.id}`} className={`btn-outline ${smallButton}`} aria-label={`Rename ${category.name}`}>
              Rename
            </Link>
            <Link
              to={`/admin/categories?delete=${category.id}`}
              className={`btn-outline ${smallButton} text-red-800 hover:border-red-700 hover:text-red-800`}
              aria-label={`Delete ${category.name}`}
            >
              Delete
            </Link>
          </div>
        </td>
      </tr>
      {mode.kind === "rename" ? (
        <tr className="bg-brand-50/60">
          <td colSpan={3} className="px-3 py-4 sm:px-4">
            <Form method="post" action="/admin/categories" aria-label={`Rename ${category.name}`}>
              <CsrfField />
              <input type="hidden" name="intent" value="rename" />
              <input type="hidden" name="categoryId" value={category.id} />
              <CategoryFields idPrefix={`category-${category.id}`} values={mode.values} errors={mode.errors} />
              <div className="mt-4 flex flex-wrap gap-3">
                <button type="submit" className="btn-primary min-h-11">
                  Save category
                </button>
                <Link to="/admin/categories" className="btn-outline min-h-11">
                  Cancel
                </Link>
              </div>
            </Form>
          </td>
        </tr>
      ) : null}
      {mode.kind === "confirm-delete" ? (
        <tr className="bg-red-50">
          <td colSpan={3} className="px-3 py-4 sm:px-4">
            <Form method="post" action="/admin/categories" aria-label={`Delete ${category.name}`}>
              <CsrfField />
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="categoryId" value={category.id} />
              <p className="font-semibold text-red-900">Delete the category “{category.name}”?</p>
              <p className="mt-1 text-red-900">
                {category.postCount === 0
                  ? "No post is in it."
                  : `Its ${category.postCount === 1 ? "post stays" : `${category.postCount} posts stay`}, without this category.`}{" "}
                Links to /blog?category={category.slug} will show the not-found page.
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                <button type="submit" className="btn min-h-11 bg-red-700 text-white hover:bg-red-800">
                  Yes, delete the category
                </button>
                <Link to="/admin/categories" className="btn-outline min-h-11">
                  Keep it
                </Link>
              </div>
            </Form>
          </td>
        </tr>
      ) : null}
    </>
  );
}
