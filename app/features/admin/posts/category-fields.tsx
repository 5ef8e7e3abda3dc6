import { TextField } from "#app/components/forms/form-field.tsx";
import { CATEGORY_NAME_MAX, type CategoryFieldErrors, type CategoryFormValues } from "./category-form-schema.ts";
import { SLUG_MAX } from "./suggest-slug.ts";

/** The name and slug inputs of the create and rename forms; `idPrefix` keeps ids unique on the page. */
export function CategoryFields({
  idPrefix,
  values,
  errors,
  stacked = false,
}: {
  idPrefix: string;
  values: CategoryFormValues;
  errors: CategoryFieldErrors;
  /** One field under the other even on wide screens (a narrow column). */
  stacked?: boolean;
}) {
  return (
    <div className={`grid gap-4 ${stacked ? "" : "sm:grid-cols-2"}`}>
      <TextField id={`${idPrefix}-name`} name="name" label="Name" defaultValue={values.name} maxLength={CATEGORY_NAME_MAX} error={errors.name} autoComplete="off" />
      <TextField
        id={`${idPrefix}-slug`}
        name="slug"
        label="Slug"
        required={false}
        defaultValue={values.slug}
        maxLength={SLUG_MAX}
        error={errors.slug}
        hint="In the blog's address: /blog?category=slug. Left empty, it is made from the name."
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
}
