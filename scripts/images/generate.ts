/**
 * Generates every site image from SVG source (no downloads).
 *
 *   npx tsx scripts/images/generate.ts            # everything
 *   npx tsx scripts/images/generate.ts hero-startups avatar-client-1   # only these
 *   npx tsx scripts/images/generate.ts --static   # favicons, OG image, roadmap only
 *
 * Names, intrinsic sizes and widths come from app/model/built-in-images.ts.
 * Output: public/images/<name>-<width>.avif|webp (+ <name>-<middle>.jpg), and the
 * static assets listed in ./static-assets.ts. Fails if any file exceeds 200 KB or a
 * "white text" zone would not give WCAG AA contrast.
 */
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { imageManifest, imageNames, type ImageName } from '../../app/model/built-in-images.ts';
import { svgDoc } from './lib/svg';
import { contrastZones, scenes } from './scenes/index';
import { writeStaticAssets } from './static-assets';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PUBLIC = path.join(ROOT, 'public');
const OUT = path.join(PUBLIC, 'images');

export const MAX_BYTES = 200 * 1024;

const ENCODE = {
  avif: { quality: 60, effort: 6, chromaSubsampling: '4:4:4' },
  webp: { quality: 75, effort: 6, smartSubsample: true },
  jpeg: { quality: 75, mozjpeg: true, progressive: true },
} as const;

/** Render one scene at one output width to an opaque RGB raw buffer. */
export async function renderScene(name: ImageName, width: number): Promise<{ data: Buffer; width: number; height: number }> {
  const e = imageManifest[name];
  const height = Math.round((width * e.height) / e.width);
  if (Math.abs((width * e.height) / e.width - height) > 0.01) {
    throw new Error(`${name}: width ${width} gives a fractional height; pick widths that keep ${e.width}x${e.height} exact`);
  }
  const svg = svgDoc(e.width, e.height, scenes[name](e.width, e.height), { width, height });
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: e.background })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height) {
    throw new Error(`${name}: rendered ${info.width}x${info.height}, expected ${width}x${height}`);
  }
  return { data, width, height };
}

function luminance(r: number, g: number, b: number): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Lowest contrast ratio of white text against any pixel of the zone. */
function minWhiteContrast(raw: { data: Buffer; width: number; height: number }, x0: number, x1: number): number {
  let maxL = 0;
  const from = Math.floor(raw.width * x0);
  const to = Math.ceil(raw.width * x1);
  for (let y = 0; y < raw.height; y += 1) {
    for (let x = from; x < to; x += 1) {
      const i = (y * raw.width + x) * 3;
      const l = luminance(raw.data[i] ?? 0, raw.data[i + 1] ?? 0, raw.data[i + 2] ?? 0);
      if (l > maxL) maxL = l;
    }
  }
  return 1.05 / (maxL + 0.05);
}

async function writeChecked(file: string, buf: Buffer, written: Map<string, number>): Promise<void> {
  if (buf.length > MAX_BYTES) throw new Error(`${path.relative(ROOT, file)} is ${buf.length} bytes (> ${MAX_BYTES})`);
  await writeFile(file, buf);
  written.set(file, buf.length);
}

async function generateResponsive(name: ImageName, written: Map<string, number>): Promise<void> {
  const e = imageManifest[name];
  const zone = contrastZones[name];
  for (const w of e.widths) {
    const raw = await renderScene(name, w);
    if (zone && w === e.widths[e.widths.length - 1]) {
      const ratio = minWhiteContrast(raw, zone[0], zone[1]);
      if (ratio < 4.5) throw new Error(`${name}: white text zone contrast ${ratio.toFixed(2)} < 4.5`);
      console.log(`  ${name}: white-text zone ${Math.round(zone[0] * 100)}–${Math.round(zone[1] * 100)} % min contrast ${ratio.toFixed(2)}:1`);
    }
    const img = () => sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } });
    const base = path.join(OUT, `${name}-${w}`);
    await writeChecked(`${base}.avif`, await img().avif(ENCODE.avif).toBuffer(), written);
    await writeChecked(`${base}.webp`, await img().webp(ENCODE.webp).toBuffer(), written);
    if (`/images/${name}-${w}.jpg` === e.fallback) {
      await writeChecked(`${base}.jpg`, await img().jpeg(ENCODE.jpeg).toBuffer(), written);
    }
  }
  const fallbackFile = path.join(PUBLIC, e.fallback);
  if (!written.has(fallbackFile)) throw new Error(`${name}: fallback ${e.fallback} does not match any width`);
}

/** Remove renditions in public/images that the manifest no longer produces. */
async function pruneStale(written: Map<string, number>): Promise<void> {
  for (const f of await readdir(OUT)) {
    const full = path.join(OUT, f);
    if (/-\d+\.(avif|webp|jpg)$/.test(f) && !written.has(full)) {
      await unlink(full);
      console.log(`  removed stale ${f}`);
    }
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const onlyStatic = args.includes('--static');
  const picked = args.filter((a) => !a.startsWith('--'));
  for (const p of picked) {
    if (!(p in imageManifest)) throw new Error(`unknown image "${p}"; known: ${imageNames.join(', ')}`);
  }
  await mkdir(OUT, { recursive: true });
  const written = new Map<string, number>();

  const names = onlyStatic ? [] : picked.length ? (picked as ImageName[]) : imageNames;
  for (const name of names) {
    await generateResponsive(name, written);
  }
  if (picked.length === 0) {
    await writeStaticAssets(PUBLIC, (file, buf) => writeChecked(file, buf, written));
  }
  if (picked.length === 0 && !onlyStatic) await pruneStale(written);

  let total = 0;
  for (const [file, bytes] of [...written].sort(([a], [b]) => a.localeCompare(b))) {
    total += bytes;
    console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${path.relative(ROOT, file)}`);
  }
  console.log(`${written.size} files written, ${(total / 1024).toFixed(1)} KB`);
  let dirTotal = 0;
  for (const f of await readdir(OUT)) dirTotal += (await stat(path.join(OUT, f))).size;
  console.log(`public/images total: ${(dirTotal / 1024).toFixed(1)} KB`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
