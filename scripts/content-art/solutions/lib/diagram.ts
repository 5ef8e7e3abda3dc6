/** Boxes, chips and bands for the solution diagrams (960x540) and illustrations (640x400). */
import { icon, type IconName } from "./icons.ts";
import { C, circle, pill, rect, text, textWidth, wrap } from "./svg.ts";

export type Tone = "primary" | "dark" | "light" | "white" | "accent" | "teal" | "soft";

const TONES: Record<Tone, { fill: string; stroke?: string; title: string; sub: string; icon: string; iconBg: string }> = {
  primary: { fill: C.primary, title: C.white, sub: C.tint, icon: C.white, iconBg: C.primaryLight },
  dark: { fill: C.primaryDark, title: C.white, sub: C.tint, icon: C.accent, iconBg: C.primary },
  light: { fill: C.tint, title: C.primary, sub: C.slate, icon: C.primary, iconBg: C.white },
  soft: { fill: C.tint2, stroke: C.tint, title: C.primary, sub: C.slate, icon: C.primary, iconBg: C.white },
  white: { fill: C.white, stroke: C.line, title: C.ink, sub: C.muted, icon: C.primary, iconBg: C.tint },
  accent: { fill: C.accentSoft, title: C.ink, sub: C.slate, icon: C.ink, iconBg: C.white },
  teal: { fill: C.teal, title: C.white, sub: C.white, icon: C.white, iconBg: C.primary },
};

export type NodeOpts = {
  title: string;
  sub?: string;
  icon?: IconName;
  tone?: Tone;
  titleSize?: number;
  subSize?: number;
  /** "center": icon above centred text; "left": icon left of left-aligned text. */
  layout?: "center" | "left";
  r?: number;
  sw?: number;
  stroke?: string;
};

/** A rounded box with an optional icon, a title and a sub line, all measured to fit. */
export function node(x: number, y: number, w: number, h: number, o: NodeOpts): string {
  const t = TONES[o.tone ?? "white"];
  const ts = o.titleSize ?? 22;
  const ss = o.subSize ?? 18;
  const layout = o.layout ?? "center";
  let s = rect(x, y, w, h, { r: o.r ?? 16, fill: t.fill, stroke: o.stroke ?? t.stroke, sw: o.sw ?? 1.5 });
  if (layout === "left") {
    const pad = 18;
    let tx = x + pad;
    if (o.icon) {
      const is = 44;
      s += rect(x + pad, y + h / 2 - is / 2, is, is, { r: 12, fill: t.iconBg }) + icon(o.icon, x + pad + 10, y + h / 2 - 12, 24, t.icon);
      tx += is + 14;
    }
    const maxW = x + w - pad - tx;
    const tl = wrap(o.title, maxW, ts, 700);
    const sl = o.sub ? wrap(o.sub, maxW, ss) : [];
    const blockH = tl.length * (ts + 4) + (sl.length ? 6 + sl.length * (ss + 5) : 0);
    if (blockH > h - 16) throw new Error(`Node "${o.title}" overflows (${blockH} > ${h - 16})`);
    let ty = y + h / 2 - blockH / 2;
    for (const l of tl) {
      s += text(tx, ty + ts * 0.85, l, { size: ts, weight: 700, fill: t.title });
      ty += ts + 4;
    }
    ty += 6;
    for (const l of sl) {
      s += text(tx, ty + ss * 0.85, l, { size: ss, fill: t.sub });
      ty += ss + 5;
    }
    return s;
  }
  const maxW = w - 28;
  const tl = wrap(o.title, maxW, ts, 700);
  const sl = o.sub ? wrap(o.sub, maxW, ss) : [];
  const iconH = o.icon ? 52 : 0;
  const blockH = iconH + tl.length * (ts + 4) + (sl.length ? 6 + sl.length * (ss + 5) : 0);
  if (blockH > h - 16) throw new Error(`Node "${o.title}" overflows (${blockH} > ${h - 16})`);
  let ty = y + h / 2 - blockH / 2;
  const cx = x + w / 2;
  if (o.icon) {
    s += circle(cx, ty + 20, 22, { fill: t.iconBg }) + icon(o.icon, cx - 12, ty + 8, 24, t.icon);
    ty += iconH;
  }
  for (const l of tl) {
    s += text(cx, ty + ts * 0.85, l, { size: ts, weight: 700, fill: t.title, anchor: "middle" });
    ty += ts + 4;
  }
  ty += 6;
  for (const l of sl) {
    s += text(cx, ty + ss * 0.85, l, { size: ss, fill: t.sub, anchor: "middle" });
    ty += ss + 5;
  }
  return s;
}

/** A small labelled chip; throws when the label does not fit. */
export function chip(x: number, y: number, w: number, h: number, label: string, o: { tone?: Tone; size?: number; icon?: IconName } = {}): string {
  const t = TONES[o.tone ?? "white"];
  const size = o.size ?? 18;
  const iw = o.icon ? 28 : 0;
  const tw = textWidth(label, size, 600) + iw;
  if (tw > w - 16) throw new Error(`Chip "${label}" (${Math.round(tw)}px) does not fit ${w}px`);
  let s = rect(x, y, w, h, { r: Math.min(12, h / 2), fill: t.fill, stroke: t.stroke ?? (o.tone === "white" || !o.tone ? C.line : undefined), sw: 1.5 });
  const start = x + w / 2 - tw / 2;
  if (o.icon) s += icon(o.icon, start, y + h / 2 - 11, 22, t.icon);
  s += text(o.icon ? start + iw : x + w / 2, y + h / 2 + size * 0.35, label, { size, weight: 600, fill: t.title, anchor: o.icon ? "start" : "middle" });
  return s;
}

/** Chips laid out in a grid inside a rectangle. */
export function chipGrid(x: number, y: number, w: number, labels: string[], o: { cols: number; h?: number; gap?: number; tone?: Tone; size?: number; icons?: IconName[] }): string {
  const gap = o.gap ?? 10;
  const h = o.h ?? 40;
  const cw = (w - gap * (o.cols - 1)) / o.cols;
  return labels
    .map((l, i) => chip(x + (i % o.cols) * (cw + gap), y + Math.floor(i / o.cols) * (h + gap), cw, h, l, { tone: o.tone, size: o.size, icon: o.icons?.[i] }))
    .join("");
}

export function numBadge(cx: number, cy: number, num: number | string, o: { fill?: string; color?: string; r?: number } = {}): string {
  const r = o.r ?? 18;
  return circle(cx, cy, r, { fill: o.fill ?? C.accent }) + text(cx, cy + r * 0.38, String(num), { size: Math.max(14, Math.round(r * 1.05)), weight: 700, fill: o.color ?? C.ink, anchor: "middle" });
}

/** A region label sitting on the top border of a dashed boundary. */
export function boundary(x: number, y: number, w: number, h: number, label: string, o: { stroke?: string; fill?: string } = {}): string {
  const lab = pill(x + 20, y - 15, label, { size: 16, h: 30, fill: C.white, color: C.slate, stroke: o.stroke ?? C.muted });
  return rect(x, y, w, h, { r: 20, fill: o.fill ?? "none", stroke: o.stroke ?? C.muted, sw: 1.5, dash: "8 6" }) + lab.svg;
}

export { C };
