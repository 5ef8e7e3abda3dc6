import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { FieldShell, fieldControlClass, TextField } from "#app/components/forms/form-field.tsx";
import { PostContent } from "#app/features/blog/post-content.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { POST_AUTHOR_MAX, POST_CONTENT_MAX, POST_TITLE_MAX, validatePostForm, type PostFieldErrors, type PostFormValues } from "./post-form-schema.ts";
import { PostCoverFields, type PostCoverChoice } from "./post-cover-fields.tsx";
import { PREVIEW_DELAY_MS, PREVIEW_PATH } from "./post-preview.ts";
import { SLUG_MAX, suggestSlug } from "./suggest-slug.ts";
import { SEO_FIELD_IDS, SEO_FIELD_LABELS, SeoFormFields } from "#app/features/admin/seo/seo-form-fields.tsx";
import { EMPTY_SEO_FORM, readSeoForm, type SeoFormValues } from "#app/model/seo-fields.ts";

type PostEditorProps = {
  values: PostFormValues;
  fieldErrors: PostFieldErrors;
  categories: { id: number; name: string }[];
  /** The content rendered by the server (on load, or by the no-script Preview button). */
  previewHtml: string;
  /** False on a new post: the slug follows the title until it is edited by hand. */
  slugEdited: boolean;
  submitLabel: string;
  cancelHref: string;
  /** The media library's described pictures, to choose a cover from. */
  pictures: readonly PostCoverChoice[];
};


type PostField = Exclude<keyof PostFieldErrors, "seo">;

const FIELD_ORDER: PostField[] = ["title", "slug", "authorName", "publishedOn", "status", "categoryIds", "coverSrc", "excerpt", "content"];
const FIELD_IDS: Record<PostField, string> = {
  title: "post-title",
  slug: "post-slug",
  authorName: "post-author",
  publishedOn: "post-date",
  status: "post-status",
  categoryIds: "post-categories",
  coverSrc: "post-cover",
  excerpt: "post-excerpt",
  content: "post-content",
};
const FIELD_LABELS: Record<PostField, string> = {
  title: "Title",
  slug: "Slug",
  authorName: "Author",
  publishedOn: "Publish date",
  status: "Status",
  categoryIds: "Categories",
  coverSrc: "Cover picture",
  excerpt: "Excerpt",
  content: "Content",
};

type PreviewState = { html: string; state: "ready" | "updating" | "failed" };

/**
 * Creating and editing a post. Everything works as a plain form post; with JavaScript the form
 * is checked with the server's schema before sending, the slug follows the title on a new post,
 * and the preview follows the Markdown as it is typed, rendered by the server's sanitising
 * renderer so it shows exactly what visitors will see.
 */
export function PostEditor({ values, fieldErrors, categories, previewHtml, slugEdited, submitLabel, cancelHref, pictures }: PostEditorProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const formRef = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState(values.title);
  const [slug, setSlug] = useState(values.slug);
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!slugEdited && (values.slug === "" || values.slug === suggestSlug(values.title)));
  const [content, setContent] = useState(values.content);
  const [clientErrors, setClientErrors] = useState<PostFieldErrors | null>(null);
  const [showPreview, setShowPreview] = useState(false);
  const [preview, setPreview] = useState<PreviewState>({ html: previewHtml, state: "ready" });
  const renderedContent = useRef(values.content);

  // A refused save, answered by the server: take the keyboard to the first field to fix.
  useEffect(() => {
    const first = errorSummaryOf(fieldErrors)[0];
    if (first) document.getElementById(first.id)?.focus();
  }, [fieldErrors]);

  useEffect(() => {
    renderedContent.current = values.content;
    setPreview({ html: previewHtml, state: "ready" });
  }, [previewHtml, values.content]);

  useEffect(() => {
    if (!hydrated || content === renderedContent.current) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      const form = formRef.current;
      if (!form) return;
      setPreview((current) => ({ ...current, state: "updating" }));
      try {
        // The whole form carries the CSRF token; the server reads only the content.
        const response = await fetch(PREVIEW_PATH, { method: "POST", body: new FormData(form), signal: controller.signal, redirect: "manual", headers: { accept: "application/json" } });
        if (!response.ok) throw new Error(`preview answered ${response.status}`);
        const { html } = (await response.json()) as { html: string };
        renderedContent.current = content;
        setPreview({ html, state: "ready" });
      } catch {
        if (!controller.signal.aborted) setPreview((current) => ({ ...current, state: "failed" }));
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [content, hydrated]);

  const errors = clientErrors ?? fieldErrors;
  const errorLinks = errorSummaryOf(errors);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== "save") return;
    const checked = validatePostForm(readValues(event.currentTarget));
    if (checked.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(checked.fieldErrors);
    const first = errorSummaryOf(checked.fieldErrors)[0];
    if (first) document.getElementById(first.id)?.focus();
  }

  function changeTitle(next: string) {
    setTitle(next);
    if (slugFollowsTitle) setSlug(suggestSlug(next));
  }

  function changeSlug(next: string) {
    setSlug(next);
    // Clearing the slug hands it back to the title.
    setSlugFollowsTitle(next.trim() === "");
  }

  const previewHidden = hydrated && !showPreview;

  return (
    <Form method="post" ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-8">
      <CsrfField />
      {errorLinks.length > 0 ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900" data-testid="post-errors">
          <p className="font-semibold">
            {errorLinks.length === 1 ? "One field needs attention:" : `${errorLinks.length} fields need attention:`}
          </p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {errorLinks.map((link) => (
              <li key={link.id}>
                <a href={`#${link.id}`} className="inline-flex min-h-11 items-center underline underline-offset-2 sm:min-h-7">
                  {link.label}: {link.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="card grid gap-6 p-5 sm:p-6 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <TextField
            id="post-title"
            name="title"
            label="Title"
            value={title}
            onChange={(event) => changeTitle(event.target.value)}
            maxLength={POST_TITLE_MAX}
            error={errors.title}
            autoComplete="off"
          />
        </div>
        <TextField
          id="post-slug"
          name="slug"
          label="Slug"
          value={slug}
          onChange={(event) => changeSlug(event.target.value)}
          maxLength={SLUG_MAX}
          error={errors.slug}
          hint="Lower-case letters, digits and hyphens, unique to this post. Suggested from the title; left empty, it is made from the title."
          required={false}
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
        />
        <TextField
          id="post-author"
          name="authorName"
          label="Author"
          defaultValue={values.authorName}
          maxLength={POST_AUTHOR_MAX}
          error={errors.authorName}
          hint="Shown as POST BY … on the blog."
          autoComplete="name"
        />
        <TextField
          id="post-date"
          name="publishedOn"
          label="Publish date"
          type="date"
          defaultValue={values.publishedOn}
          error={errors.publishedOn}
          hint="A published post dated after today stays off the blog until that day begins (UTC)."
        />
        <ChoiceGroup legend="Status" id="post-status" error={errors.status}>
          {() =>
            (["draft", "published"] as const).map((status) => (
              <label key={status} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2 has-checked:border-brand-700 has-checked:bg-brand-50">
                <input
                  type="radio"
                  id={`post-status-${status}`}
                  name="status"
                  value={status}
                  defaultChecked={values.status === status}
                  className="size-5 accent-brand-800"
                />
                <span>
                  <span className="font-semibold text-slate-900">{status === "draft" ? "Draft" : "Published"}</span>
                  <span className="block text-sm text-slate-600">{status === "draft" ? "Only staff can see it" : "On the blog from the publish date"}</span>
                </span>
              </label>
            ))
          }
        </ChoiceGroup>
      </div>

      <div className="card p-5 sm:p-6">
        <ChoiceGroup
          legend="Categories"
          id="post-categories"
          error={errors.categoryIds}
          hint={
            <>
              Optional. <Link to="/admin/categories" className="font-semibold text-brand-800 underline underline-offset-2">Manage categories</Link>
            </>
          }
          columns
        >
          {() =>
            categories.length === 0 ? (
              <p className="text-sm text-slate-600">No categories yet.</p>
            ) : (
              categories.map((category) => (
                <label key={category.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    name="categoryIds"
                    value={String(category.id)}
                    defaultChecked={values.categoryIds.includes(String(category.id))}
                    className="size-5 accent-brand-800"
                  />
                  <span className="text-slate-900">{category.name}</span>
                </label>
              ))
            )
          }
        </ChoiceGroup>
      </div>

      <PostCoverFields values={values} errors={errors} pictures={pictures} />

      <SeoFormFields
        values={values.seo ?? EMPTY_SEO_FORM}
        errors={errors.seo ?? {}}
        pictures={pictures}
        defaults={{ title: `${title || "The post's title"} | the company's name`, description: "the excerpt, or the opening of the text", picture: "the cover, or a card with the title", address: "the post's own address" }}
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <div className="card p-5 sm:p-6">
          <FieldShell
            id="post-content"
            label="Content"
            required
            error={errors.content}
            hint="Needed to publish; a draft may be empty. Markdown: ## headings, **bold**, *italic*, [links](https://…), lists, > quotes, ``` code ```, tables."
          >
            {(describedBy) => (
              <textarea
                id="post-content"
                name="content"
                value={content}
                onChange={(event) => setContent(event.target.value)}
                rows={14}
                maxLength={POST_CONTENT_MAX}
                aria-invalid={errors.content ? true : undefined}
                aria-describedby={describedBy}
                spellCheck
                className={`${fieldControlClass} resize-y font-mono text-sm leading-6 lg:min-h-[34rem]`}
              />
            )}
          </FieldShell>
          {hydrated ? (
            <button
              type="button"
              className="btn-outline mt-4 min-h-11 w-full px-4 py-2 text-sm lg:hidden"
              aria-expanded={showPreview}
              aria-controls="post-preview"
              onClick={() => setShowPreview((shown) => !shown)}
            >
              {showPreview ? "Hide preview" : "Show preview"}
            </button>
          ) : null}
        </div>

        <div id="post-preview" className={`card p-5 sm:p-6 ${previewHidden ? "hidden lg:block" : ""}`}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold text-slate-900">Preview</h2>
            <p className="text-sm text-slate-600" data-testid="preview-state">
              {preview.state === "updating" ? "Updating…" : preview.state === "failed" ? "Could not update the preview. Save, or reload the page." : "As visitors will see it"}
            </p>
          </div>
          <div
            role="region"
            aria-label="Rendered preview"
            tabIndex={0}
            className="mt-3 rounded-lg border border-slate-200 bg-white px-4 pb-4 lg:max-h-[36rem] lg:overflow-y-auto"
            data-testid="post-preview"
          >
            {preview.html ? <PostContent html={preview.html} /> : <p className="pt-4 text-slate-600">Nothing to preview yet.</p>}
          </div>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" name="intent" value="save" className="btn-primary min-h-11" disabled={saving}>
          {saving ? "Saving…" : submitLabel}
        </button>
        {hydrated ? null : (
          <button type="submit" name="intent" value="preview" className="btn-outline min-h-11">
            Preview
          </button>
        )}
        <Link to={cancelHref} className="btn min-h-11 text-brand-800 underline underline-offset-4 hover:text-brand-950">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

function readValues(form: HTMLFormElement): PostFormValues {
  const data = new FormData(form);
  const text = (key: string) => String(data.get(key) ?? "");
  return {
    title: text("title"),
    slug: text("slug"),
    authorName: text("authorName"),
    publishedOn: text("publishedOn"),
    status: text("status"),
    categoryIds: data.getAll("categoryIds").map(String),
    content: text("content"),
    coverSrc: text("coverSrc"),
    excerpt: text("excerpt"),
    seo: readSeoForm(data),
  };
}

/** The fields to fix, in the order of the form, each with the id of its control. */
function errorSummaryOf(errors: PostFieldErrors): { id: string; label: string; message: string }[] {
  const links = FIELD_ORDER.flatMap((field) => (errors[field] ? [{ id: FIELD_IDS[field], label: FIELD_LABELS[field], message: errors[field] }] : []));
  const seo = errors.seo ?? {};
  for (const field of Object.keys(SEO_FIELD_IDS) as (keyof SeoFormValues)[]) {
    const message = seo[field];
    if (message) links.push({ id: SEO_FIELD_IDS[field], label: SEO_FIELD_LABELS[field], message });
  }
  return links;
}

type ChoiceGroupProps = {
  legend: string;
  id: string;
  error?: string;
  hint?: ReactNode;
  columns?: boolean;
  children: () => ReactNode;
};

/** Radio buttons or checkboxes under one legend; the group's hint and error describe the fieldset. */
function ChoiceGroup({ legend, id, error, hint, columns = false, children }: ChoiceGroupProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={describedBy} className="min-w-0 outline-none">
      <legend className="font-semibold text-slate-900">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className={`mt-2 grid gap-2 ${columns ? "sm:grid-cols-2 lg:grid-cols-3" : ""}`}>{children()}</div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
