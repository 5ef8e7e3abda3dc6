/**
 * Draws every "Our Celebrations" photo as an SVG illustration and encodes it with sharp.
 *
 *   npx tsx scripts/gallery/generate.ts                     # all albums
 *   npx tsx scripts/gallery/generate.ts annual-day theme-day   # only these albums
 *
 * Albums, their order and photo counts come from app/content/celebrations.ts; the
 * scene functions per album live in ./scenes. Randomness is seeded per photo
 * ("<album-id>/<nn>"), so re-running gives byte-identical SVG.
 *
 * Output per photo in public/gallery/<album-id>/<nn>-<width>.<ext>:
 *   1200 and 800: AVIF + WebP;  400 (thumbnail): AVIF + WebP + JPEG.
 * Fails if a full WebP is 120 KB or more, a thumbnail 25 KB or more, or the
 * whole of public/gallery reaches 5 MB. Stale files and album folders are removed.
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { albums, GALLERY_PHOTO_SIZE, GALLERY_WIDTHS } from '../../app/content/celebrations';
import { photoSvg, renderRaw } from './lib/render';
import { scenes } from './scenes/index';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT = path.join(ROOT, 'public', 'gallery');

const KB = 1024;
const LIMITS = { full: 120 * KB, thumb: 25 * KB, total: 5 * KB * KB };

/** Encoder settings per width; flat illustrations compress well at modest quality. */
const ENCODE: Record<(typeof GALLERY_WIDTHS)[number], { avif: sharp.AvifOptions; webp: sharp.WebpOptions }> = {
  400: { avif: { quality: 50, effort: 6 }, webp: { quality: 72, effort: 6, smartSubsample: true } },
  800: { avif: { quality: 45, effort: 6 }, webp: { quality: 68, effort: 6, smartSubsample: true } },
  1200: { avif: { quality: 42, effort: 6 }, webp: { quality: 66, effort: 6, smartSubsample: true } },
};
const JPEG: sharp.JpegOptions = { quality: 72, mozjpeg: true, progressive: true };

function checkAgreement(): void {
  const known = new Set(albums.map((a) => a.id));
  for (const album of albums) {
    const list = scenes[album.id];
    if (!list) throw new Error(`no scenes for album "${album.id}" (add it to scripts/gallery/scenes/index.ts)`);
    if (list.length !== album.photos.length) {
      throw new Error(`album "${album.id}": ${album.photos.length} photos in app/content/celebrations.ts but ${list.length} scenes`);
    }
  }
  for (const id of Object.keys(scenes)) {
    if (!known.has(id)) throw new Error(`scenes for unknown album "${id}"`);
  }
  const { width, height } = GALLERY_PHOTO_SIZE;
  for (const w of GALLERY_WIDTHS) {
    if ((w * height) % width !== 0) throw new Error(`width ${w} gives a fractional height for ${width}x${height}`);
  }
}

async function main(): Promise<void> {
  checkAgreement();
  const picked = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  for (const p of picked) {
    if (!albums.some((a) => a.id === p)) throw new Error(`unknown album "${p}"; known: ${albums.map((a) => a.id).join(', ')}`);
  }
  await mkdir(OUT, { recursive: true });
  const problems: string[] = [];
  const expected = new Map<string, Set<string>>();

  for (const album of albums) {
    const files = new Set<string>();
    expected.set(album.id, files);
    for (const [i, photo] of album.photos.entries()) {
      const nn = String(i + 1).padStart(2, '0');
      for (const w of GALLERY_WIDTHS) {
        files.add(`${nn}-${w}.avif`).add(`${nn}-${w}.webp`);
        if (w === 400) files.add(`${nn}-${w}.jpg`);
      }
      if (picked.length && !picked.includes(album.id)) continue;
      const dir = path.join(OUT, album.id);
      await mkdir(dir, { recursive: true });
      const scene = scenes[album.id]![i]!;
      const sizes: string[] = [];
      for (const w of GALLERY_WIDTHS) {
        const raw = await renderRaw(photoSvg(scene, `${album.id}/${nn}`, w));
        const h = (w * GALLERY_PHOTO_SIZE.height) / GALLERY_PHOTO_SIZE.width;
        if (raw.width !== w || raw.height !== h) throw new Error(`${photo.id}: rendered ${raw.width}x${raw.height}, expected ${w}x${h}`);
        const img = () => sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } });
        const outputs: Array<[string, Buffer]> = [
          ['avif', await img().avif(ENCODE[w].avif).toBuffer()],
          ['webp', await img().webp(ENCODE[w].webp).toBuffer()],
        ];
        if (w === 400) outputs.push(['jpg', await img().jpeg(JPEG).toBuffer()]);
        for (const [ext, buf] of outputs) {
          const name = `${nn}-${w}.${ext}`;
          await writeFile(path.join(dir, name), buf);
          sizes.push(`${w}.${ext} ${(buf.length / KB).toFixed(1)}`);
          if (w === 400 && buf.length >= LIMITS.thumb) problems.push(`${album.id}/${name} is ${(buf.length / KB).toFixed(1)} KB (thumbnail limit 25 KB)`);
          if (w === 1200 && ext === 'webp' && buf.length >= LIMITS.full) problems.push(`${album.id}/${name} is ${(buf.length / KB).toFixed(1)} KB (full WebP limit 120 KB)`);
        }
      }
      console.log(`${album.id}/${nn}  ${sizes.join('  ')}`);
    }
  }

  // prune stale files and album folders
  for (const entry of await readdir(OUT, { withFileTypes: true })) {
    const full = path.join(OUT, entry.name);
    const files = expected.get(entry.name);
    if (!entry.isDirectory() || !files) {
      await rm(full, { recursive: true, force: true });
      console.log(`removed stale ${path.relative(ROOT, full)}`);
      continue;
    }
    for (const f of await readdir(full)) {
      if (!files.has(f)) {
        await rm(path.join(full, f), { force: true });
        console.log(`removed stale ${entry.name}/${f}`);
      }
    }
  }

  let total = 0;
  let count = 0;
  for (const album of albums) {
    const dir = path.join(OUT, album.id);
    let albumTotal = 0;
    for (const f of await readdir(dir).catch(() => [] as string[])) {
      albumTotal += (await stat(path.join(dir, f))).size;
      count += 1;
    }
    total += albumTotal;
    console.log(`${album.id.padEnd(24)} ${String(album.photos.length).padStart(2)} photos  ${(albumTotal / KB).toFixed(0).padStart(5)} KB`);
  }
  console.log(`public/gallery: ${count} files, ${(total / KB / KB).toFixed(2)} MB`);
  if (total >= LIMITS.total) problems.push(`public/gallery is ${(total / KB / KB).toFixed(2)} MB (limit 5 MB)`);
  if (problems.length) throw new Error(`size budget exceeded:\n  ${problems.join('\n  ')}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
