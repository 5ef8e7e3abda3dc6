/**
 * Review sheet: renders SVGs to PNG with sharp and tiles them into one image.
 *
 *   npx tsx scripts/content-art/solutions/preview.ts out.png tileWidth columns file.svg…
 */
import sharp from "sharp";

const [out, tileArg, colArg, ...files] = process.argv.slice(2);
if (!out || !tileArg || !colArg || files.length === 0) {
  console.error("usage: preview.ts out.png tileWidth columns file.svg…");
  process.exit(1);
}
const tile = Number(tileArg);
const cols = Number(colArg);
const gap = 12;

const images = await Promise.all(
  files.map(async (f) => {
    const buf = await sharp(f, { density: 144 }).resize({ width: tile }).png().toBuffer();
    const meta = await sharp(buf).metadata();
    return { buf, w: meta.width ?? tile, h: meta.height ?? tile };
  }),
);
const rowH = Math.max(...images.map((i) => i.h));
const rows = Math.ceil(images.length / cols);
const width = cols * tile + (cols + 1) * gap;
const height = rows * rowH + (rows + 1) * gap;
await sharp({ create: { width, height, channels: 3, background: "#cbd5e1" } })
  .composite(images.map((img, i) => ({ input: img.buf, left: gap + (i % cols) * (tile + gap), top: gap + Math.floor(i / cols) * (rowH + gap) })))
  .png()
  .toFile(out);
console.log(`${out}: ${width}x${height}`);
