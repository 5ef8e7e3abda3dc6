// The blog's fixed numbers (spec §9), in one place for the pages, the queries and the tests.

/** Posts per list page; the page count is the number of posts divided by this, rounded up. */
export const POSTS_PER_PAGE = 5;
/** Characters of a post's text shown on its card, followed by '...'. */
export const EXCERPT_LENGTH = 200;
/** Titles under 'Recent Posts' in the sidebar. */
export const RECENT_POSTS_COUNT = 5;
/** A comment's date is shown as the first 10 characters of its timestamp: YYYY-MM-DD. */
export const COMMENT_DATE_LENGTH = 10;
/** The longest name and message a comment may have; the server refuses longer ones. */
export const COMMENT_NAME_MAX = 100;
export const COMMENT_MESSAGE_MAX = 2000;
/** Items in the RSS feed. */
export const FEED_ITEM_COUNT = 20;

export function pageCount(postCount: number): number {
  return Math.ceil(postCount / POSTS_PER_PAGE);
}
