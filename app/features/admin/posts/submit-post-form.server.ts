import { type AppLoadContext, data, redirect } from "react-router";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { deletePost } from "./delete-post.server.ts";
import { readPostForm, validatePostForm, type PostFieldErrors, type PostFormValues } from "./post-form-schema.ts";
import { renderPostPreview } from "./render-post-preview.server.ts";
import { savePost } from "./save-post.server.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";

/** What the editor shows again after a refused save or a no-script preview: everything as typed. */
export type PostFormAnswer = { values: PostFormValues; fieldErrors: PostFieldErrors; previewHtml: string };

function notFound(): never {
  throw data("There is no such post.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
}

/**
 * The action of the new-post page (`postId` undefined) and the edit-post page (`postId` the id
 * in the URL, or null when that cannot be an id). `intent` is `save` (also when missing: Enter
 * in a field), `preview` (the no-script Preview button: nothing is stored) or `delete`.
 * A successful save or delete redirects (post/redirect/get); refused input comes back with 400.
 */
export async function submitPostForm(request: Request, context: AppLoadContext, postId?: number | null) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const intent = form.get("intent");
  // An edit of an id that is not a post (or not a number at all) is a 404 whatever the intent.
  if (postId === null) notFound();
  if (postId !== undefined && !(await context.db.selectFrom("posts").select("id").where("id", "=", postId).executeTakeFirst())) notFound();

  if (intent === "delete") {
    if (postId === undefined || !(await deletePost(context.db, { id: postId, userId: session.userId }))) notFound();
    throw redirect("/admin/posts?notice=deleted", { status: 303, headers: ADMIN_RESPONSE_HEADERS });
  }

  const values = readPostForm(form);
  const answer = (fieldErrors: PostFieldErrors, status: number) => {
    const preview = renderPostPreview(values.content);
    const body: PostFormAnswer = { values, fieldErrors, previewHtml: preview.ok ? preview.html : "" };
    return data(body, { status, headers: ADMIN_RESPONSE_HEADERS });
  };
  if (intent === "preview") return answer({}, 200);

  const checked = validatePostForm(values);
  if (!checked.ok) return answer(checked.fieldErrors, 400);
  const saved = await savePost(context.db, { id: postId, input: checked.value, userId: session.userId });
  if (!saved.ok) {
    if ("notFound" in saved) notFound();
    return answer(saved.fieldErrors, 400);
  }
  throw redirect(`/admin/posts/${saved.id}?notice=${postId === undefined ? "created" : "saved"}`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}
