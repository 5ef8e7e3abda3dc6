import type { PostStatus } from "#app/db/schema.ts";

/** Where a post stands for visitors: a published post dated after today waits (see last-public-date.ts). */
export type PostVisibility = "draft" | "scheduled" | "published";

export function postVisibility(status: PostStatus, publishedOn: string, lastPublicDate: string): PostVisibility {
  if (status === "draft") return "draft";
  return publishedOn > lastPublicDate ? "scheduled" : "published";
}
