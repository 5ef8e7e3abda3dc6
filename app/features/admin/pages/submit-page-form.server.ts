import { data, type AppLoadContext } from "react-router";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { contentPageSchema, pageDraftSchema, type ContentPage } from "#app/model/content-page.ts";
import { getPageForEdit } from "./get-page-for-edit.server.ts";
import { fieldErrorsOf, type FieldErrors } from "./page-form-errors.ts";
import type { PageState } from "./page-state.ts";
import { publishPage, savePageDraft, schedulePage, unpublishPage, type PageWriteResult } from "./page-writes.server.ts";
import { createPreviewToken, PREVIEW_LINK_DAYS } from "./preview-link.server.ts";

export const PAGE_INTENTS = ["save", "publish", "schedule", "unschedule", "unpublish", "share"] as const;
export type PageIntent = (typeof PAGE_INTENTS)[number];

/** What the editor learns from a save, a publish, an unpublish or a request for a preview link. */
export type PageFormAnswer =
  | { ok: true; intent: Exclude<PageIntent, "share">; version: number; state: PageState; publicPath: string | null; publishAt: string | null; savedAt: string }
  | { ok: true; intent: "share"; previewPath: string; days: number }
  | { ok: false; problem: "invalid"; message: string; fieldErrors: FieldErrors }
  | { ok: false; problem: "stale"; message: string; theirs: { version: number; document: ContentPage } }
  | { ok: false; problem: "gone"; message: string };

export const STALE_MESSAGE =
  "Someone else saved this page after you opened it, so your save was refused. Your changes are still here: look at their version, then keep yours or take theirs.";
const SCHEDULE_MESSAGE = "Choose a date and time in the future.";
export const INVALID_MESSAGE = "Some fields need attention before the page can be published. Each is marked below.";
const SLUG_TAKEN_MESSAGE = "Another page of this family already uses this address";

function answer(body: PageFormAnswer, status = 200) {
  return data(body, { status, headers: ADMIN_RESPONSE_HEADERS });
}

/** The editor's form: the page as JSON, the version it was made from, and what to do with it. */
export async function submitPageForm(request: Request, context: AppLoadContext, pageId: number | null) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const intent = PAGE_INTENTS.find((candidate) => candidate === form.get("intent"));
  const version = Number(form.get("version"));
  if (!intent || !Number.isInteger(version)) throw data("Unknown action.", { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  if (pageId === null) throw data("There is no such page.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });

  const actor = { userId: session.userId };
  if (intent === "share") {
    if (!(await getPageForEdit(context.db, pageId))) return answer({ ok: false, problem: "gone", message: "This page was deleted." }, 404);
    return answer({ ok: true, intent, previewPath: `/preview/pages/${createPreviewToken(pageId)}`, days: PREVIEW_LINK_DAYS });
  }
  let publishAt: Date | null = null;
  if (intent === "schedule") {
    publishAt = new Date(String(form.get("publishAt") ?? ""));
    if (Number.isNaN(publishAt.getTime()) || publishAt.getTime() <= Date.now()) {
      return answer({ ok: false, problem: "invalid", message: SCHEDULE_MESSAGE, fieldErrors: { publishAt: SCHEDULE_MESSAGE } }, 400);
    }
  }
  let result: PageWriteResult;
  if (intent === "unpublish") {
    result = await unpublishPage(context.db, pageId, version, actor);
  } else if (intent === "unschedule") {
    result = await schedulePage(context.db, pageId, version, null, actor);
  } else {
    let document: unknown;
    try {
      document = JSON.parse(String(form.get("document") ?? ""));
    } catch {
      throw data("The page could not be read. Reload the editor and try again.", { status: 400, headers: ADMIN_RESPONSE_HEADERS });
    }
    const draft = pageDraftSchema.safeParse(document);
    if (!draft.success) return answer({ ok: false, problem: "invalid", message: INVALID_MESSAGE, fieldErrors: fieldErrorsOf(draft) }, 400);
    if (intent === "publish" || intent === "schedule") {
      const strict = contentPageSchema.safeParse(document);
      if (!strict.success) return answer({ ok: false, problem: "invalid", message: INVALID_MESSAGE, fieldErrors: fieldErrorsOf(strict) }, 400);
    }
    result = await savePageDraft(context.db, pageId, version, draft.data as ContentPage, actor);
    if (result.ok && intent === "publish") result = await publishPage(context.db, pageId, result.version, actor);
    if (result.ok && publishAt) result = await schedulePage(context.db, pageId, result.version, publishAt, actor);
  }

  if (!result.ok) {
    if (result.reason === "stale") {
      const theirs = await getPageForEdit(context.db, pageId);
      if (theirs) return answer({ ok: false, problem: "stale", message: STALE_MESSAGE, theirs: { version: theirs.version, document: theirs.document } }, 409);
    }
    if (result.reason === "slug-taken") return answer({ ok: false, problem: "invalid", message: INVALID_MESSAGE, fieldErrors: { slug: SLUG_TAKEN_MESSAGE } }, 409);
    if (result.reason === "invalid") return answer({ ok: false, problem: "invalid", message: INVALID_MESSAGE, fieldErrors: {} }, 400);
    return answer({ ok: false, problem: "gone", message: "This page was deleted." }, 404);
  }
  const saved = await getPageForEdit(context.db, pageId);
  if (!saved) return answer({ ok: false, problem: "gone", message: "This page was deleted." }, 404);
  return answer({ ok: true, intent, version: saved.version, state: saved.state, publicPath: saved.publicPath, publishAt: saved.publishAt, savedAt: saved.updatedAt });
}
