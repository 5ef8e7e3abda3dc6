/** Palette, text measuring and small SVG helpers for the solutions pages' art. */
import { brandPalette } from "../../../lib/brand-palette.ts";

const { dark: primaryDark, light: primaryLight, ...rest } = brandPalette;
export const C = { ...rest, primaryDark, primaryLight } as const;

export const PALETTE: readonly string[] = Object.values(C);

export const FONT = "Inter, Arial, Helvetica, sans-serif";

/** Round numbers so the files stay small. */
export function n(v: number): string {
  return (Math.round(v * 10) / 10).toString();
}

export function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

// Approximate advance widths (em) for Inter, which runs a little wider than Arial,
// so that text measured here fits whichever of the two fonts the viewer has.
const NARROW = new Set([..."iljt!|.,:;'`()[]{}/ "]);
const SEMI = new Set([..."frI1-"]);
const WIDE = new Set([..."mwMW@%"]);

export function textWidth(s: string, size: number, weight = 400): number {
  let em = 0;
  for (const ch of s) {
    if (NARROW.has(ch)) em += 0.3;
    else if (SEMI.has(ch)) em += 0.4;
    else if (WIDE.has(ch)) em += 0.88;
    else if (ch >= "A" && ch <= "Z") em += 0.7;
    else if (ch >= "0" && ch <= "9") em += 0.6;
    else em += 0.57;
  }
  return em * size * (weight >= 600 ? 1.07 : 1);
}

/** Greedy word wrap; throws when a single word cannot fit, so layouts fail loudly. */
export function wrap(s: string, maxW: number, size: number, weight = 400): string[] {
  const words = s.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let cur = "";
  for (const w of words) {
    const next = cur ? `${cur} ${w}` : w;
    if (textWidth(next, size, weight) <= maxW) cur = next;
    else {
      if (!cur) throw new Error(`Word "${w}" does not fit in ${maxW}px at ${size}px`);
      lines.push(cur);
      cur = w;
    }
  }
  if (cur) lines.push(cur);
  if (lines.length > 0 && textWidth(lines[lines.length - 1]!, size, weight) > maxW) {
    throw new Error(`Line "${lines[lines.length - 1]}" does not fit in ${maxW}px`);
  }
  return lines;
}

/** Asserts a single-line label fits. */
export function fits(s: string, maxW: number, size: number, weight = 400): string {
  if (textWidth(s, size, weight) > maxW) throw new Error(`"${s}" (${Math.round(textWidth(s, size, weight))}px) exceeds ${maxW}px at ${size}px`);
  return s;
}

type TextOpts = { size?: number; weight?: number; fill?: string; anchor?: "start" | "middle" | "end"; max?: number; ls?: number };

export function text(x: number, y: number, s: string, o: TextOpts = {}): string {
  const size = o.size ?? 16;
  if (size < 14) throw new Error(`Text "${s}" below 14px`);
  const weight = o.weight ?? 400;
  if (o.max !== undefined) fits(s, o.max, size, weight);
  const attrs = [`x="${n(x)}"`, `y="${n(y)}"`, `font-size="${size}"`];
  if (weight !== 400) attrs.push(`font-weight="${weight}"`);
  attrs.push(`fill="${o.fill ?? C.ink}"`);
  if (o.anchor && o.anchor !== "start") attrs.push(`text-anchor="${o.anchor}"`);
  if (o.ls) attrs.push(`letter-spacing="${o.ls}"`);
  return `<text ${attrs.join(" ")}>${esc(s)}</text>`;
}

/** Wrapped text block; returns markup and the height used. */
export function para(
  x: number,
  y: number,
  s: string,
  maxW: number,
  o: TextOpts & { lh?: number; maxLines?: number } = {},
): { svg: string; h: number; lines: number } {
  const size = o.size ?? 16;
  const lh = o.lh ?? Math.round(size * 1.35);
  const lines = wrap(s, maxW, size, o.weight ?? 400);
  if (o.maxLines && lines.length > o.maxLines) throw new Error(`"${s}" wraps to ${lines.length} lines (max ${o.maxLines})`);
  const svg = lines.map((l, i) => text(x, y + size + i * lh, l, { ...o, max: undefined })).join("");
  return { svg, h: size + (lines.length - 1) * lh + Math.round(size * 0.3), lines: lines.length };
}

type BoxOpts = { r?: number; fill?: string; stroke?: string; sw?: number; dash?: string; opacity?: number };

export function rect(x: number, y: number, w: number, h: number, o: BoxOpts = {}): string {
  const a = [`x="${n(x)}"`, `y="${n(y)}"`, `width="${n(w)}"`, `height="${n(h)}"`];
  if (o.r) a.push(`rx="${n(o.r)}"`);
  a.push(`fill="${o.fill ?? "none"}"`);
  if (o.stroke) a.push(`stroke="${o.stroke}"`, `stroke-width="${o.sw ?? 1.5}"`);
  if (o.dash) a.push(`stroke-dasharray="${o.dash}"`);
  if (o.opacity !== undefined) a.push(`opacity="${o.opacity}"`);
  return `<rect ${a.join(" ")}/>`;
}

export function circle(cx: number, cy: number, r: number, o: BoxOpts = {}): string {
  const a = [`cx="${n(cx)}"`, `cy="${n(cy)}"`, `r="${n(r)}"`, `fill="${o.fill ?? "none"}"`];
  if (o.stroke) a.push(`stroke="${o.stroke}"`, `stroke-width="${o.sw ?? 1.5}"`);
  if (o.dash) a.push(`stroke-dasharray="${o.dash}"`);
  if (o.opacity !== undefined) a.push(`opacity="${o.opacity}"`);
  return `<circle ${a.join(" ")}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string = C.line, sw = 1.5, dash?: string): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${sw}"${dash ? ` stroke-dasharray="${dash}"` : ""} stroke-linecap="round"/>`;
}

export function path(d: string, o: { fill?: string; stroke?: string; sw?: number; dash?: string; marker?: boolean; join?: boolean } = {}): string {
  const a = [`d="${d}"`, `fill="${o.fill ?? "none"}"`];
  if (o.stroke) a.push(`stroke="${o.stroke}"`, `stroke-width="${o.sw ?? 2}"`, `stroke-linecap="round"`);
  if (o.join) a.push(`stroke-linejoin="round"`);
  if (o.dash) a.push(`stroke-dasharray="${o.dash}"`);
  if (o.marker) a.push(`marker-end="url(#ah)"`);
  return `<path ${a.join(" ")}/>`;
}

/** Arrowhead markers: #ah (slate), #ahp (primary), #aha (accent), #aht (teal). */
export function markers(): string {
  const mk = (id: string, fill: string) =>
    `<marker id="${id}" viewBox="0 0 10 10" refX="8.5" refY="5" markerWidth="7" markerHeight="7" markerUnits="strokeWidth" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${fill}"/></marker>`;
  return mk("ah", C.muted) + mk("ahp", C.primaryLight) + mk("aha", C.accent) + mk("aht", C.teal);
}

export type ArrowColor = "ah" | "ahp" | "aha" | "aht";
const ARROW_STROKE: Record<ArrowColor, string> = { ah: C.muted, ahp: C.primaryLight, aha: C.accent, aht: C.teal };

/** A straight or orthogonal arrow through the given points. */
export function arrow(points: Array<[number, number]>, o: { color?: ArrowColor; sw?: number; dash?: string; both?: boolean } = {}): string {
  const id = o.color ?? "ah";
  const d = points.map(([x, y], i) => `${i ? "L" : "M"}${n(x)} ${n(y)}`).join("");
  return `<path d="${d}" fill="none" stroke="${ARROW_STROKE[id]}" stroke-width="${o.sw ?? 2.5}" stroke-linejoin="round"${
    o.dash ? ` stroke-dasharray="${o.dash}"` : ""
  } marker-end="url(#${id})"${o.both ? ` marker-start="url(#${id})"` : ""}/>`;
}

export function svgDoc(w: number, h: number, title: string, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="${FONT}" role="img"><title>${esc(
    title,
  )}</title>${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>\n`;
}

/** Pill with centred label; width from the label unless given. */
export function pill(
  x: number,
  y: number,
  label: string,
  o: { fill?: string; color?: string; size?: number; weight?: number; w?: number; h?: number; stroke?: string; anchor?: "start" | "middle" } = {},
): { svg: string; w: number } {
  const size = o.size ?? 14;
  const weight = o.weight ?? 600;
  const h = o.h ?? size + 14;
  const w = o.w ?? Math.ceil(textWidth(label, size, weight) + 24);
  const left = o.anchor === "middle" ? x - w / 2 : x;
  return {
    svg:
      rect(left, y, w, h, { r: h / 2, fill: o.fill ?? C.tint, stroke: o.stroke }) +
      text(left + w / 2, y + h / 2 + size * 0.36, label, { size, weight, fill: o.color ?? C.primary, anchor: "middle" }),
    w,
  };
}
