/** Favicons, app icons, web manifest, Open Graph image and the roadmap SVGs. */
import path from 'node:path';
import sharp from 'sharp';
import { ogImage as og } from '../../app/model/built-in-images.ts';
import { C } from './lib/svg';
import { faviconSvg, monogramIcon, OG_H, OG_W, ogImage } from './scenes/brand';
import { roadmapHorizontal, roadmapVertical } from './scenes/roadmap';

type Write = (file: string, buf: Buffer) => Promise<void>;

const PNG = { compressionLevel: 9, effort: 10, palette: true, quality: 95 } as const;

async function png(svg: string, opts: sharp.PngOptions = PNG): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png(opts).toBuffer();
}

/** Minimal ICO container holding PNG payloads (supported by every current browser). */
export function icoFromPngs(images: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const dir = Buffer.alloc(16 * images.length);
  let offset = header.length + dir.length;
  images.forEach(({ size, data }, i) => {
    const o = i * 16;
    dir.writeUInt8(size >= 256 ? 0 : size, o); // width
    dir.writeUInt8(size >= 256 ? 0 : size, o + 1); // height
    dir.writeUInt8(0, o + 2); // palette colours
    dir.writeUInt8(0, o + 3); // reserved
    dir.writeUInt16LE(1, o + 4); // colour planes
    dir.writeUInt16LE(32, o + 6); // bits per pixel
    dir.writeUInt32LE(data.length, o + 8);
    dir.writeUInt32LE(offset, o + 12);
    offset += data.length;
  });
  return Buffer.concat([header, dir, ...images.map((i) => i.data)]);
}

export async function writeStaticAssets(publicDir: string, write: Write): Promise<void> {
  const pub = (f: string) => path.join(publicDir, f);

  // Favicons.
  const favicon = faviconSvg();
  await write(pub('favicon.svg'), Buffer.from(favicon));
  const icoSizes = [16, 32, 48];
  const icoPngs = await Promise.all(
    icoSizes.map(async (size) => ({
      size,
      data: await sharp(Buffer.from(favicon), { density: (72 * size) / 64 })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    })),
  );
  await write(pub('favicon.ico'), icoFromPngs(icoPngs));

  // Apple touch icon: opaque, full bleed (iOS applies its own mask).
  await write(pub('apple-touch-icon.png'), await png(monogramIcon(180, { rounded: false, safeScale: 0.8 })));
  // PWA icons.
  await write(pub('icon-192.png'), await png(monogramIcon(192)));
  await write(pub('icon-512.png'), await png(monogramIcon(512)));
  await write(pub('icon-maskable-512.png'), await png(monogramIcon(512, { rounded: false, safeScale: 0.66 })));

  const manifest = {
    name: 'Kairav Technologies',
    short_name: 'Kairav',
    description: 'Energy, Edge, Entrepreneurship',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: C.primary,
    background_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  await write(pub('site.webmanifest'), Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));

  // Open Graph image.
  if (og.width !== OG_W || og.height !== OG_H) throw new Error('ogImage size in built-in-images.ts does not match the scene');
  await write(pub(og.src), await png(ogImage(), { ...PNG, quality: 90, dither: 0.6 }));

  // Roadmap diagrams (vector, checked in as written).
  await write(pub('images/roadmap.svg'), Buffer.from(roadmapHorizontal()));
  await write(pub('images/roadmap-vertical.svg'), Buffer.from(roadmapVertical()));
}
