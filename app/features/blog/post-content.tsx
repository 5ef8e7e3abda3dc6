// Typography for a post's body, scoped to it (the site has no global prose styles).
const proseClass = [
  "mt-8 max-w-none text-[1.0625rem] leading-8 text-slate-700",
  "[&>*+*]:mt-5",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight",
  "[&_h3]:mt-10 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-8 [&_h4]:font-semibold",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-brand-900",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-brand-600",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-accent-500 [&_blockquote]:bg-brand-50 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:text-slate-800",
  "[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:text-[0.9em] [&_:not(pre)>code]:text-slate-900",
  // Code keeps its lines and indentation and scrolls sideways in its box; the server makes each
  // block focusable and marks it for the edge shadows (render-markdown.server.ts, app.css).
  "[&_pre]:whitespace-pre [&_pre]:rounded-xl [&_pre]:bg-brand-950 [&_pre]:p-5 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-slate-100",
  "[&_pre]:[--scroll-cover:var(--color-brand-950)] [&_pre]:[--scroll-shadow:rgb(255_255_255/0.45)] [&_pre]:[scrollbar-color:rgb(255_255_255/0.4)_transparent]",
  // A table of figures is read across its rows, so on a narrow screen it scrolls sideways with its
  // first column held in place rather than squeezing the columns; it fits without scrolling when it can.
  "[&_table]:block [&_table]:text-left [&_table]:text-sm [&_:is(th,td):first-child]:sticky [&_:is(th,td):first-child]:left-0 [&_:is(th,td):first-child]:bg-white",
  "[&_th]:border-b-2 [&_th]:border-slate-200 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:text-slate-900",
  "[&_td]:border-b [&_td]:border-slate-100 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_hr]:my-10 [&_hr]:border-slate-200",
].join(" ");

/** A post's body: HTML rendered from Markdown and sanitised on the server (render-markdown.server.ts). */
export function PostContent({ html }: { html: string }) {
  return <div className={proseClass} data-testid="post-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
