/** Annual Day: stage, lights, awards, performances and the audience. */
import { C, E, between, glow, gradRect, n, pick, shade, tint, vignette, type Ctx } from '../lib/core';
import { bigTrophy, bouquet, lampTaper, mic } from '../lib/items';
import { person, randomLook, type Look, type Pose } from '../lib/person';
import {
  audience,
  balloon,
  beam,
  bokeh,
  brassLamp,
  bunting,
  confetti,
  curtains,
  fireworks,
  podium,
  sparkles,
  spotlightFixture,
  stageFloor,
  star,
  toran,
  trophy,
  truss,
} from '../lib/props';

const PARTY = [E.marigold, E.rani, C.teal, '#ffd36b', C.white, E.lilac, E.coral] as const;

function dancers(ctx: Ctx, count: number, color: string, border: string): Look[] {
  return Array.from({ length: count }, (_, i) => {
    const base = randomLook(ctx.r, 'ethnic', { fem: i % 2 === 0 });
    base.outfit = i % 2 === 0 ? { kind: 'anarkali', color, border } : { kind: 'kurta', color, trim: border, bottom: border === E.gold ? E.cream : border };
    if (base.hair === 'turban' || base.hair === 'scarf') base.hair = i % 2 === 0 ? 'bun' : 'short';
    return base;
  });
}

function backdrop(ctx: Ctx, top: string, bottom: string, h = ctx.H): string {
  return gradRect(ctx, 0, 0, ctx.W, h, [[0, top], [1, bottom]]);
}

/** Dotted LED wall. */
function ledWall(ctx: Ctx, x: number, y: number, w: number, h: number, c1: string, c2: string): string {
  const id = ctx.ids.next('led');
  const pat = `<defs><pattern id="${id}p" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="2.2" fill="${C.white}" opacity="0.16"/></pattern></defs>`;
  return gradRect(ctx, x, y, w, h, [[0, c1], [1, c2]], { x1: 0, y1: 0, x2: 1, y2: 1 }) + pat + `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}p)"/>`;
}

/** 01 — the whole stage from the back of the hall. */
export function wideStage(ctx: Ctx): string {
  const p: string[] = [];
  p.push(backdrop(ctx, '#1a1440', '#2e1f5e'));
  p.push(ledWall(ctx, 230, 130, 740, 360, '#3b2a7a', '#7a2d6b'));
  p.push(glow(ctx, 600, 300, 300, 160, E.rani, 0.35));
  p.push(stageFloor(ctx, 500, 90, '#3a2c55', '#15102c'));
  const lights: Array<[number, number, string]> = [
    [300, 430, E.marigold],
    [480, 520, E.rani],
    [720, 520, C.teal],
    [900, 430, E.marigold],
  ];
  const ds = dancers(ctx, 5, E.marigold, E.rani);
  const poses: Pose[] = ['dance1', 'dance2', 'cheer', 'dance2', 'dance1'];
  ds.forEach((d, i) => p.push(person(d, 390 + i * 105, 575 - (i === 2 ? 10 : 0), 0.72, { pose: poses[i]!, mirror: i > 2, legs: i === 2 ? 'wide' : 'stand' })));
  lights.forEach(([, tx, c], i) => p.push(beam(ctx, 200 + i * 270, 120, tx, 590, 90, c, 0.3)));
  p.push(curtains(ctx, '#8a1f3a', 190, 110));
  p.push(truss(ctx, 100, '#4a4a6a'));
  for (let i = 0; i < 4; i += 1) p.push(spotlightFixture(200 + i * 270, 132, 1, i < 2 ? -25 : 25));
  p.push(audience(ctx, 4, 830, '#0c0a1e', { scale: 1.25, arms: 0.12, phones: 0.5 }));
  p.push(vignette(ctx, 0.3, '#05030f'));
  return p.join('');
}

/** 02 — trophy handed over at the podium under a warm spotlight. */
export function awardHandover(ctx: Ctx): string {
  const p: string[] = [];
  p.push(backdrop(ctx, '#15224f', '#2a1f5e'));
  p.push(bokeh(ctx, 26, [0, 0, ctx.W, 520], ['#ffd36b', E.rani, C.teal, '#a5b4fc'], 14, 44, 0.3));
  // emblem ring on the backdrop
  p.push(`<circle cx="600" cy="300" r="190" fill="none" stroke="${E.gold}" stroke-width="10" opacity="0.5"/><circle cx="600" cy="300" r="160" fill="none" stroke="${E.gold}" stroke-width="3" opacity="0.35"/>`);
  p.push(star(600, 300, 70, E.gold, 0) + `<circle cx="600" cy="300" r="26" fill="#15224f"/>`);
  p.push(stageFloor(ctx, 680, 100, '#2e2a56', '#100c26'));
  p.push(glow(ctx, 640, 650, 330, 330, '#ffd88a', 0.42));
  p.push(beam(ctx, 640, 0, 640, 760, 220, '#ffe4a0', 0.22));
  p.push(podium(230, 790, 1.25, C.primary, E.gold));
  const presenter = randomLook(ctx.r, 'stage', { fem: false });
  const winner = randomLook(ctx.r, 'ethnic', { fem: true });
  p.push(person(presenter, 520, 780, 1.55, { pose: 'clap' }));
  p.push(person(winner, 720, 790, 1.6, { pose: 'hold', mirror: true, itemBoth: (x, y) => trophy(x, y + 24, 1.05) }));
  const host = randomLook(ctx.r, 'stage', { fem: true });
  p.push(person(host, 990, 790, 1.45, { pose: 'clap', mirror: true }));
  p.push(audience(ctx, 1, 900, '#0a0a1c', { scale: 1.3, arms: 0.2, phones: 1 }));
  p.push(vignette(ctx, 0.3, '#05030f'));
  return p.join('');
}

/** 03 — group dance with crossing beams. */
export function groupDance(ctx: Ctx): string {
  const p: string[] = [];
  p.push(backdrop(ctx, '#24103d', '#4a1544'));
  p.push(ledWall(ctx, 0, 0, ctx.W, 600, '#2b0f47', '#6b1d55'));
  p.push(beam(ctx, 0, 0, 820, 760, 160, E.rani, 0.38), beam(ctx, 1200, 0, 380, 760, 160, E.marigold, 0.38), beam(ctx, 600, 0, 600, 760, 120, C.teal, 0.25));
  p.push(stageFloor(ctx, 600, 300, '#3b1f4f', '#1a0b24'));
  p.push(glow(ctx, 600, 780, 520, 110, E.rani, 0.35));
  const ds = dancers(ctx, 5, C.teal, E.gold);
  const spots: Array<[number, number, number, Pose, boolean]> = [
    [260, 790, 1.2, 'dance3', false],
    [430, 760, 1.15, 'dance1', false],
    [600, 800, 1.3, 'cheer', false],
    [770, 760, 1.15, 'dance1', true],
    [940, 790, 1.2, 'dance3', true],
  ];
  spots.forEach(([x, y, s, pose, m], i) => p.push(person(ds[i]!, x, y, s, { pose, mirror: m, legs: i === 2 ? 'wide' : i % 2 ? 'kick' : 'skip' })));
  p.push(sparkles(ctx, 30, [0, 0, ctx.W, 500], '#ffe9b0', 0.9));
  p.push(vignette(ctx, 0.32, '#0a0312'));
  return p.join('');
}

/** 04 — the winning team lifts the trophy in a shower of confetti. */
export function confettiWinners(ctx: Ctx): string {
  const p: string[] = [];
  p.push(backdrop(ctx, '#2a1650', '#5b2a6e'));
  p.push(glow(ctx, 600, 340, 520, 320, E.marigold, 0.35));
  p.push(stageFloor(ctx, 700, 200, '#3d2660', '#1d1036'));
  const team = Array.from({ length: 6 }, (_, i) => randomLook(ctx.r, i % 3 === 0 ? 'office' : 'stage', { fem: i % 2 === 0 }));
  const spots: Array<[number, number, number, Pose]> = [
    [250, 780, 1.35, 'cheer'],
    [390, 800, 1.45, 'wave'],
    [810, 800, 1.45, 'clap'],
    [950, 780, 1.35, 'cheer'],
    [520, 830, 1.55, 'cheer'],
  ];
  spots.forEach(([x, y, s, pose], i) => p.push(person(team[i]!, x, y, s, { pose, mirror: x > 600 })));
  p.push(person(team[5]!, 670, 840, 1.6, { pose: 'holdUp', itemR: bigTrophy, mirror: true }));
  p.push(confetti(ctx, 260, [0, 0, ctx.W, ctx.H], PARTY, 1.6));
  p.push(vignette(ctx, 0.28, '#120826'));
  return p.join('');
}

/** 05 — keynote at the podium, chart on the big screen. */
export function keynote(ctx: Ctx): string {
  const p: string[] = [];
  p.push(backdrop(ctx, '#101a3f', '#1c2a5e'));
  // big screen
  p.push(`<rect x="500" y="90" width="620" height="380" rx="10" fill="${C.slate900}"/><rect x="514" y="104" width="592" height="352" rx="6" fill="${C.primary}"/>`);
  const bars: string[] = [];
  [90, 130, 120, 180, 230, 290].forEach((h, i) => bars.push(`<rect x="${580 + i * 78}" y="${420 - h}" width="46" height="${h}" rx="4" fill="${i === 5 ? C.accent : C.teal}"/>`));
  p.push(bars.join(''));
  p.push(`<path d="M603 300 L681 270 L759 276 L837 220 L915 180 L993 120" fill="none" stroke="${C.white}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><circle cx="993" cy="120" r="9" fill="${C.accent}"/>`);
  p.push(`<rect x="560" y="130" width="160" height="14" rx="7" fill="${C.white}" opacity="0.6"/><rect x="560" y="154" width="100" height="10" rx="5" fill="${C.white}" opacity="0.3"/>`);
  p.push(stageFloor(ctx, 600, 140, '#263064', '#0d1330'));
  p.push(glow(ctx, 320, 520, 260, 300, '#ffe1a0', 0.3));
  const speaker = randomLook(ctx.r, 'office', { fem: true });
  p.push(person(speaker, 320, 700, 1.45, { pose: 'point', mirror: false }));
  p.push(podium(300, 760, 1.35, '#2a3f8f', E.gold));
  p.push(plantStage(130, 760), plantStage(1080, 760));
  p.push(audience(ctx, 2, 860, '#070b1c', { scale: 1.45 }));
  p.push(vignette(ctx, 0.26, '#03050f'));
  return p.join('');
}

function plantStage(x: number, y: number): string {
  const l: string[] = [];
  for (let i = 0; i < 7; i += 1) l.push(`<ellipse cx="0" cy="-40" rx="10" ry="42" transform="rotate(${-60 + i * 20})" fill="${i % 2 ? '#2f7d5b' : '#256b4c'}"/>`);
  return `<g transform="translate(${x} ${y})"><g transform="translate(0 -60)">${l.join('')}</g><path d="M-26 -64 L26 -64 L20 0 L-20 0 Z" fill="${E.gold}"/></g>`;
}

/** 06 — solo classical dancer in a single spotlight. */
export function soloDancer(ctx: Ctx): string {
  const p: string[] = [];
  p.push(backdrop(ctx, '#0e0b22', '#1a1233'));
  p.push(stageFloor(ctx, 560, 340, '#1e1838', '#0c0a1c'));
  p.push(beam(ctx, 600, 0, 600, 800, 230, '#ffe2a8', 0.32));
  p.push(`<ellipse cx="600" cy="790" rx="300" ry="70" fill="#ffe2a8" opacity="0.35"/>`);
  const dancer = randomLook(ctx.r, 'ethnic', { fem: true });
  dancer.outfit = { kind: 'anarkali', color: E.maroon, border: E.gold };
  dancer.hair = 'braid';
  dancer.earrings = E.gold;
  p.push(person(dancer, 600, 800, 1.75, { pose: 'dance2', legs: 'wide' }));
  // musicians in the half-light
  const m1 = randomLook(ctx.r, 'ethnic', { fem: false });
  const m2 = randomLook(ctx.r, 'ethnic', { fem: true });
  const haze = { color: '#120e28', amount: 0.55 };
  p.push(person(m1, 170, 800, 1.25, { pose: 'hold', haze }));
  p.push(drum(170, 770, '#5a3a3a'));
  p.push(person(m2, 1030, 800, 1.25, { pose: 'hold', haze, mirror: true }));
  p.push(`<g opacity="0.6">${brassLamp(880, 820, 0.9, 5)}</g>`);
  p.push(toran(0, 1200, 0, 24, 0));
  p.push(vignette(ctx, 0.4, '#000000'));
  return p.join('');
}

function drum(x: number, y: number, c: string): string {
  return `<ellipse cx="${x}" cy="${y - 60}" rx="60" ry="34" fill="${c}"/><rect x="${x - 60}" y="${y - 60}" width="120" height="10" fill="${c}"/><ellipse cx="${x - 60}" cy="${y - 55}" rx="10" ry="30" fill="${tint(c, 0.3)}"/><ellipse cx="${x + 60}" cy="${y - 55}" rx="10" ry="30" fill="${tint(c, 0.3)}"/><path d="M${x - 40} ${y - 88} L${x + 40} ${y - 24} M${x - 40} ${y - 24} L${x + 40} ${y - 88}" stroke="${E.cream}" stroke-width="2" opacity="0.4"/>`;
}

const guitar = (c: string) => (x: number, y: number) =>
  `<g transform="rotate(-30 ${n(x)} ${n(y)})"><rect x="${n(x + 10)}" y="${n(y - 6)}" width="90" height="9" fill="${E.woodDark}"/><path d="M${n(x - 40)} ${n(y - 24)} q20 -10 40 0 q18 -8 30 6 q10 14 -2 26 q-12 10 -28 4 q-20 14 -40 2 q-20 -16 0 -38 Z" fill="${c}"/><circle cx="${n(x - 8)}" cy="${n(y - 2)}" r="7" fill="${C.slate900}"/></g>`;

/** 07 — the office band on stage. */
export function band(ctx: Ctx): string {
  const p: string[] = [];
  p.push(backdrop(ctx, '#1b0f3a', '#3b1a5e'));
  p.push(ledWall(ctx, 120, 60, 960, 460, '#35207a', '#6b2a8a'));
  p.push(beam(ctx, 200, 0, 330, 760, 120, E.lilac, 0.32), beam(ctx, 600, 0, 600, 760, 120, E.rani, 0.3), beam(ctx, 1000, 0, 870, 760, 120, C.teal, 0.32));
  p.push(stageFloor(ctx, 560, 340, '#2b1d4f', '#120a26'));
  // drummer behind the kit
  const drummer = randomLook(ctx.r, 'office', { fem: false });
  drummer.outfit = { kind: 'tee', color: C.slate900, bottom: C.slate700 };
  p.push(person(drummer, 600, 700, 1.15, { pose: 'cheer', seated: true }));
  p.push(drumKit(600, 700));
  // keyboard
  const keys = randomLook(ctx.r, 'office', { fem: true });
  p.push(person(keys, 900, 770, 1.3, { pose: 'hold', mirror: true }));
  p.push(`<rect x="800" y="620" width="200" height="22" rx="4" fill="${C.slate900}"/><rect x="806" y="624" width="188" height="10" fill="${C.white}"/><path d="${Array.from({ length: 12 }, (_, i) => `M${818 + i * 15} 624 v7`).join(' ')}" stroke="${C.slate900}" stroke-width="5"/><path d="M830 642 L900 770 M970 642 L900 770" stroke="${C.slate700}" stroke-width="6"/>`);
  // singer + guitarist
  const singer = randomLook(ctx.r, 'stage', { fem: true });
  p.push(person(singer, 400, 870, 1.6, { pose: 'wave', itemL: mic }));
  const gtr = randomLook(ctx.r, 'retro', { fem: false });
  p.push(person(gtr, 180, 830, 1.5, { pose: 'arms', itemBoth: guitar(E.red) }));
  p.push(sparkles(ctx, 20, [100, 40, 1100, 420], '#f5e1ff', 0.8));
  p.push(vignette(ctx, 0.32, '#07031a'));
  return p.join('');
}

function drumKit(x: number, y: number): string {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="70" ry="70" fill="${E.red}"/><ellipse cx="${x}" cy="${y}" rx="54" ry="54" fill="${C.slate50}"/><circle cx="${x}" cy="${y}" r="12" fill="${E.red}"/>` +
    `<rect x="${x - 130}" y="${y - 40}" width="56" height="46" rx="6" fill="${E.red}"/><ellipse cx="${x - 102}" cy="${y - 40}" rx="28" ry="7" fill="${C.slate50}"/>` +
    `<rect x="${x + 74}" y="${y - 40}" width="56" height="46" rx="6" fill="${E.red}"/><ellipse cx="${x + 102}" cy="${y - 40}" rx="28" ry="7" fill="${C.slate50}"/>` +
    `<path d="M${x - 150} ${y + 70} L${x - 150} ${y - 130} M${x + 150} ${y + 70} L${x + 150} ${y - 120}" stroke="${C.slate500}" stroke-width="4"/><ellipse cx="${x - 150}" cy="${y - 130}" rx="44" ry="7" fill="${E.gold}"/><ellipse cx="${x + 150}" cy="${y - 120}" rx="40" ry="7" fill="${E.gold}"/>`
  );
}

/** 08 — the audience on its feet, phones up, stage glowing ahead. */
export function audienceCheer(ctx: Ctx): string {
  const p: string[] = [];
  p.push(backdrop(ctx, '#120c2c', '#2a1648'));
  p.push(glow(ctx, 600, 300, 640, 260, E.marigold, 0.55));
  p.push(`<rect x="260" y="160" width="680" height="200" fill="#ffd7a0" opacity="0.5"/><rect x="200" y="350" width="800" height="30" fill="#3a2455"/>`);
  for (let i = 0; i < 5; i += 1) p.push(person(randomLook(ctx.r, 'stage'), 380 + i * 110, 352, 0.5, { pose: pick(ctx.r, ['cheer', 'wave', 'dance1'] as const), haze: { color: '#3a2455', amount: 0.55 }, shadow: false }));
  p.push(beam(ctx, 300, 0, 480, 360, 60, E.rani, 0.35), beam(ctx, 900, 0, 720, 360, 60, C.teal, 0.35));
  p.push(audience(ctx, 6, 900, '#0b0718', { scale: 1.7, arms: 0.35, phones: 0.7, step: 58 }));
  p.push(sparkles(ctx, 24, [0, 0, ctx.W, 260], '#ffe9b0', 0.7));
  p.push(vignette(ctx, 0.3, '#05030f'));
  return p.join('');
}

function cake(x: number, y: number): string {
  const tiers: Array<[number, number, string]> = [
    [150, 90, E.cream],
    [110, 80, '#f9d6e0'],
    [74, 70, E.cream],
  ];
  let out = `<ellipse cx="${x}" cy="${y}" rx="110" ry="16" fill="${C.slate200}"/>`;
  let yy = y - 6;
  tiers.forEach(([w, h, c], i) => {
    out += `<rect x="${x - w / 2}" y="${yy - h}" width="${w}" height="${h}" rx="8" fill="${c}"/><path d="M${x - w / 2} ${yy - h + 14} ${Array.from({ length: 6 }, () => `q${w / 12} 14 ${w / 6} 0`).join(' ')}" fill="none" stroke="${i === 1 ? E.rani : E.marigold}" stroke-width="5"/>`;
    yy -= h;
  });
  for (let k = 0; k < 3; k += 1) out += `<rect x="${x - 16 + k * 14}" y="${yy - 30}" width="5" height="30" fill="${k === 1 ? C.teal : E.rani}"/><path d="M${x - 13.5 + k * 14} ${yy - 44} q4 7 0 11 q-4 -4 0 -11 Z" fill="${E.marigold}"/>`;
  return out;
}

/** 09 — cutting the anniversary cake. */
export function cakeCutting(ctx: Ctx): string {
  const p: string[] = [];
  p.push(backdrop(ctx, '#f3e6f5', '#e9d2ec'));
  p.push(`<rect x="0" y="0" width="1200" height="640" fill="#f6ecf7"/>`);
  p.push(bunting(-20, 40, 1220, 40, 70, 18, [E.rani, E.marigold, C.teal, C.primaryLight]));
  const cols = [E.rani, E.marigold, C.teal, E.lilac, C.primaryLight];
  for (let i = 0; i < 12; i += 1) p.push(balloon(60 + i * 100 + between(ctx.r, -20, 20), 200 + between(ctx.r, -40, 60), 34, cols[i % cols.length]!, 120));
  p.push(gradRect(ctx, 0, 640, ctx.W, 260, [[0, '#d8c2dc'], [1, '#bca2c4']]));
  const ppl = Array.from({ length: 6 }, (_, i) => randomLook(ctx.r, i < 2 ? 'stage' : 'office', { fem: i % 2 === 1 }));
  p.push(person(ppl[2]!, 190, 760, 1.4, { pose: 'clap' }));
  p.push(person(ppl[3]!, 1010, 760, 1.4, { pose: 'clap', mirror: true }));
  p.push(person(ppl[4]!, 330, 790, 1.45, { pose: 'cheer' }));
  p.push(person(ppl[5]!, 870, 790, 1.45, { pose: 'wave', mirror: true }));
  p.push(person(ppl[0]!, 500, 830, 1.55, { pose: 'hold' }));
  p.push(person(ppl[1]!, 700, 830, 1.55, { pose: 'hold', mirror: true }));
  // table and cake
  p.push(`<rect x="380" y="680" width="440" height="16" rx="4" fill="${C.white}"/><path d="M390 696 L810 696 L826 900 L374 900 Z" fill="${C.slate50}"/><path d="M390 696 ${Array.from({ length: 7 }, () => 'q30 26 60 0').join(' ')}" fill="${E.lilac}"/>`);
  p.push(cake(600, 690));
  p.push(`<path d="M540 590 L600 560" stroke="${C.slate300}" stroke-width="6" stroke-linecap="round"/>`);
  p.push(vignette(ctx, 0.14, '#3a1d3a'));
  return p.join('');
}

/** 10 — lighting the lamp to open the evening. */
export function inauguration(ctx: Ctx): string {
  const p: string[] = [];
  p.push(backdrop(ctx, '#4a1530', '#7a2540'));
  // floral arch
  p.push(`<path d="M260 820 L260 300 A340 300 0 0 1 940 300 L940 820" fill="none" stroke="${E.marigold}" stroke-width="34"/><path d="M260 820 L260 300 A340 300 0 0 1 940 300 L940 820" fill="none" stroke="${E.saffron}" stroke-width="34" stroke-dasharray="6 30"/>`);
  p.push(`<path d="M300 820 L300 310 A300 270 0 0 1 900 310 L900 820" fill="none" stroke="${C.white}" stroke-width="10" stroke-dasharray="2 18" stroke-linecap="round"/>`);
  p.push(glow(ctx, 600, 560, 400, 300, E.marigold, 0.4));
  p.push(stageFloor(ctx, 700, 200, '#5a2038', '#2a0b1a'));
  const ppl = [randomLook(ctx.r, 'ethnic', { fem: false }), randomLook(ctx.r, 'ethnic', { fem: true }), randomLook(ctx.r, 'stage', { fem: false })];
  p.push(person(ppl[1]!, 830, 800, 1.5, { pose: 'hold', itemBoth: bouquet, mirror: true }));
  p.push(person(ppl[2]!, 990, 790, 1.42, { pose: 'clap', mirror: true }));
  p.push(brassLamp(620, 830, 1.55, 2));
  p.push(person(ppl[0]!, 430, 830, 1.6, { pose: 'point', itemR: lampTaper }));
  const petals: string[] = [];
  for (let i = 0; i < 60; i += 1) petals.push(`<ellipse cx="${n(between(ctx.r, 120, 1080))}" cy="${n(between(ctx.r, 840, 895))}" rx="7" ry="4" fill="${pick(ctx.r, [E.marigold, E.rani, E.saffron])}"/>`);
  p.push(petals.join(''));
  p.push(vignette(ctx, 0.3, '#1a050d'));
  return p.join('');
}

/** 11 — trophies and certificates waiting under a spotlight. */
export function trophyTable(ctx: Ctx): string {
  const p: string[] = [];
  p.push(backdrop(ctx, '#0f1636', '#1e2550'));
  p.push(bokeh(ctx, 30, [0, 0, ctx.W, 560], ['#ffd36b', '#a5b4fc', E.rani], 16, 50, 0.22));
  p.push(beam(ctx, 600, 0, 600, 640, 380, '#fff1c4', 0.25));
  p.push(glow(ctx, 600, 560, 520, 200, '#ffe2a0', 0.4));
  // table with cloth
  p.push(`<rect x="80" y="600" width="1040" height="24" rx="6" fill="${E.gold}"/><path d="M92 624 L1108 624 L1130 900 L70 900 Z" fill="${C.primary}"/><path d="M92 624 L1108 624 L1108 660 L92 660 Z" fill="${shade(C.primary, 0.2)}"/>`);
  p.push(`<path d="${Array.from({ length: 12 }, (_, i) => `M${130 + i * 85} 664 L${120 + i * 88} 900`).join(' ')}" stroke="${C.primaryLight}" stroke-width="3" opacity="0.5"/>`);
  // certificates standing at the back
  for (let i = 0; i < 5; i += 1) {
    const x = 210 + i * 190;
    p.push(`<g transform="translate(${x} 600) scale(1.35) translate(${-x} -600)"><rect x="${x - 50}" y="470" width="100" height="76" rx="3" fill="${E.woodDark}"/><rect x="${x - 42}" y="478" width="84" height="60" fill="${E.cream}"/><rect x="${x - 28}" y="492" width="56" height="6" rx="3" fill="${E.gold}"/><rect x="${x - 22}" y="506" width="44" height="4" rx="2" fill="${C.slate300}"/><circle cx="${x + 24}" cy="524" r="7" fill="${E.red}"/><path d="M${x - 10} 546 L${x - 30} 600 M${x + 10} 546 L${x + 30} 600" stroke="${E.woodDark}" stroke-width="4"/></g>`);
  }
  // trophies in two rows
  const sizes = [1.3, 1.7, 2.1, 2.6, 2.1, 1.7, 1.3];
  sizes.forEach((s, i) => p.push(trophy(170 + i * 143, 612, s, i === 3 ? E.gold : i % 2 ? '#cfd6e0' : '#d9a35a')));
  // medals on ribbons in front
  for (let i = 0; i < 6; i += 1) {
    const x = 240 + i * 150;
    p.push(`<path d="M${x - 18} 640 L${x} 600 L${x + 18} 640" fill="none" stroke="${i % 2 ? C.teal : E.rani}" stroke-width="10"/><circle cx="${x}" cy="${652 + (i % 2) * 4}" r="21" fill="${i % 3 === 0 ? E.gold : '#cfd6e0'}"/><circle cx="${x}" cy="${652 + (i % 2) * 4}" r="13" fill="none" stroke="${C.white}" stroke-width="2" opacity="0.5"/>`);
  }
  p.push(sparkles(ctx, 18, [120, 330, 1080, 600], C.white, 0.9));
  p.push(vignette(ctx, 0.32, '#03050f'));
  return p.join('');
}

/** 12 — the finale: everyone on stage, streamers and fireworks on the screen. */
export function finale(ctx: Ctx): string {
  const p: string[] = [];
  p.push(backdrop(ctx, '#0d1238', '#2a1a5e'));
  p.push(ledWall(ctx, 60, 40, 1080, 520, '#141a4a', '#3a1f6b'));
  p.push(fireworks(300, 190, 130, E.marigold, 18), fireworks(880, 160, 150, E.rani, 20), fireworks(600, 300, 90, C.teal, 14), fireworks(1040, 360, 70, '#ffd36b', 12), fireworks(150, 420, 60, E.lilac, 12));
  p.push(stageFloor(ctx, 590, 230, '#2a2560', '#100c2a'));
  const ppl = Array.from({ length: 11 }, (_, i) => randomLook(ctx.r, pick(ctx.r, ['stage', 'ethnic', 'office'] as const), { fem: i % 2 === 0 }));
  for (let i = 0; i < 6; i += 1) p.push(person(ppl[i]!, 190 + i * 165, 690, 1.0, { pose: i % 2 ? 'cheer' : 'wave', mirror: i > 2, haze: { color: '#2a2560', amount: 0.2 } }));
  for (let i = 0; i < 5; i += 1) p.push(person(ppl[6 + i]!, 270 + i * 165, 790, 1.2, { pose: 'cheer', mirror: i > 2 }));
  // streamers
  const st: string[] = [];
  for (let i = 0; i < 16; i += 1) {
    const x = between(ctx.r, 0, ctx.W);
    const y = between(ctx.r, 0, 400);
    st.push(`<path d="M${n(x)} ${n(y)} q20 30 0 60 q-20 30 0 60" fill="none" stroke="${pick(ctx.r, PARTY)}" stroke-width="5" stroke-linecap="round"/>`);
  }
  p.push(st.join(''));
  p.push(confetti(ctx, 120, [0, 0, ctx.W, 700], PARTY, 1.2));
  p.push(audience(ctx, 1, 905, '#06081a', { scale: 1.3, arms: 0.35, phones: 0.6 }));
  p.push(vignette(ctx, 0.3, '#03040f'));
  return p.join('');
}

export const annualScenes = [wideStage, awardHandover, groupDance, confettiWinners, keynote, soloDancer, band, audienceCheer, cakeCutting, inauguration, trophyTable, finale];
