/**
 * Company roadmap as standalone SVG (not rasterised): a horizontal timeline
 * for wide screens and a vertical one for phones. Both carry role="img",
 * a <title> and a <desc>, and draw their own light card so they read on any
 * section background.
 */
import { roadmapSvg, roadmapVerticalSvg } from '../../../app/model/built-in-images.ts';
import { C, FONT } from '../lib/svg';

export interface Milestone {
  year: number;
  /** Title split into lines for the horizontal layout (joined by a space in the vertical one). */
  lines: string[];
}

export const MILESTONES: Milestone[] = [
  { year: 2016, lines: ['Kairav Cloud', 'founded'] },
  { year: 2018, lines: ['First fintech', 'platform'] },
  { year: 2020, lines: ['Thor platform', 'v1'] },
  { year: 2022, lines: ['RPA & BI', 'practice'] },
  { year: 2023, lines: ['Dubai sales', 'office'] },
  { year: 2024, lines: ['AI solutions'] },
  { year: 2026, lines: ['25+ platforms', 'managed'] },
];

const FIRST = 2016;
const LAST = 2026;

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function header(id: string, w: number, h: number): string {
  const desc = MILESTONES.map((m) => `${m.year}: ${m.lines.join(' ')}`).join('; ');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="${id}-title ${id}-desc" font-family="${FONT.replace(/"/g, "'")}">\n` +
    `  <title id="${id}-title">Kairav Technologies roadmap, ${FIRST} to ${LAST}</title>\n` +
    `  <desc id="${id}-desc">${esc(desc)}.</desc>\n`
  );
}

const ROADMAP_W = roadmapSvg.width;
const ROADMAP_H = roadmapSvg.height;

export function roadmapHorizontal(): string {
  const w = ROADMAP_W;
  const h = ROADMAP_H;
  const left = 112;
  const step = (w - 2 * left) / (LAST - FIRST);
  const ribbonY = 202;
  const ribbonH = 36;
  const cardW = 172;
  const cardH = 104;
  const xOf = (year: number) => left + (year - FIRST) * step;
  const milestoneYears = new Set(MILESTONES.map((m) => m.year));
  const out: string[] = [header('roadmap', w, h)];
  out.push(
    `  <defs>\n    <linearGradient id="roadmap-ribbon" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.primaryDark}"/><stop offset="0.6" stop-color="${C.primary}"/><stop offset="1" stop-color="${C.primaryLight}"/></linearGradient>\n  </defs>\n`,
    `  <rect width="${w}" height="${h}" rx="24" fill="${C.slate50}"/>\n`,
    // ribbon with an arrow tip
    `  <path d="M${left - 56} ${ribbonY + ribbonH / 2} a${ribbonH / 2} ${ribbonH / 2} 0 0 1 ${ribbonH / 2} ${-ribbonH / 2} H${w - 62} l26 ${ribbonH / 2} l-26 ${ribbonH / 2} H${left - 56 + ribbonH / 2} a${ribbonH / 2} ${ribbonH / 2} 0 0 1 ${-ribbonH / 2} ${-ribbonH / 2} Z" fill="url(#roadmap-ribbon)"/>\n`,
  );
  // years on the ribbon
  out.push('  <g font-size="15" text-anchor="middle">\n');
  for (let y = FIRST; y <= LAST; y += 1) {
    const on = milestoneYears.has(y);
    out.push(
      `    <text x="${xOf(y)}" y="${ribbonY + 23.5}" fill="${on ? C.white : C.slate200}" font-weight="${on ? 700 : 400}">${y}</text>\n`,
    );
  }
  out.push('  </g>\n');

  MILESTONES.forEach((m, i) => {
    const above = i % 2 === 0;
    const cx = xOf(m.year);
    const x = cx - cardW / 2;
    const y = above ? ribbonY - 34 - cardH : ribbonY + ribbonH + 34;
    const lineFrom = above ? y + cardH : ribbonY + ribbonH;
    const lineTo = above ? ribbonY : y;
    const dotY = above ? ribbonY - 1 : ribbonY + ribbonH + 1;
    const last = i === MILESTONES.length - 1;
    out.push(
      `  <g>\n`,
      `    <line x1="${cx}" y1="${lineFrom}" x2="${cx}" y2="${lineTo}" stroke="${C.slate500}" stroke-width="2" stroke-dasharray="3 4"/>\n`,
      `    <circle cx="${cx}" cy="${dotY}" r="7" fill="${C.accent}" stroke="${C.slate50}" stroke-width="3"/>\n`,
      `    <rect x="${x}" y="${y}" width="${cardW}" height="${cardH}" rx="14" fill="${last ? C.primary : C.white}" stroke="${last ? C.primary : C.slate200}" stroke-width="1.5"/>\n`,
      `    <rect x="${x + 18}" y="${y + 16}" width="28" height="5" rx="2.5" fill="${last ? C.accent : i % 3 === 1 ? C.teal : C.accent}"/>\n`,
      `    <text x="${x + 18}" y="${y + 44}" font-size="15" font-weight="700" fill="${last ? C.accentSoft : C.primary}">${m.year}</text>\n`,
      m.lines
        .map(
          (line, k) =>
            `    <text x="${x + 18}" y="${y + 68 + k * 21}" font-size="17" font-weight="600" fill="${last ? C.white : C.slate900}">${esc(line)}</text>\n`,
        )
        .join(''),
      `  </g>\n`,
    );
  });
  out.push('</svg>\n');
  return out.join('');
}

const ROADMAP_V_W = roadmapVerticalSvg.width;
const ROADMAP_V_H = roadmapVerticalSvg.height;

export function roadmapVertical(): string {
  const w = ROADMAP_V_W;
  const pitch = 96;
  const top = 28;
  const cardH = 76;
  const h = top * 2 + (MILESTONES.length - 1) * pitch + cardH;
  if (h !== ROADMAP_V_H) throw new Error(`roadmapVerticalSvg.height in built-in-images.ts must be ${h}`);
  const lineX = 40;
  const out: string[] = [header('roadmap-v', w, h)];
  out.push(
    `  <defs>\n    <linearGradient id="roadmap-v-line" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.primaryDark}"/><stop offset="0.6" stop-color="${C.primary}"/><stop offset="1" stop-color="${C.primaryLight}"/></linearGradient>\n  </defs>\n`,
    `  <rect width="${w}" height="${h}" rx="20" fill="${C.slate50}"/>\n`,
    `  <rect x="${lineX - 5}" y="${top + 10}" width="10" height="${h - 2 * top - 20}" rx="5" fill="url(#roadmap-v-line)"/>\n`,
  );
  MILESTONES.forEach((m, i) => {
    const y = top + i * pitch;
    const cy = y + cardH / 2;
    const last = i === MILESTONES.length - 1;
    out.push(
      `  <g>\n`,
      `    <circle cx="${lineX}" cy="${cy}" r="10" fill="${C.accent}" stroke="${C.slate50}" stroke-width="4"/>\n`,
      `    <line x1="${lineX + 14}" y1="${cy}" x2="${lineX + 28}" y2="${cy}" stroke="${C.slate500}" stroke-width="2"/>\n`,
      `    <rect x="${lineX + 28}" y="${y}" width="${w - lineX - 28 - 18}" height="${cardH}" rx="14" fill="${last ? C.primary : C.white}" stroke="${last ? C.primary : C.slate200}" stroke-width="1.5"/>\n`,
      `    <text x="${lineX + 48}" y="${y + 30}" font-size="15" font-weight="700" fill="${last ? C.accentSoft : C.primary}">${m.year}</text>\n`,
      `    <text x="${lineX + 48}" y="${y + 56}" font-size="18" font-weight="600" fill="${last ? C.white : C.slate900}">${esc(m.lines.join(' '))}</text>\n`,
      `  </g>\n`,
    );
  });
  out.push('</svg>\n');
  return out.join('');
}
