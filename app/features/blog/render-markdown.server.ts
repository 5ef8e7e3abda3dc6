import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

// Posts are written in Markdown by staff. Markdown allows raw HTML, so whatever marked produces
// goes through an allow-list before it reaches a page: a pasted <script>, an onerror attribute
// or a javascript: link never survives, whoever wrote the post.
const markdown = new Marked({ gfm: true, async: false });

const allowedHtml: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote",
    "ul", "ol", "li", "strong", "em", "del", "code", "pre", "a", "img",
    "table", "thead", "tbody", "tr", "th", "td",
  ],
  allowedAttributes: {
    // rel, loading and decoding are set by transformTags below; the filter runs after it.
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    code: ["class"],
    // Set by transformTags below, whatever the author wrote.
    pre: ["tabindex", "role", "aria-label", "data-scroll-affordance"],
    table: ["tabindex", "role", "aria-label", "data-scroll-affordance"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
  },
  allowedClasses: { code: [/^language-[\w+#-]+$/] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    // The page title is the only h1; a '# Heading' in a post becomes a section heading.
    h1: "h2",
    // Links to other sites open normally but do not hand them this page as their opener.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer" } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
  },
};

/**
 * A post's Markdown as HTML that is safe to insert into the page. Code keeps its indentation and a
 * table of figures keeps its columns side by side, so both scroll sideways in their own box when
 * the screen is narrow: each is named and focusable, so keyboard users can scroll it too, and
 * carries the scroll-affordance marker (see app.css and post-content.tsx).
 */
export function renderMarkdown(source: string): string {
  let codeBlocks = 0;
  let tables = 0;
  const options: sanitizeHtml.IOptions = {
    ...allowedHtml,
    transformTags: {
      ...allowedHtml.transformTags,
      pre: () => {
        codeBlocks += 1;
        return { tagName: "pre", attribs: { tabindex: "0", role: "region", "aria-label": `Code sample ${codeBlocks}`, "data-scroll-affordance": "" } };
      },
      table: () => {
        tables += 1;
        return { tagName: "table", attribs: { tabindex: "0", role: "table", "aria-label": `Table ${tables}`, "data-scroll-affordance": "" } };
      },
    },
  };
  return sanitizeHtml(markdown.parse(source) as string, options).trim();
}

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** The words of a Markdown text without any markup, whitespace collapsed: for excerpts and feeds. */
export function markdownToPlainText(source: string): string {
  const text = sanitizeHtml(markdown.parse(source) as string, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}
