import { describe, expect, it } from "vitest";
import { markdownToPlainText, renderMarkdown } from "./render-markdown.server.ts";

describe("renderMarkdown", () => {
  it("renders headings, lists, code and tables", () => {
    const html = renderMarkdown("Intro **bold**\n\n## Why\n\n- one\n- two\n\n```ts\nconst a = 1 < 2;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<h2>Why</h2>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<code class="language-ts">const a = 1 &lt; 2;');
    expect(html).toContain("<td>1</td>");
  });

  it("drops scripts, event handlers, javascript: links, iframes and styles", () => {
    const html = renderMarkdown(
      [
        "<script>alert(1)</script>",
        '<img src="x" onerror="alert(1)">',
        "[click](javascript:alert(1))",
        '<a href="JaVaScRiPt:alert(1)">x</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<p style="position:fixed" onclick="alert(1)">styled</p>',
        '<svg onload="alert(1)"><circle /></svg>',
        '<a href="data:text/html,<script>alert(1)</script>">data</a>',
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|style=|<svg|data:/i);
  });

  it("keeps the page's single h1 by demoting '# ' headings", () => {
    expect(renderMarkdown("# Title")).toBe("<h2>Title</h2>");
  });

  it("makes each code block a focusable, named region that scrolls, whatever the author wrote on it", () => {
    const html = renderMarkdown('```yaml\npaths:\n  /customers:\n```\n\n<pre onclick="x()" tabindex="-1" aria-label="mine">raw</pre>');
    const blocks = html.match(/<pre[^>]*>/g) ?? [];
    expect(blocks).toEqual([
      '<pre tabindex="0" role="region" aria-label="Code sample 1" data-scroll-affordance>',
      '<pre tabindex="0" role="region" aria-label="Code sample 2" data-scroll-affordance>',
    ]);
    expect(html).toContain("paths:\n  /customers:");
  });

  it("makes each table a focusable, named box that can scroll sideways", () => {
    expect(renderMarkdown("| a | b |\n|---|---|\n| 1 | 2 |")).toMatch(/^<table tabindex="0" role="table" aria-label="Table 1" data-scroll-affordance>/);
  });

  it("marks external links noopener", () => {
    expect(renderMarkdown("[docs](https://kubernetes.io)")).toContain('rel="noopener noreferrer"');
    expect(renderMarkdown("[contact](/contactus)")).not.toContain("rel=");
  });
});

describe("markdownToPlainText", () => {
  it("keeps the words, drops the markup and decodes entities", () => {
    expect(markdownToPlainText("Hello **bold** & `<tag>` \"quoted\" it's\n\n## Next\n\ntext")).toBe(
      "Hello bold & <tag> \"quoted\" it's Next text",
    );
  });

  it("does not turn escaped markup into markup", () => {
    expect(markdownToPlainText("a &lt;b&gt; c")).toBe("a <b> c");
  });
});
