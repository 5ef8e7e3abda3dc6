/** Monogram mark (favicons, app icons) and the Open Graph card. */
import { C, FONT, glow, Ids, rng } from '../lib/svg';
import { heroBackdrop, platformIllustration } from './heroes';

/**
 * The "K" monogram on a 64-unit grid: white stem and arm, amber leg set off
 * by a small gap (the "edge").
 */
export function monogramGlyph(): string {
  return (
    `<rect x="17" y="14" width="9" height="36" rx="1" fill="${C.white}"/>` +
    `<polygon points="26,27 39,14 50,14 26,38" fill="${C.white}"/>` +
    `<polygon points="32.25,35.25 47,50 36,50 26.75,40.75" fill="${C.accent}"/>`
  );
}

/** Rounded-square icon (favicon.svg, PWA "any" icons). */
export function monogramIcon(size: number, opts: { rounded?: boolean; safeScale?: number } = {}): string {
  const { rounded = true, safeScale = 1 } = opts;
  const inset = (64 - 64 * safeScale) / 2;
  const bg = `<defs><linearGradient id="kbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.primaryLight}"/><stop offset="0.55" stop-color="${C.primary}"/><stop offset="1" stop-color="${C.primaryDark}"/></linearGradient></defs>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${bg}<rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="url(#kbg)"/><g transform="translate(${inset} ${inset}) scale(${safeScale})">${monogramGlyph()}</g></svg>`;
}

/** Hand-tuned favicon.svg (no gradient so it stays crisp and tiny). */
export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${C.primary}"/>${monogramGlyph()}</svg>\n`;
}

export const OG_W = 1200;
export const OG_H = 630;

export function ogImage(): string {
  const ids = new Ids();
  const r = rng(707);
  // The hero backdrop is drawn for 1600 x 900; scale it to cover 1200 x 630.
  const k = OG_W / 1600;
  const body = [
    `<g transform="scale(${k}) translate(0 ${-(900 - OG_H / k) / 2})">${heroBackdrop(ids, { x: 1220, y: 450 })}</g>`,
    glow(ids, 900, 300, 360, 300, C.primaryLight, 0.35),
    `<g transform="translate(${920 - 1150 * 0.58} ${300 - 400 * 0.58}) scale(0.58)">${platformIllustration(ids, r, 1150, 400, 30)}</g>`,
    // Brand block.
    `<g transform="translate(80 132) scale(1.375)"><rect width="64" height="64" rx="14" fill="${C.primaryLight}"/>${monogramGlyph()}</g>`,
    `<text x="80" y="318" font-family="${FONT}" font-size="62" font-weight="700" fill="${C.white}" letter-spacing="-1">Kairav Technologies</text>`,
    `<rect x="82" y="348" width="64" height="6" rx="3" fill="${C.accent}"/>`,
    `<text x="80" y="408" font-family="${FONT}" font-size="32" font-weight="400" fill="${C.accentSoft}">Energy, Edge, Entrepreneurship</text>`,
    `<text x="80" y="540" font-family="${FONT}" font-size="24" fill="${C.slate200}">Cloud platforms · Digital engineering · Startup partnerships</text>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_W}" height="${OG_H}" viewBox="0 0 ${OG_W} ${OG_H}">${body.join('')}</svg>`;
}
