import { absoluteUrl } from "#app/config/public-site-url.ts";
import { blogDescription, feedTitle } from "#app/content/pages/blog/blog-copy.ts";
import type { FeedPost } from "./get-feed-posts.server.ts";

// Characters XML 1.0 does not allow at all; a stray one would make the whole feed unreadable.
const INVALID_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A CDATA section may not contain its own terminator: split it across two sections. */
function cdata(text: string): string {
  return `<![CDATA[${text.replace(INVALID_XML, "").replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
}

/** RFC 822 date, as RSS 2.0 requires. */
function rfc822(isoDateOrTimestamp: string): string {
  const date = new Date(isoDateOrTimestamp.length === 10 ? `${isoDateOrTimestamp}T00:00:00.000Z` : isoDateOrTimestamp);
  return date.toUTCString();
}

/** The blog as an RSS 2.0 feed with absolute links, full content and categories. */
export function renderRssFeed(posts: readonly FeedPost[]): string {
  const blogUrl = absoluteUrl("/blog");
  const lastBuild = posts.reduce((latest, post) => (post.updatedAt > latest ? post.updatedAt : latest), "");
  const items = posts.map((post) => {
    const url = absoluteUrl(`/blog/${post.id}`);
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(post.publishedOn)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.authorName)}</dc:creator>`,
      ...post.categories.map((category) => `      <category>${escapeXml(category)}</category>`),
      `      <description>${escapeXml(post.description)}</description>`,
      `      <content:encoded>${cdata(post.html)}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    `    <title>${escapeXml(feedTitle)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(blogDescription)}</description>`,
    "    <language>en</language>",
    `    <atom:link href="${escapeXml(absoluteUrl("/blog/rss.xml"))}" rel="self" type="application/rss+xml" />`,
    ...(lastBuild ? [`    <lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
