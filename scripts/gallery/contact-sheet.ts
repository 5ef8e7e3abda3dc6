/**
 * Review aid: one PNG contact sheet per album in /tmp (gallery-<album-id>.png).
 *
 *   npx tsx scripts/gallery/contact-sheet.ts [album-id ...] [--svg] [--big]
 *
 * By default it reads the encoded 400 px WebP thumbnails from public/gallery (so
 * compression is visible); --svg renders straight from the scene source instead
 * (fast iteration before running the generator). --big uses 600 px tiles.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { albums } from '../../app/content/celebrations';
import { photoSvg } from './lib/render';
import { scenes } from './scenes/index';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const fromSvg = args.includes('--svg');
const tileW = args.includes('--big') ? 600 : 400;
const picked = args.filter((a) => !a.startsWith('--'));

for (const album of albums) {
  if (picked.length && !picked.includes(album.id)) continue;
  const list = scenes[album.id] ?? [];
  const cols = album.photos.length > 6 ? 4 : 3;
  const tileH = (tileW * 3) / 4;
  const gap = 12;
  const rows = Math.ceil(album.photos.length / cols);
  const composites: sharp.OverlayOptions[] = [];
  for (const [i, photo] of album.photos.entries()) {
    let input: Buffer;
    const nn = String(i + 1).padStart(2, '0');
    if (fromSvg) {
      const scene = list[i];
      if (!scene) continue;
      input = await sharp(Buffer.from(photoSvg(scene, `${album.id}/${nn}`, tileW))).png().toBuffer();
    } else {
      const file = path.join(ROOT, 'public', photo.thumb.webp);
      if (!existsSync(file)) continue;
      input = await sharp(file).resize({ width: tileW }).png().toBuffer();
    }
    composites.push({ input, left: gap + (i % cols) * (tileW + gap), top: gap + Math.floor(i / cols) * (tileH + gap) });
  }
  const out = `/tmp/gallery-${album.id}.png`;
  await sharp({ create: { width: gap + cols * (tileW + gap), height: gap + rows * (tileH + gap), channels: 3, background: '#ffffff' } })
    .composite(composites)
    .png()
    .toFile(out);
  console.log(out);
}
