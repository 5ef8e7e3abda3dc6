// `npx tsx scripts/fonts/subset-inter.ts`: writes public/fonts/inter-latin-400-700.woff2, the
// site's only web font, from the Latin file of @fontsource-variable/inter.
//
// Why a subset: the font is preloaded on every page and is fetched alongside the hero image, so
// its bytes delay the largest paint on a slow phone. The site sets text from weight 400 (body)
// to 700 (headings), so the weight axis is limited to that range, and only the OpenType
// features the browser applies by default (plus tabular figures, used in staff tables) are
// kept. The characters are those of the Latin file, the same as the @font-face unicode-range
// in app/app.css: anything else falls back to the metric-matched local font.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
// @ts-expect-error subset-font ships no type declarations
import subsetFont from "subset-font";

const root = process.cwd();
const source = path.join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const target = path.join(root, "public/fonts/inter-latin-400-700.woff2");

function range(from: number, to: number): string {
  return Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join("");
}

// The unicode-range of the Latin file (U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6,
// U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212,
// U+2215, U+FEFF, U+FFFD), printable characters only.
const characters = [
  range(0x20, 0x7e),
  range(0xa0, 0xff),
  "\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u0304\u0308\u0329",
  range(0x2000, 0x206f),
  "\u20ac\u2122\u2191\u2193\u2212\u2215\ufeff\ufffd",
].join("");

const subset: Buffer = await subsetFont(readFileSync(source), characters, {
  targetFormat: "woff2",
  variationAxes: { wght: { min: 400, max: 700 } },
  keepFeatures: ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "rvrn", "tnum"],
});
writeFileSync(target, subset);
console.log(`${path.relative(root, target)}: ${subset.length} bytes (from ${readFileSync(source).length})`);
