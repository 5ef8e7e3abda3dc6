import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Island } from "./island.tsx";
import { islandLoaders } from "./island-loaders.ts";

function Greeting({ name, lines }: { name: string; lines: string[] }) {
  return (
    <p>
      {name}: {lines.join(" / ")}
    </p>
  );
}

describe("an island", () => {
  it("renders its component and carries its name and props for the browser, whatever the props hold", () => {
    const props = { name: `"Quoted" & <b>bold</b> </script>`, lines: ["first", "second"] };
    const html = renderToString(<Island name="enquiry-form" component={Greeting} props={props} />);
    expect(outerAttribute(html, "data-island")).toBe("enquiry-form");
    expect(JSON.parse(outerAttribute(html, "data-island-props"))).toEqual(props);
    expect(html).toContain("&lt;b&gt;bold&lt;/b&gt;");
    expect(html).not.toContain("<b>");
  });

  it("renders only its wrapper, with the props, for an island that renders nothing until the visitor acts", () => {
    const props = { maxCvBytes: 1024, dialogId: "job-application" };
    const html = renderToString(<Island name="application-form" props={props} />);
    expect(outerAttribute(html, "data-island")).toBe("application-form");
    expect(JSON.parse(outerAttribute(html, "data-island-props"))).toEqual(props);
    expect(html).toMatch(/^<div [^>]*><\/div>$/);
  });

  it("loads every island from a module named after it, which is how the build's chunk is found and counted", () => {
    const source = readFileSync(path.join(import.meta.dirname, "island-loaders.ts"), "utf8");
    for (const name of Object.keys(islandLoaders)) {
      expect(source, name).toMatch(new RegExp(`"${name}": \\(\\) => import\\("#app/[\\w/-]+/${name}-island\\.tsx"\\)`));
    }
  });
});

/** One attribute of the outermost element of server-rendered HTML, its entities decoded. */
function outerAttribute(html: string, name: string): string {
  const raw = new RegExp(`^<[\\w-]+[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];
  if (raw === undefined) throw new Error(`no ${name} on ${html.slice(0, 80)}`);
  return raw.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}
