/** Scene → SVG → raw RGB pixels. */
import sharp from 'sharp';
import { H, Ids, W, rng, seedOf, type Ctx } from './core';
import { resetPersonIds } from './person';
import type { Scene } from '../scenes/index';

export function photoSvg(scene: Scene, seedKey: string, width: number): string {
  resetPersonIds();
  const ctx: Ctx = { r: rng(seedOf(seedKey)), ids: new Ids(), W, H };
  const body = scene(ctx);
  const height = Math.round((width * H) / W);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

export async function renderRaw(svg: string): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
