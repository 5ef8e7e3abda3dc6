import { data } from "react-router";
import type { Route } from "./+types/blog-post-comments";
import { postComment } from "#app/features/blog/post-comment.server.ts";
import { readPostId } from "#app/features/blog/read-blog-url.ts";
import { postOnly } from "#app/lib/http/post-only.ts";

// A post's comment form posts here from its script and reads a JSON answer (with the new comment).
export async function action({ params, request, context }: Route.ActionArgs) {
  const parsed = readPostId(params.id);
  if ("redirectTo" in parsed) throw data(null, { status: 404, statusText: "Not Found" });
  const outcome = await postComment(parsed.id, request, context);
  return Response.json(outcome.answer, { status: outcome.status, headers: { "Cache-Control": "no-store", ...outcome.headers } });
}

export function loader() {
  return postOnly("Post comments with the form under the post (POST).");
}
