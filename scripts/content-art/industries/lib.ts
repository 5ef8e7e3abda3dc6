// Small SVG helpers for the industry and life-at-Kairav artwork. Everything is
// drawn from primitives in the brand palette: no external references, no rasters.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { brandPalette, svgFontStack } from "../../lib/brand-palette.ts";

export const C = brandPalette;

export const FONT = svgFontStack;

export function esc(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Rough advance width of a string in Inter at a given size (slightly generous). */
export function textWidth(value: string, size: number, bold = false): number {
  let units = 0;
  for (const ch of value) {
    if (ch === " ") units += 0.28;
    else if ("il.,:;'|!".includes(ch)) units += 0.3;
    else if ("mwMW".includes(ch)) units += 0.86;
    else if (ch >= "A" && ch <= "Z") units += 0.68;
    else if (ch >= "0" && ch <= "9") units += 0.6;
    else units += 0.56;
  }
  return units * size * (bold ? 1.06 : 1);
}

export function wrap(value: string, maxWidth: number, size: number, bold = false): string[] {
  const words = value.split(/\s+/);
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (current && textWidth(next, size, bold) > maxWidth) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  for (const line of lines) {
    if (textWidth(line, size, bold) > maxWidth + 1) throw new Error(`Label too wide: "${line}" (${Math.round(textWidth(line, size, bold))} > ${maxWidth})`);
  }
  return lines;
}

type TextOptions = { size: number; weight?: number; fill?: string; anchor?: "start" | "middle" | "end"; lineHeight?: number };

/** Multi-line text; y is the baseline of the first line. */
export function text(x: number, y: number, lines: string | string[], o: TextOptions): string {
  const list = Array.isArray(lines) ? lines : [lines];
  const lh = o.lineHeight ?? Math.round(o.size * 1.25);
  const attrs = `x="${x}" font-size="${o.size}" font-weight="${o.weight ?? 400}" fill="${o.fill ?? C.ink}" text-anchor="${o.anchor ?? "start"}"`;
  if (list.length === 1) return `<text ${attrs} y="${y}">${esc(list[0]!)}</text>`;
  return `<text ${attrs} y="${y}">${list.map((l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lh}">${esc(l)}</tspan>`).join("")}</text>`;
}

/** Text block centred vertically on cy (approximate optical centring). */
export function textCentered(x: number, cy: number, lines: string[], o: TextOptions): string {
  const lh = o.lineHeight ?? Math.round(o.size * 1.25);
  const first = cy - ((lines.length - 1) * lh) / 2 + o.size * 0.35;
  return text(x, Math.round(first), lines, { ...o, lineHeight: lh });
}

export function rect(x: number, y: number, w: number, h: number, fill: string, r = 16, stroke?: string, strokeWidth = 2): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${strokeWidth}"` : ""}/>`;
}

const markerColors: Record<string, string> = { accent: C.accent, primary: C.primary, muted: C.muted, teal: C.teal };

export function defs(): string {
  return `<defs>${Object.entries(markerColors)
    .map(
      ([name, color]) =>
        `<marker id="arrow-${name}" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${color}"/></marker>`,
    )
    .join("")}</defs>`;
}

export function arrow(x1: number, y1: number, x2: number, y2: number, color: keyof typeof markerColors = "accent", width = 4): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${markerColors[color]}" stroke-width="${width}" stroke-linecap="round" marker-end="url(#arrow-${color})"/>`;
}

export function doc(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="${FONT}" role="img"><title>${esc(title)}</title>${defs()}${body}</svg>\n`;
}

export function save(root: string, relative: string, svg: string): void {
  const file = join(root, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  const kb = Buffer.byteLength(svg) / 1024;
  if (kb > 40) throw new Error(`${relative} is ${kb.toFixed(1)} KB`);
  console.log(`${relative}  ${kb.toFixed(1)} KB`);
}

// ---------------------------------------------------------------------------
// Icons: drawn on a 64 x 64 grid, stroked, centred on (cx, cy).
const ICONS: Record<string, string> = {
  phone: `<rect x="20" y="6" width="24" height="52" rx="5"/><path d="M28 50 H36"/>`,
  idcard: `<rect x="6" y="14" width="52" height="36" rx="5"/><circle cx="22" cy="29" r="6"/><path d="M13 44 C15 37 29 37 31 44"/><path d="M37 26 H50 M37 34 H50"/>`,
  video: `<rect x="6" y="18" width="36" height="28" rx="5"/><path d="M42 28 L58 20 V44 L42 36 Z"/>`,
  shield: `<path d="M32 6 L54 14 V30 C54 44 44 54 32 58 C20 54 10 44 10 30 V14 Z"/><path d="M22 32 L29 39 L43 25"/>`,
  user: `<circle cx="32" cy="22" r="10"/><path d="M12 56 C14 40 50 40 52 56"/>`,
  users: `<circle cx="24" cy="24" r="8"/><circle cx="44" cy="26" r="7"/><path d="M8 54 C10 40 38 40 40 54"/><path d="M42 40 C50 39 57 44 58 54"/>`,
  bank: `<path d="M8 24 L32 10 L56 24 Z"/><path d="M16 30 V46 M27 30 V46 M37 30 V46 M48 30 V46"/><path d="M8 52 H56"/>`,
  document: `<path d="M16 6 H40 L50 16 V58 H16 Z"/><path d="M40 6 V16 H50"/><path d="M23 28 H43 M23 37 H43 M23 46 H35"/>`,
  database: `<ellipse cx="32" cy="14" rx="18" ry="6"/><path d="M14 14 V50 C14 58 50 58 50 50 V14"/><path d="M14 32 C14 40 50 40 50 32"/>`,
  chart: `<path d="M8 56 H56 M8 8 V56"/><path d="M14 46 L26 32 L36 40 L54 18"/><path d="M44 18 H54 V28"/>`,
  cloud: `<path d="M18 48 H46 C54 48 58 42 58 36 C58 29 52 24 45 25 C43 17 36 12 28 14 C20 16 16 23 17 30 C10 31 6 36 6 41 C6 46 10 48 18 48 Z"/>`,
  gear: `<circle cx="32" cy="32" r="9"/><path d="M32 8 V16 M32 48 V56 M8 32 H16 M48 32 H56 M15 15 L21 21 M43 43 L49 49 M15 49 L21 43 M43 21 L49 15"/><circle cx="32" cy="32" r="17"/>`,
  calendar: `<rect x="8" y="12" width="48" height="44" rx="5"/><path d="M8 24 H56 M20 6 V16 M44 6 V16"/><path d="M22 40 L29 46 L42 33"/>`,
  globe: `<circle cx="32" cy="32" r="24"/><ellipse cx="32" cy="32" rx="10" ry="24"/><path d="M8 32 H56 M12 20 H52 M12 44 H52"/>`,
  suitcase: `<rect x="8" y="20" width="48" height="34" rx="5"/><path d="M24 20 V12 H40 V20"/><path d="M8 34 H56"/>`,
  printer: `<path d="M18 24 V8 H46 V24"/><rect x="8" y="24" width="48" height="22" rx="4"/><rect x="18" y="38" width="28" height="18" rx="2"/><path d="M24 46 H40"/>`,
  book: `<path d="M32 14 C24 8 14 8 8 10 V52 C14 50 24 50 32 56 C40 50 50 50 56 52 V10 C50 8 40 8 32 14 Z"/><path d="M32 14 V56"/>`,
  cap: `<path d="M4 26 L32 14 L60 26 L32 38 Z"/><path d="M16 32 V44 C24 50 40 50 48 44 V32"/><path d="M58 26 V42"/>`,
  card: `<rect x="6" y="14" width="52" height="36" rx="5"/><path d="M6 25 H58"/><path d="M14 41 H28"/>`,
  factory: `<path d="M6 56 V30 L20 22 V30 L34 22 V30 L46 22 V10 H56 V56 Z"/><path d="M14 44 H20 M28 44 H34 M42 44 H48"/>`,
  clipboard: `<rect x="12" y="10" width="40" height="48" rx="5"/><rect x="24" y="6" width="16" height="9" rx="3"/><path d="M20 30 L24 34 L30 27 M20 45 L24 49 L30 42 M35 31 H44 M35 46 H44"/>`,
  bell: `<path d="M18 42 V30 C18 22 24 16 32 16 C40 16 46 22 46 30 V42 L51 47 H13 Z"/><path d="M27 52 C28 57 36 57 37 52"/><path d="M32 10 V16"/>`,
  heart: `<path d="M32 54 C10 40 6 28 12 20 C18 12 28 14 32 22 C36 14 46 12 52 20 C58 28 54 40 32 54 Z"/><path d="M14 34 H24 L28 27 L34 41 L38 34 H50"/>`,
  archive: `<rect x="8" y="12" width="48" height="12" rx="3"/><path d="M12 24 V54 H52 V24"/><path d="M26 35 H38"/>`,
  search: `<circle cx="27" cy="27" r="17"/><path d="M40 40 L56 56"/>`,
  sprout: `<path d="M32 58 V30"/><path d="M32 38 C32 26 22 20 10 20 C10 32 20 38 32 38 Z"/><path d="M32 30 C32 18 42 12 54 12 C54 24 44 30 32 30 Z"/>`,
  home: `<path d="M8 30 L32 10 L56 30"/><path d="M14 26 V54 H50 V26"/><path d="M27 54 V40 H37 V54"/>`,
  lock: `<rect x="12" y="28" width="40" height="28" rx="5"/><path d="M20 28 V20 C20 12 26 8 32 8 C38 8 44 12 44 20 V28"/><path d="M32 38 V46"/>`,
  route: `<path d="M32 58 C32 58 14 40 14 26 C14 16 22 8 32 8 C42 8 50 16 50 26 C50 40 32 58 32 58 Z"/><circle cx="32" cy="26" r="7"/>`,
  star: `<path d="M32 6 L39 23 L57 24 L43 36 L48 54 L32 44 L16 54 L21 36 L7 24 L25 23 Z"/>`,
  code: `<path d="M22 18 L8 32 L22 46 M42 18 L56 32 L42 46 M36 12 L28 52"/>`,
};

export type IconName = keyof typeof ICONS;

export function icon(name: string, cx: number, cy: number, size: number, color: string, strokeWidth = 3.5): string {
  const body = ICONS[name];
  if (!body) throw new Error(`Unknown icon ${name}`);
  const s = size / 64;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${s})" fill="none" stroke="${color}" stroke-width="${(strokeWidth / s).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round">${body}</g>`;
}

// ---------------------------------------------------------------------------
// Use-case illustration: three steps with arrows, then result chips. 640 x 400.
export type Node = { icon: string; label: string; color?: string };
export type Metric = { value: string; label: string };

export function useCaseArt(title: string, nodes: [Node, Node, Node], metrics: Metric[]): string {
  const W = 640;
  const H = 400;
  const colors = [C.primary, C.teal, C.light];
  let body = rect(0, 0, W, H, C.tint2, 0);
  const cardW = 160;
  const gap = (W - 64 - 3 * cardW) / 2;
  nodes.forEach((node, i) => {
    const x = 32 + i * (cardW + gap);
    const cx = x + cardW / 2;
    const color = node.color ?? colors[i]!;
    body += rect(x, 28, cardW, 188, C.white, 18, C.line);
    body += `<circle cx="${cx}" cy="86" r="38" fill="${color}"/>`;
    body += icon(node.icon, cx, 86, 44, C.white, 3.5);
    const lines = wrap(node.label, cardW - 20, 19, true);
    if (lines.length > 2) throw new Error(`Node label too long: ${node.label}`);
    body += textCentered(cx, 172, lines, { size: 19, weight: 600, fill: C.ink, anchor: "middle", lineHeight: 24 });
    if (i < 2) body += arrow(x + cardW + 8, 86, x + cardW + gap - 10, 86, "accent", 4);
  });
  const n = metrics.length;
  const chipGap = 16;
  const chipW = (W - 64 - chipGap * (n - 1)) / n;
  metrics.forEach((metric, i) => {
    const x = 32 + i * (chipW + chipGap);
    const first = i === 0;
    body += rect(x, 240, chipW, 132, first ? C.accentSoft : C.white, 18, first ? undefined : C.line);
    const valueSize = textWidth(metric.value, 34, true) > chipW - 28 ? 28 : 34;
    if (textWidth(metric.value, valueSize, true) > chipW - 24) throw new Error(`Metric too wide: ${metric.value}`);
    body += text(x + chipW / 2, 290, metric.value, { size: valueSize, weight: 700, fill: C.primary, anchor: "middle" });
    const lines = wrap(metric.label, chipW - 24, 17);
    if (lines.length > 2) throw new Error(`Metric label too long: ${metric.label}`);
    body += text(x + chipW / 2, 322, lines, { size: 17, weight: 500, fill: C.slate, anchor: "middle", lineHeight: 22 });
  });
  return doc(W, H, title, body);
}

// ---------------------------------------------------------------------------
// Architecture diagram: columns of items joined by arrows, with a footer band. 960 x 540.
export type Column = { title: string; icon: string; items: string[]; color?: string };

export function columnsDiagram(title: string, columns: Column[], footer: string): string {
  const W = 960;
  const H = 540;
  const n = columns.length;
  const gap = n === 3 ? 52 : 48;
  const colW = (W - 64 - gap * (n - 1)) / n;
  const colors = [C.primary, C.teal, C.light, C.dark];
  const top = 24;
  const colH = 404;
  let body = rect(0, 0, W, H, C.bg, 0);
  const itemSize = n === 3 ? 21 : 20;
  columns.forEach((column, i) => {
    const x = 32 + i * (colW + gap);
    const color = column.color ?? colors[i]!;
    body += rect(x, top, colW, colH, C.white, 20, C.line);
    body += `<path d="M${x} ${top + 20} a20 20 0 0 1 20 -20 h${colW - 40} a20 20 0 0 1 20 20 v52 h-${colW} z" fill="${color}"/>`;
    body += icon(column.icon, x + 36, top + 36, 32, C.white, 3.5);
    const headSize = textWidth(column.title, 24, true) > colW - 72 ? 21 : 24;
    if (textWidth(column.title, headSize, true) > colW - 70) throw new Error(`Column title too wide: ${column.title}`);
    body += text(x + 62, top + 45, column.title, { size: headSize, weight: 700, fill: C.white });
    const items = column.items;
    const itemGap = 12;
    const areaTop = top + 72 + 16;
    const areaH = colH - 72 - 28;
    const most = Math.max(...columns.map((c) => c.items.length));
    const itemH = Math.min(76, (areaH - itemGap * (most - 1)) / most);
    const used = items.length * itemH + (items.length - 1) * itemGap;
    let y = areaTop + (areaH - used) / 2;
    for (const item of items) {
      body += rect(x + 16, y, colW - 32, itemH, C.tint2, 12, C.tint);
      const lines = wrap(item, colW - 44, itemSize, false);
      if (lines.length > 2) throw new Error(`Item too long: ${item}`);
      if (lines.length === 2 && itemH < 62) throw new Error(`Item needs more height: ${item}`);
      body += textCentered(x + colW / 2, y + itemH / 2, lines, { size: itemSize, weight: 500, fill: C.ink, anchor: "middle", lineHeight: itemSize + 5 });
      y += itemH + itemGap;
    }
    if (i < n - 1) body += arrow(x + colW + 8, top + colH / 2, x + colW + gap - 10, top + colH / 2, "accent", 5);
  });
  const fy = top + colH + 28;
  body += rect(32, fy, W - 64, H - fy - 28, C.dark, 16);
  const footSize = textWidth(footer, 22, true) <= W - 120 ? 22 : 20;
  if (textWidth(footer, footSize, true) > W - 110) throw new Error(`Footer too long: ${footer}`);
  body += textCentered(W / 2, fy + (H - fy - 28) / 2, [footer], { size: footSize, weight: 600, fill: C.white, anchor: "middle" });
  return doc(W, H, title, body);
}
