/** Palette, seeded randomness and small SVG helpers shared by every scene. */
import { Ids, n, pts } from '../../lib/svg-numbers.ts';

// Shared with the other art generators; the scenes import them from here.
export { Ids, n, pts };


export const C = {
  primary: '#16235a',
  primaryDark: '#0d1640',
  primaryLight: '#2a3f8f',
  accent: '#f59e0b',
  accentSoft: '#fde7b0',
  teal: '#0f9d8a',
  slate900: '#0f172a',
  slate700: '#334155',
  slate500: '#64748b',
  slate200: '#e2e8f0',
  slate50: '#f8fafc',
  white: '#ffffff',
} as const;

/** Font stack for the few places that carry text (OG image, roadmap). */
export const FONT = "Inter, 'Inter Variable', 'Liberation Sans', Arial, Helvetica, sans-serif";

/** mulberry32: tiny, fast, deterministic. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rand = ReturnType<typeof rng>;

export function between(r: Rand, min: number, max: number): number {
  return min + (max - min) * r();
}

/** Blend two palette colours (t = 0 → a, 1 → b); used for face shading. */
export function mix(a: string, b: string, t: number): string {
  const pa = parse(a);
  const pb = parse(b);
  const out = pa.map((v, i) => Math.round(v + ((pb[i] ?? 0) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function parse(hex: string): number[] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}



export function svgDoc(
  viewW: number,
  viewH: number,
  body: string,
  out: { width: number; height: number } = { width: viewW, height: viewH },
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${out.width}" height="${out.height}" viewBox="0 0 ${viewW} ${viewH}">${body}</svg>`;
}

export function linear(
  id: string,
  stops: Array<[number, string, number?]>,
  dir: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): string {
  const { x1 = 0, y1 = 0, x2 = 1, y2 = 0 } = dir;
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</linearGradient>`;
}

export function radial(id: string, stops: Array<[number, string, number?]>): string {
  return `<radialGradient id="${id}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</radialGradient>`;
}

/** A soft glow: an ellipse filled with a radial gradient fading to transparent. */
export function glow(ids: Ids, cx: number, cy: number, rx: number, ry: number, color: string, opacity: number): string {
  const id = ids.next('glow');
  return `<defs>${radial(id, [[0, color, opacity], [0.55, color, opacity * 0.35], [1, color, 0]])}</defs><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${id})"/>`;
}

/** Isometric projection: (x, y, z) in world units → screen point. */
export type Project = (x: number, y: number, z: number) => [number, number];

export function isometric(ox: number, oy: number, scale: number): Project {
  const cos = Math.cos(Math.PI / 6);
  return (x, y, z) => [ox + (x - y) * cos * scale, oy + (x + y) * 0.5 * scale - z * scale];
}

export interface BoxColors {
  top: string;
  /** face on the x = x + w plane (screen right) */
  right: string;
  /** face on the y = y + d plane (screen left) */
  left: string;
  stroke?: string;
}

/** An axis-aligned box in isometric view (three visible faces). */
export function isoBox(
  P: Project,
  x: number,
  y: number,
  z: number,
  w: number,
  d: number,
  h: number,
  c: BoxColors,
): string {
  const top = pts([P(x, y, z + h), P(x + w, y, z + h), P(x + w, y + d, z + h), P(x, y + d, z + h)]);
  const right = pts([P(x + w, y, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x + w, y, z + h)]);
  const left = pts([P(x, y + d, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x, y + d, z + h)]);
  const s = c.stroke ? ` stroke="${c.stroke}" stroke-width="1" stroke-linejoin="round"` : '';
  return `<polygon points="${right}" fill="${c.right}"${s}/><polygon points="${left}" fill="${c.left}"${s}/><polygon points="${top}" fill="${c.top}"${s}/>`;
}

/** Polygon outline of the top face of a box (for highlights / inner details). */
export function isoRect(P: Project, x: number, y: number, z: number, w: number, d: number): string {
  return pts([P(x, y, z), P(x + w, y, z), P(x + w, y + d, z), P(x, y + d, z)]);
}

/** Cloud silhouette made of circles on a flat base; (x, y) is the bottom-left. */
export function cloudPath(x: number, y: number, w: number): string {
  const h = w * 0.5;
  const r1 = h * 0.42;
  const r2 = h * 0.62;
  const r3 = h * 0.46;
  const b = y;
  return [
    `M${n(x + r1)} ${n(b)}`,
    `A${n(r1)} ${n(r1)} 0 0 1 ${n(x + r1 * 0.55)} ${n(b - r1 * 1.65)}`,
    `A${n(r2)} ${n(r2)} 0 0 1 ${n(x + w * 0.6)} ${n(b - h * 0.86)}`,
    `A${n(r3)} ${n(r3)} 0 0 1 ${n(x + w - r1 * 0.5)} ${n(b - r1 * 1.5)}`,
    `A${n(r1)} ${n(r1)} 0 0 1 ${n(x + w - r1)} ${n(b)}`,
    'Z',
  ].join(' ');
}

/** Dot grid in a rectangle. */
export function dotGrid(x: number, y: number, w: number, h: number, step: number, r: number, fill: string, opacity: number): string {
  const dots: string[] = [];
  for (let yy = y; yy <= y + h; yy += step) {
    for (let xx = x; xx <= x + w; xx += step) dots.push(`M${n(xx)} ${n(yy)}h0`);
  }
  return `<path d="${dots.join('')}" stroke="${fill}" stroke-width="${r * 2}" stroke-linecap="round" opacity="${opacity}"/>`;
}
