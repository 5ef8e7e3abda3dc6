/**
 * Palette, seeded randomness and small SVG helpers for the celebrations gallery.
 * Self-contained on purpose (no imports from scripts/images) so the gallery output
 * stays stable when the site's other generators change.
 */
import { Ids, n, pts } from '../../lib/svg-numbers.ts';

// Shared with the other art generators; the scenes import them from here.
export { Ids, n, pts };


/** Site palette (same values as scripts/images/lib/svg.ts `C`). */
export const C = {
  primary: '#16235a',
  primaryDark: '#0d1640',
  primaryLight: '#2a3f8f',
  accent: '#f59e0b',
  accentSoft: '#fde7b0',
  teal: '#0f9d8a',
  tealSoft: '#c8ece6',
  slate900: '#0f172a',
  slate700: '#334155',
  slate500: '#64748b',
  slate300: '#cbd5e1',
  slate200: '#e2e8f0',
  slate100: '#f1f5f9',
  slate50: '#f8fafc',
  white: '#ffffff',
} as const;

/** Event colours layered on the base palette. */
export const E = {
  marigold: '#f7a21b',
  saffron: '#ff9933',
  rani: '#d63384',
  magenta: '#b02a6b',
  maroon: '#7a1f3d',
  rose: '#f28b9b',
  peach: '#f9c6a0',
  gold: '#e0b040',
  cream: '#fbf3e4',
  ivory: '#f6efe1',
  leaf: '#3f8f4f',
  indiaGreen: '#138808',
  chakra: '#1f2f86',
  sky: '#8fd3f4',
  sea: '#1b8aa0',
  sand: '#f1d3a1',
  coral: '#f47c5c',
  plum: '#5b2a6e',
  violet: '#7b4bb7',
  lilac: '#c9b6f2',
  red: '#d94141',
  wood: '#9c6b43',
  woodDark: '#6e4a2e',
  clay: '#c0643a',
} as const;

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

/** Stable numeric seed from a string (FNV-1a). */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function between(r: Rand, min: number, max: number): number {
  return min + (max - min) * r();
}

export function pick<T>(r: Rand, list: readonly T[]): T {
  const v = list[Math.floor(r() * list.length) % list.length];
  if (v === undefined) throw new Error('pick from empty list');
  return v;
}

export function shuffle<T>(r: Rand, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(r() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/** Blend two colours (t = 0 → a, 1 → b). */
export function mix(a: string, b: string, t: number): string {
  const pa = parse(a);
  const pb = parse(b);
  const out = pa.map((v, i) => Math.round(v + ((pb[i] ?? 0) - v) * t));
  return `#${out.map((v) => Math.max(0, Math.min(255, v)).toString(16).padStart(2, '0')).join('')}`;
}

function parse(hex: string): number[] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}

export const shade = (c: string, t = 0.2) => mix(c, C.slate900, t);
export const tint = (c: string, t = 0.2) => mix(c, C.white, t);



export type Stop = [offset: number, color: string, opacity?: number];

export function linear(id: string, stops: Stop[], dir: { x1?: number; y1?: number; x2?: number; y2?: number } = {}): string {
  const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = dir;
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`;
}

export function radial(id: string, stops: Stop[], at: { cx?: number; cy?: number; r?: number } = {}): string {
  const { cx = 0.5, cy = 0.5, r = 0.5 } = at;
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`;
}

function stopsOf(stops: Stop[]): string {
  return stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a === 1 ? '' : ` stop-opacity="${a}"`}/>`).join('');
}

/** Drawing context handed to every scene: randomness, ids and the canvas size. */
export interface Ctx {
  r: Rand;
  ids: Ids;
  W: number;
  H: number;
}

export const W = 1200;
export const H = 900;

/** A rectangle filled with a vertical (default) gradient. */
export function gradRect(ctx: Ctx, x: number, y: number, w: number, h: number, stops: Stop[], dir?: Parameters<typeof linear>[2]): string {
  const id = ctx.ids.next('g');
  return `<defs>${linear(id, stops, dir)}</defs><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${id})"/>`;
}

/** A soft glow: an ellipse filled with a radial gradient fading to transparent. */
export function glow(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, color: string, opacity: number): string {
  const id = ctx.ids.next('gl');
  return `<defs>${radial(id, [[0, color, opacity], [0.5, color, opacity * 0.4], [1, color, 0]])}</defs><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${id})"/>`;
}

/** Soft photographic vignette over the whole frame. */
export function vignette(ctx: Ctx, strength = 0.22, color: string = C.slate900): string {
  const id = ctx.ids.next('vg');
  return `<defs>${radial(id, [[0.55, color, 0], [1, color, strength]], { r: 0.75 })}</defs><rect width="${ctx.W}" height="${ctx.H}" fill="url(#${id})"/>`;
}

export function g(body: string, attrs = ''): string {
  return `<g${attrs ? ` ${attrs}` : ''}>${body}</g>`;
}

export function translate(x: number, y: number, s = 1, body = ''): string {
  return `<g transform="translate(${n(x)} ${n(y)})${s === 1 ? '' : ` scale(${Math.round(s * 1000) / 1000})`}">${body}</g>`;
}
