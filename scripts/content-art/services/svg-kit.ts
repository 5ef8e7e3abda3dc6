// Small SVG toolkit for the services pages' diagrams and use-case illustrations.
// Palette only, Inter with system fallbacks, no external references.
import { brandPalette, svgFontStack } from "../../lib/brand-palette.ts";

export const C = brandPalette;

export const FONT = svgFontStack;

export const warnings: string[] = [];
let currentFile = "";
export function setCurrentFile(name: string): void {
  currentFile = name;
}

export function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Conservative width estimate for Inter (wider than Arial), in viewBox units. */
export function textWidth(s: string, size: number, weight = 400): number {
  let w = 0;
  for (const ch of s) {
    if (ch === " ") w += 0.28;
    else if (/[iljI.,:;'|!]/.test(ch)) w += 0.3;
    else if (/[mwMW]/.test(ch)) w += 0.88;
    else if (/[A-Z0-9]/.test(ch)) w += 0.68;
    else w += 0.58;
  }
  return w * size * (weight >= 600 ? 1.06 : 1);
}

function checkFit(lines: string[], size: number, weight: number, maxWidth: number | undefined): void {
  if (maxWidth === undefined) return;
  for (const l of lines) {
    const w = textWidth(l, size, weight);
    if (w > maxWidth) warnings.push(`${currentFile}: "${l}" ~${Math.round(w)}px > ${Math.round(maxWidth)}px`);
  }
}

export type TextOpts = {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  lineHeight?: number;
  /** When true, y is the vertical centre of the whole block; otherwise the first baseline. */
  vcenter?: boolean;
  maxWidth?: number;
  letterSpacing?: number;
};

export function text(x: number, y: number, content: string | string[], o: TextOpts = {}): string {
  const lines = Array.isArray(content) ? content : [content];
  const size = o.size ?? 20;
  if (size < 14) throw new Error(`text below 14px in ${currentFile}`);
  const weight = o.weight ?? 400;
  const lh = (o.lineHeight ?? 1.25) * size;
  checkFit(lines, size, weight, o.maxWidth);
  const first = o.vcenter ? y - ((lines.length - 1) * lh) / 2 + size * 0.35 : y;
  const ls = o.letterSpacing ? ` letter-spacing="${o.letterSpacing}"` : "";
  const spans = lines
    .map((l, i) => `<tspan x="${r(x)}" y="${r(first + i * lh)}">${esc(l)}</tspan>`)
    .join("");
  return `<text font-size="${size}" font-weight="${weight}" fill="${o.fill ?? C.ink}" text-anchor="${o.anchor ?? "middle"}"${ls}>${spans}</text>`;
}

export function r(n: number): string {
  return String(Math.round(n * 10) / 10);
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  o: { fill?: string; stroke?: string; sw?: number; rx?: number; dash?: string } = {},
): string {
  const stroke = o.stroke ? ` stroke="${o.stroke}" stroke-width="${o.sw ?? 2}"` : "";
  const dash = o.dash ? ` stroke-dasharray="${o.dash}"` : "";
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${o.rx ?? 14}" fill="${o.fill ?? C.white}"${stroke}${dash}/>`;
}

/** A rounded box with centred (possibly multi-line) text. */
export function labelBox(
  x: number,
  y: number,
  w: number,
  h: number,
  label: string | string[],
  o: { fill?: string; stroke?: string; sw?: number; rx?: number; size?: number; weight?: number; color?: string; dash?: string } = {},
): string {
  return (
    rect(x, y, w, h, { fill: o.fill, stroke: o.stroke, sw: o.sw, rx: o.rx, dash: o.dash }) +
    text(x + w / 2, y + h / 2, label, {
      size: o.size ?? 22,
      weight: o.weight ?? 600,
      fill: o.color ?? C.ink,
      vcenter: true,
      maxWidth: w - 20,
    })
  );
}

const markerColors: Record<string, string> = {
  slate: C.slate,
  primary: C.primary,
  accent: C.accent,
  teal: C.teal,
  muted: C.muted,
  light: C.light,
};

export type ArrowColor = keyof typeof markerColors;

export function defs(): string {
  const markers = Object.entries(markerColors)
    .map(
      ([k, c]) =>
        `<marker id="arrow-${k}" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="12" markerHeight="12" markerUnits="userSpaceOnUse" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${c}"/></marker>`,
    )
    .join("");
  return `<defs>${markers}</defs>`;
}

/** A polyline arrow through the given points, arrowhead at the end (and optionally the start). */
export function arrow(
  pts: [number, number][],
  o: { color?: ArrowColor; width?: number; both?: boolean; dash?: string } = {},
): string {
  const color = o.color ?? "slate";
  const d = pts.map(([x, y], i) => `${i === 0 ? "M" : "L"}${r(x)} ${r(y)}`).join(" ");
  const start = o.both ? ` marker-start="url(#arrow-${color})"` : "";
  const dash = o.dash ? ` stroke-dasharray="${o.dash}"` : "";
  // The marker is 12 units long; markerUnits=userSpaceOnUse keeps it the same size whatever the stroke.
  return `<path d="${d}" fill="none" stroke="${markerColors[color]}" stroke-width="${o.width ?? 3}" stroke-linecap="round" stroke-linejoin="round"${dash}${start} marker-end="url(#arrow-${color})"/>`;
}

export function svgDoc(w: number, h: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" font-family="${FONT}"><title>${esc(title)}</title>${defs()}${body}</svg>\n`;
}

// ---------------------------------------------------------------------------
// Icons, drawn in a 64 x 64 box centred on (0, 0).

export type IconName =
  | "database"
  | "cloud"
  | "server"
  | "document"
  | "chart"
  | "linechart"
  | "shield"
  | "gear"
  | "browser"
  | "phone"
  | "idcard"
  | "robot"
  | "user"
  | "users"
  | "magnifier"
  | "lock"
  | "clock"
  | "book"
  | "plane"
  | "code"
  | "bell"
  | "coin"
  | "rocket"
  | "bulb"
  | "mail"
  | "layers"
  | "check";

export function icon(name: IconName, cx: number, cy: number, scale: number, color: string, fill: string): string {
  const s = `fill="${fill}" stroke="${color}" stroke-width="3.5" stroke-linejoin="round" stroke-linecap="round"`;
  const line = `fill="none" stroke="${color}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"`;
  const solid = `fill="${color}"`;
  let g = "";
  switch (name) {
    case "database":
      g = `<path d="M-20 -18 V18 A20 7 0 0 0 20 18 V-18" ${s}/><ellipse cx="0" cy="-18" rx="20" ry="7" ${s}/><path d="M-20 -5 A20 7 0 0 0 20 -5 M-20 8 A20 7 0 0 0 20 8" ${line}/>`;
      break;
    case "cloud":
      g = `<path d="M-16 16 H18 A12 12 0 0 0 20 -7.8 A16 16 0 0 0 -10.5 -10.5 A13 13 0 0 0 -16 16 Z" ${s}/>`;
      break;
    case "server":
      g = `<rect x="-24" y="-24" width="48" height="20" rx="4" ${s}/><rect x="-24" y="4" width="48" height="20" rx="4" ${s}/><circle cx="-14" cy="-14" r="3" ${solid}/><circle cx="-14" cy="14" r="3" ${solid}/><path d="M0 -14 H14 M0 14 H14" ${line}/>`;
      break;
    case "document":
      g = `<path d="M-18 -26 H8 L20 -14 V26 H-18 Z" ${s}/><path d="M8 -26 V-14 H20" ${line}/><path d="M-10 -4 H12 M-10 6 H12 M-10 16 H4" ${line}/>`;
      break;
    case "chart":
      g = `<path d="M-24 -24 V24 H26" ${line}/><rect x="-16" y="2" width="10" height="18" rx="2" ${s}/><rect x="-1" y="-10" width="10" height="30" rx="2" ${s}/><rect x="14" y="-20" width="10" height="40" rx="2" ${s}/>`;
      break;
    case "linechart":
      g = `<rect x="-26" y="-24" width="52" height="48" rx="6" ${s}/><path d="M-18 12 L-6 -2 L4 6 L18 -12" ${line}/><circle cx="18" cy="-12" r="3.5" ${solid}/>`;
      break;
    case "shield":
      g = `<path d="M0 -27 L22 -19 V-1 C22 13 12 22 0 28 C-12 22 -22 13 -22 -1 V-19 Z" ${s}/><path d="M-9 0 L-2 7 L11 -7" ${line}/>`;
      break;
    case "gear": {
      const teeth = Array.from({ length: 8 }, (_, i) => `<rect x="-5" y="-27" width="10" height="12" rx="2" transform="rotate(${i * 45})" ${s}/>`).join("");
      g = `${teeth}<circle cx="0" cy="0" r="18" ${s}/><circle cx="0" cy="0" r="7" fill="none" stroke="${color}" stroke-width="3.5"/>`;
      break;
    }
    case "browser":
      g = `<rect x="-28" y="-22" width="56" height="44" rx="5" ${s}/><path d="M-28 -10 H28" ${line}/><circle cx="-21" cy="-16" r="2" ${solid}/><circle cx="-14" cy="-16" r="2" ${solid}/><circle cx="-7" cy="-16" r="2" ${solid}/><path d="M-18 2 H18 M-18 12 H6" ${line}/>`;
      break;
    case "phone":
      g = `<rect x="-15" y="-27" width="30" height="54" rx="6" ${s}/><path d="M-5 -20 H5" ${line}/><circle cx="0" cy="19" r="2.5" ${solid}/><path d="M-8 -8 H8 M-8 2 H4" ${line}/>`;
      break;
    case "idcard":
      g = `<rect x="-28" y="-19" width="56" height="38" rx="5" ${s}/><circle cx="-13" cy="-3" r="6" ${s}/><path d="M-22 12 C-20 5 -6 5 -4 12" ${line}/><path d="M4 -7 H20 M4 2 H20 M4 11 H14" ${line}/>`;
      break;
    case "robot":
      g = `<path d="M0 -20 V-27" ${line}/><circle cx="0" cy="-28" r="3" ${solid}/><rect x="-22" y="-20" width="44" height="34" rx="8" ${s}/><circle cx="-9" cy="-5" r="4" ${solid}/><circle cx="9" cy="-5" r="4" ${solid}/><path d="M-8 6 H8" ${line}/><path d="M-14 14 V24 M14 14 V24 M-26 -6 V2 M26 -6 V2" ${line}/>`;
      break;
    case "user":
      g = `<circle cx="0" cy="-11" r="11" ${s}/><path d="M-22 26 C-22 8 22 8 22 26 Z" ${s}/>`;
      break;
    case "users":
      g = `<circle cx="12" cy="-13" r="9" ${s}/><path d="M-4 22 C-2 4 26 4 28 22 Z" ${s}/><circle cx="-10" cy="-8" r="10" ${s}/><path d="M-30 26 C-30 8 10 8 10 26 Z" ${s}/>`;
      break;
    case "magnifier":
      g = `<circle cx="-5" cy="-5" r="16" ${s}/><path d="M7 7 L24 24" fill="none" stroke="${color}" stroke-width="6" stroke-linecap="round"/>`;
      break;
    case "lock":
      g = `<path d="M-13 -4 V-13 A13 13 0 0 1 13 -13 V-4" ${line}/><rect x="-20" y="-4" width="40" height="30" rx="5" ${s}/><circle cx="0" cy="9" r="4" ${solid}/><path d="M0 12 V18" ${line}/>`;
      break;
    case "clock":
      g = `<circle cx="0" cy="0" r="25" ${s}/><path d="M0 -15 V0 L11 7" ${line}/>`;
      break;
    case "book":
      g = `<path d="M0 -16 C-8 -22 -20 -22 -28 -18 V20 C-20 16 -8 16 0 22 C8 16 20 16 28 20 V-18 C20 -22 8 -22 0 -16 Z" ${s}/><path d="M0 -16 V22" ${line}/>`;
      break;
    case "plane":
      g = `<path transform="rotate(45)" d="M0 -28 C4 -28 5 -22 5 -16 V-4 L26 8 V14 L5 8 V18 L12 24 V28 L0 25 L-12 28 V24 L-5 18 V8 L-26 14 V8 L-5 -4 V-16 C-5 -22 -4 -28 0 -28 Z" ${s}/>`;
      break;
    case "code":
      g = `<rect x="-28" y="-22" width="56" height="44" rx="6" ${s}/><path d="M-8 -8 L-16 0 L-8 8 M8 -8 L16 0 L8 8 M3 -11 L-3 11" ${line}/>`;
      break;
    case "bell":
      g = `<path d="M-18 14 C-14 8 -14 2 -14 -6 A14 14 0 0 1 14 -6 C14 2 14 8 18 14 Z" ${s}/><path d="M-6 20 A6 6 0 0 0 6 20" ${line}/><path d="M0 -20 V-24" ${line}/>`;
      break;
    case "coin":
      g = `<ellipse cx="0" cy="10" rx="22" ry="8" ${s}/><path d="M-22 -2 V10 M22 -2 V10" ${line}/><ellipse cx="0" cy="-2" rx="22" ry="8" ${s}/><ellipse cx="0" cy="-14" rx="22" ry="8" ${s}/>`;
      break;
    case "rocket":
      g = `<path d="M0 -28 C12 -18 14 -2 10 12 H-10 C-14 -2 -12 -18 0 -28 Z" ${s}/><circle cx="0" cy="-8" r="5" ${s}/><path d="M-10 4 L-20 16 L-10 14 M10 4 L20 16 L10 14" ${s}/><path d="M-4 18 L0 27 L4 18" ${line}/>`;
      break;
    case "bulb":
      g = `<path d="M-10 12 C-10 4 -20 -2 -20 -10 A20 20 0 0 1 20 -10 C20 -2 10 4 10 12 Z" ${s}/><path d="M-8 19 H8 M-5 26 H5" ${line}/>`;
      break;
    case "mail":
      g = `<rect x="-28" y="-18" width="56" height="38" rx="5" ${s}/><path d="M-26 -15 L0 6 L26 -15" ${line}/>`;
      break;
    case "layers":
      g = `<path d="M0 -24 L28 -10 L0 4 L-28 -10 Z" ${s}/><path d="M-28 2 L0 16 L28 2" ${line}/><path d="M-28 13 L0 27 L28 13" ${line}/>`;
      break;
    case "check":
      g = `<circle cx="0" cy="0" r="25" ${s}/><path d="M-11 0 L-3 8 L12 -8" ${line}/>`;
      break;
  }
  return `<g transform="translate(${r(cx)} ${r(cy)}) scale(${scale})">${g}</g>`;
}

// ---------------------------------------------------------------------------
// Use-case illustration: three tiles joined by arrows (or plus signs) and a
// result badge. 640 x 400.

export type Tile = { icon: IconName; label: string[]; highlight?: boolean };

export function useCaseIllustration(
  title: string,
  tiles: [Tile, Tile, Tile],
  badge: string[],
  o: { joiner?: "arrow" | "plus"; badgeSize?: number } = {},
): string {
  const W = 640;
  const H = 400;
  let body = rect(0, 0, W, H, { fill: C.tint2, rx: 24 });
  // Soft background shapes.
  body += `<circle cx="600" cy="40" r="90" fill="${C.tint}"/><circle cx="30" cy="380" r="70" fill="${C.tint}"/>`;
  const centres = [120, 320, 520];
  const tw = 132;
  const th = 124;
  const ty = 40;
  tiles.forEach((t, i) => {
    const cx = centres[i]!;
    const hl = t.highlight === true;
    body += rect(cx - tw / 2, ty, tw, th, { fill: hl ? C.primary : C.white, stroke: hl ? C.primary : C.line, sw: 2, rx: 22 });
    body += icon(t.icon, cx, ty + th / 2, 1.45, hl ? C.white : C.primary, hl ? C.light : C.tint);
    body += text(cx, ty + th + 36, t.label, { size: 21, weight: 700, fill: C.ink, maxWidth: 186, lineHeight: 1.2 });
  });
  for (let i = 0; i < 2; i++) {
    const x1 = centres[i]! + tw / 2 + 8;
    const x2 = centres[i + 1]! - tw / 2 - 8;
    const y = ty + th / 2;
    if ((o.joiner ?? "arrow") === "arrow") body += arrow([[x1, y], [x2, y]], { color: "accent", width: 4 });
    else body += text((x1 + x2) / 2, y, "+", { size: 40, weight: 700, fill: C.accent, vcenter: true });
  }
  const by = 282;
  const bh = badge.length > 1 ? 84 : 64;
  body += rect(60, by, 520, bh, { fill: C.primary, rx: 18 });
  body += rect(80, by + 18, 6, bh - 36, { fill: C.accent, rx: 3 });
  body += text(330, by + bh / 2, badge, { size: o.badgeSize ?? 24, weight: 700, fill: C.white, vcenter: true, maxWidth: 480, lineHeight: 1.25 });
  return svgDoc(W, H, title, body);
}
