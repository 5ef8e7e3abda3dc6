import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
// The Latin file of the site's own font, inlined into this module's chunk: satori reads WOFF2, and
// the file then travels with the build instead of depending on node_modules at run time.
import interFontDataUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?inline";
import { CARD_HEIGHT, CARD_SECTIONS, CARD_WIDTH, type SocialCard } from "#app/components/seo/social-card-address.ts";

// The brand's colours (app/app.css): the header's navy, the accent amber, the pale brand tint.
const NAVY = "#16235a";
const DEEP_NAVY = "#0d1640";
const AMBER = "#f59e0b";
const TINT = "#e3e8f8";

/** A title longer than this is cut on a word and ended with an ellipsis: three lines at the size below. */
const TITLE_MAX = 110;

let font: Buffer | undefined;
function interFont(): Buffer {
  font ??= Buffer.from(interFontDataUrl.slice(interFontDataUrl.indexOf(",") + 1), "base64");
  return font;
}

function cutTitle(title: string): string {
  const flat = title.replace(/\s+/g, " ").trim();
  if (flat.length <= TITLE_MAX) return flat;
  const cut = flat.slice(0, TITLE_MAX);
  const lastSpace = cut.lastIndexOf(" ");
  return `${lastSpace > TITLE_MAX / 2 ? cut.slice(0, lastSpace) : cut}…`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: Node[] | string } };
const box = (style: Record<string, unknown>, children?: Node[] | string): Node => ({ type: "div", props: { style, children } });

function cardTree(card: SocialCard): Node {
  const title = cutTitle(card.title);
  const titleSize = title.length > 70 ? 60 : title.length > 40 ? 70 : 80;
  // The margin sits on an inner column: padding on a box of 100 % would add to its size in satori's layout.
  return box({ display: "flex", width: "100%", height: "100%", backgroundColor: NAVY, backgroundImage: `linear-gradient(135deg, ${NAVY} 0%, ${DEEP_NAVY} 100%)`, color: "#ffffff", fontFamily: "Inter" }, [
    box(
    { display: "flex", flexDirection: "column", justifyContent: "space-between", flexGrow: 1, margin: "64px 80px" },
    [
      box({ display: "flex", alignItems: "center", gap: "20px" }, [
        box({ width: "56px", height: "8px", backgroundColor: AMBER, borderRadius: "4px" }),
        box({ fontSize: "34px", letterSpacing: "2px", textTransform: "uppercase", color: TINT }, CARD_SECTIONS[card.section]),
      ]),
      box({ display: "flex", fontSize: `${titleSize}px`, lineHeight: 1.15, letterSpacing: "-1px", maxWidth: "1040px" }, title),
      box({ display: "flex", alignItems: "center", justifyContent: "space-between", borderTop: `2px solid ${AMBER}`, paddingTop: "28px" }, [
        box({ fontSize: "36px", color: "#ffffff" }, card.siteName || " "),
        box({ width: "18px", height: "18px", borderRadius: "9px", backgroundColor: AMBER }),
      ]),
    ],
    ),
  ]);
}

/**
 * Draws a card: satori lays the tree out and writes an SVG (text as outlines, so it needs no font
 * to be shown), and resvg turns that into a PNG. The SVG also names the title and the section in
 * its <title> and <desc>, for anyone reading it. About 0.1 s of one core per card.
 */
export async function drawSocialCard(card: SocialCard): Promise<{ svg: string; png: Buffer }> {
  const data = interFont();
  const drawn = await satori(cardTree(card) as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: [{ name: "Inter", data, weight: 400, style: "normal" }],
  });
  const svg = drawn.replace(/^<svg([^>]*)>/, `<svg$1><title>${escapeXml(card.title)}</title><desc>${escapeXml(`${CARD_SECTIONS[card.section]} · ${card.siteName}`)}</desc>`);
  const png = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
  return { svg, png };
}
