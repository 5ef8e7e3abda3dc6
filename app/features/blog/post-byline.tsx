import { formatPostDate } from "./format-post-date.ts";

/** 'POST BY {author} ON {date}', the line above every post title. */
export function PostByline({ authorName, publishedOn }: { authorName: string; publishedOn: string }) {
  return (
    <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
      POST BY <span className="text-slate-900">{authorName}</span> ON <time dateTime={publishedOn}>{formatPostDate(publishedOn)}</time>
    </p>
  );
}
