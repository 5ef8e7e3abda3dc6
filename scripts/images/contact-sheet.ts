/**
 * Review aid: composes every generated image into one PNG (default /tmp/kairav-contact-sheet.png).
 *
 *   npx tsx scripts/images/contact-sheet.ts [out.png] [--format=avif|webp|jpg] [--only=name,name]
 *
 * Reads the encoded files from public/images (so compression artefacts are visible).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { imageManifest, imageNames, type ImageName } from '../../app/model/built-in-images.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const out = args.find((a) => !a.startsWith('--')) ?? '/tmp/kairav-contact-sheet.png';
const format = args.find((a) => a.startsWith('--format='))?.split('=')[1] ?? 'webp';
const only = args.find((a) => a.startsWith('--only='))?.split('=')[1]?.split(',');

interface Tile {
  label: string;
  file: string;
  w: number;
}

const tiles: Tile[] = [];
for (const name of imageNames as ImageName[]) {
  if (only && !only.includes(name)) continue;
  const e = imageManifest[name];
  const width = format === 'jpg' ? Number(/-(\d+)\.jpg$/.exec(e.fallback)?.[1]) : (e.widths[e.widths.length - 1] ?? e.width);
  const tileW = e.width >= 1600 ? 800 : e.width === e.height ? (e.width > 300 ? 320 : 192) : 480;
  tiles.push({ label: `${name} (${width}w ${format})`, file: path.join(ROOT, 'public/images', `${name}-${width}.${format}`), w: tileW });
}
for (const [label, file, w] of [
  ['og-default.png', 'public/images/og-default.png', 800],
  ['roadmap.svg', 'public/images/roadmap.svg', 1120],
  ['roadmap-vertical.svg', 'public/images/roadmap-vertical.svg', 390],
  ['favicon.svg', 'public/favicon.svg', 128],
  ['apple-touch-icon.png', 'public/apple-touch-icon.png', 180],
  ['icon-maskable-512.png', 'public/icon-maskable-512.png', 192],
] as Array<[string, string, number]>) {
  if (!only || only.includes(label)) tiles.push({ label, file: path.join(ROOT, file), w });
}

const SHEET_W = 1680;
const PAD = 20;
const LABEL = 26;
const composites: sharp.OverlayOptions[] = [];
let x = PAD;
let y = PAD;
let rowH = 0;
for (const t of tiles) {
  if (!existsSync(t.file)) {
    console.warn(`missing ${t.file}`);
    continue;
  }
  const buf = await sharp(t.file, { density: 144 }).resize({ width: t.w }).png().toBuffer();
  const meta = await sharp(buf).metadata();
  const h = meta.height ?? t.w;
  if (x + t.w > SHEET_W - PAD) {
    x = PAD;
    y += rowH + PAD;
    rowH = 0;
  }
  composites.push({ input: buf, left: x, top: y + LABEL });
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${t.w}" height="${LABEL}"><text x="0" y="18" font-family="Liberation Sans, sans-serif" font-size="15" fill="#334155">${t.label}</text></svg>`,
  );
  composites.push({ input: label, left: x, top: y });
  x += t.w + PAD;
  rowH = Math.max(rowH, h + LABEL);
}
const height = y + rowH + PAD;
await sharp({ create: { width: SHEET_W, height, channels: 3, background: '#ffffff' } })
  .composite(composites)
  .png()
  .toFile(out);
console.log(`${out} (${SHEET_W}x${height}, ${tiles.length} tiles)`);
