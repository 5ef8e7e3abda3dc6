// `npx tsx scripts/fonts/subset-inter.ts`: writes public/fonts/inter-400-700.woff2, the
// site's only web font, from the Latin file of @fontsource-variable/inter.
//
// Why a subset: the font is preloaded on every page and is fetched alongside the hero image, so
// its bytes delay the largest paint on a slow phone, and a file that fits in the first round trip
// of a new connection (about 14 KB with its headers) arrives a whole round trip earlier than one
// that does not. So the file holds what the site's own text needs: the printable ASCII characters
// and the typographic punctuation the copy uses, weights 400 (body) to 700 (headings), and
// kerning. Any other character (an accented name in a comment, the rupee sign) is drawn by the
// metric-matched local fallback, as the @font-face unicode-range in app/app.css says.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
// @ts-expect-error subset-font ships no type declarations
import subsetFont from "subset-font";

const root = process.cwd();
const source = path.join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const target = path.join(root, "public/fonts/inter-400-700.woff2");

function range(from: number, to: number): string {
  return Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join("");
}

// Keep in step with the unicode-range of the @font-face rule in app/app.css.
const characters = [range(0x20, 0x7e), "\u00a0\u00a9\u00b7\u2013\u2014\u2019\u201c\u201d\u2026\u2192"].join("");

const subset: Buffer = await subsetFont(readFileSync(source), characters, {
  targetFormat: "woff2",
  variationAxes: { wght: { min: 400, max: 700 } },
  keepFeatures: ["kern"],
});
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, subset);
console.log(`${path.relative(root, target)}: ${subset.length} bytes (from ${readFileSync(source).length})`);
