/** Independence Day event: flag hoisting, kites, songs and a cultural programme in saffron, white and green. */
import { C, E, between, glow, gradRect, n, pick, shade, vignette, type Ctx } from '../lib/core';
import { balloonItem, flag, kiteReel } from '../lib/items';
import { person, randomLook, type Look, type Pose } from '../lib/person';
import {
  balloonArch,
  beam,
  bunting,
  chakra,
  cloud,
  indiaFlag,
  kite,
  plant,
  stageFloor,
  sun,
  toran,
  trees,
} from '../lib/props';

const TRI = [E.saffron, C.white, E.indiaGreen] as const;

function people(ctx: Ctx, count: number, style: 'tricolour' | 'office' | 'ethnic' = 'tricolour'): Look[] {
  return Array.from({ length: count }, (_, i) => randomLook(ctx.r, style, { fem: i % 2 === 0 }));
}

/** Tricolour drape swags across the top of a stage. */
function drapes(ctx: Ctx, y: number, swags: number, depth: number): string {
  const out: string[] = [];
  const w = ctx.W / swags;
  TRI.forEach((c, k) => {
    const d: string[] = [];
    for (let i = 0; i < swags; i += 1) {
      const x = i * w;
      const yy = y + k * 22;
      d.push(`M${n(x)} ${n(yy)} Q${n(x + w / 2)} ${n(yy + depth)} ${n(x + w)} ${n(yy)}`);
    }
    out.push(`<path d="${d.join(' ')}" fill="none" stroke="${c}" stroke-width="24"/>`);
  });
  const knots = Array.from({ length: swags + 1 }, (_, i) => `<circle cx="${n(i * w)}" cy="${n(y + 22)}" r="18" fill="${E.marigold}"/>`).join('');
  return out.join('') + knots;
}

/** 01 — flag hoisting on the lawn at dawn, everyone saluting. */
export function flagHoisting(ctx: Ctx): string {
  const p: string[] = [];
  p.push(gradRect(ctx, 0, 0, ctx.W, 640, [[0, '#8fb3d9'], [0.55, '#f3c9a0'], [1, '#ffe3b0']]));
  p.push(sun(ctx, 300, 560, 70, '#fff3cf', '#ffc27a'));
  p.push(cloud(980, 160, 260, C.white, 0.6), cloud(520, 110, 200, C.white, 0.5));
  // campus silhouette
  p.push(`<g fill="#6a6f9a" opacity="0.55"><rect x="40" y="420" width="260" height="220"/><rect x="320" y="470" width="160" height="170"/><rect x="860" y="440" width="300" height="200"/></g>`);
  p.push(trees(ctx, 640, 14, ['#3f6a5a', '#4a7a62', '#35594c'], 90, 170));
  p.push(gradRect(ctx, 0, 630, ctx.W, 270, [[0, '#5a8a4a'], [1, '#3f6e3a']]));
  // flagpole and flag
  p.push(`<rect x="744" y="110" width="12" height="600" fill="${C.slate300}"/><circle cx="750" cy="106" r="10" fill="${E.gold}"/><rect x="700" y="700" width="100" height="24" fill="${C.slate200}"/><rect x="680" y="720" width="140" height="24" fill="${C.slate300}"/>`);
  p.push(indiaFlag(ctx, 756, 120, 230, 10));
  // halyard rope down the pole, pulled by the colleague hoisting the flag
  p.push(`<path d="M741 118 L738 560 Q734 600 712 610" stroke="${C.slate50}" stroke-width="2.5" fill="none" opacity="0.9"/>`);
  const hoister = randomLook(ctx.r, 'tricolour', { fem: false });
  p.push(person(hoister, 700, 712, 1.0, { pose: 'reach', mirror: false, haze: { color: '#1f2a4a', amount: 0.55 } }));
  // petals drifting from the flag
  const petals: string[] = [];
  for (let i = 0; i < 70; i += 1) {
    const x = between(ctx.r, 700, 1100);
    const y = between(ctx.r, 180, 600);
    petals.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="6" ry="3.5" fill="${pick(ctx.r, [E.saffron, E.marigold, C.white, E.rose])}" transform="rotate(${Math.round(between(ctx.r, 0, 180))} ${n(x)} ${n(y)})"/>`);
  }
  p.push(petals.join(''));
  // people in silhouette, seen from behind, saluting
  const ppl = people(ctx, 9, 'office');
  const haze = { color: '#1f2a4a', amount: 0.78 };
  const spots: Array<[number, number, number]> = [
    [120, 840, 1.5],
    [280, 870, 1.6],
    [450, 850, 1.55],
    [600, 890, 1.65],
    [900, 870, 1.6],
    [1060, 850, 1.55],
    [360, 760, 1.15],
    [520, 770, 1.15],
    [980, 760, 1.15],
  ];
  spots
    .map((s, i) => [s, i] as const)
    .sort((a, b) => a[0][1] - b[0][1])
    .forEach(([[x, y, s], i]) => p.push(person(ppl[i]!, x, y, s, { back: true, pose: 'salute', haze, mirror: i % 2 === 1 })));
  p.push(vignette(ctx, 0.2, '#1f1a2a'));
  return p.join('');
}

/** 02 — tricolour kites over the office terrace. */
export function kiteFlying(ctx: Ctx): string {
  const p: string[] = [];
  p.push(gradRect(ctx, 0, 0, ctx.W, 640, [[0, '#5fb3e6'], [1, '#cdeaf7']]));
  p.push(cloud(220, 150, 300, C.white, 0.9), cloud(880, 220, 240, C.white, 0.85), cloud(620, 90, 180, C.white, 0.7));
  // rooftops beyond
  p.push(`<g fill="#9fb8c9"><rect x="0" y="520" width="180" height="120"/><rect x="200" y="480" width="140" height="160"/><rect x="360" y="540" width="220" height="100"/><rect x="620" y="500" width="160" height="140"/><rect x="800" y="530" width="200" height="110"/><rect x="1020" y="470" width="180" height="170"/></g>`);
  p.push(`<g fill="#b9cedb"><rect x="60" y="560" width="120" height="80"/><rect x="420" y="580" width="140" height="60"/><rect x="880" y="570" width="120" height="70"/></g>`);
  // terrace floor + parapet
  p.push(gradRect(ctx, 0, 640, ctx.W, 260, [[0, '#d9cdb8'], [1, '#c4b59b']]));
  p.push(`<rect x="0" y="610" width="1200" height="40" fill="#e9e0cf"/><rect x="0" y="604" width="1200" height="10" fill="#f3ede0"/>`);
  p.push(`<g transform="translate(1040 560)"><rect x="-60" y="-80" width="120" height="90" rx="10" fill="${C.slate300}"/><rect x="-50" y="10" width="10" height="40" fill="${C.slate500}"/><rect x="40" y="10" width="10" height="40" fill="${C.slate500}"/></g>`);
  const fliers = people(ctx, 4);
  const kites: Array<[number, number, number, string, string, number]> = [
    [300, 170, 1.2, E.saffron, C.white, -10],
    [560, 260, 1.0, E.indiaGreen, C.white, 8],
    [820, 120, 1.3, C.white, E.saffron, -14],
    [1030, 300, 0.9, E.saffron, E.indiaGreen, 12],
    [140, 330, 0.8, E.indiaGreen, E.saffron, 6],
  ];
  const hands: Array<[number, number]> = [];
  const spots: Array<[number, number, number, boolean]> = [
    [220, 820, 1.45, false],
    [470, 860, 1.55, false],
    [760, 840, 1.5, true],
    [980, 870, 1.55, true],
  ];
  spots.forEach(([x, y, s, m]) => {
    // right hand position of the 'string' pose (upper 110°, lower 140°)
    const side = m ? -1 : 1;
    const sx = side * 24;
    const ex = sx + side * Math.sin((110 * Math.PI) / 180) * 50;
    const ey = -229 + Math.cos((110 * Math.PI) / 180) * 50;
    const hx = ex + side * Math.sin((140 * Math.PI) / 180) * 46;
    const hy = ey + Math.cos((140 * Math.PI) / 180) * 46;
    hands.push([x + hx * s, y + hy * s]);
  });
  const strings = kites.slice(0, 4).map(([kx, ky], i) => {
    const [hx, hy] = hands[i]!;
    return `M${n(hx)} ${n(hy)} Q${n((hx + kx) / 2 + 40)} ${n((hy + ky) / 2 + 60)} ${n(kx)} ${n(ky + 40)}`;
  });
  p.push(`<path d="${strings.join(' ')}" stroke="${C.slate700}" stroke-width="1.6" fill="none" opacity="0.7"/>`);
  kites.forEach(([x, y, s, c1, c2, rot]) => p.push(kite(x, y, s, c1, c2, rot, pick(ctx.r, [E.saffron, E.indiaGreen, E.chakra]))));
  spots.forEach(([x, y, s, m], i) => p.push(person(fliers[i]!, x, y, s, { pose: 'string', mirror: m, itemL: kiteReel })));
  p.push(vignette(ctx, 0.14));
  return p.join('');
}

/** 03 — cultural programme: dancers in tricolour on a draped stage. */
export function culturalDance(ctx: Ctx): string {
  const p: string[] = [];
  p.push(gradRect(ctx, 0, 0, ctx.W, 620, [[0, '#1b2357'], [1, '#2e2a6a']]));
  p.push(glow(ctx, 600, 330, 360, 280, E.saffron, 0.25));
  p.push(`<circle cx="600" cy="330" r="190" fill="${C.white}" opacity="0.08"/>`);
  p.push(`<g opacity="0.55">${chakra(600, 330, 160)}</g>`);
  p.push(drapes(ctx, 0, 4, 120));
  p.push(beam(ctx, 250, 0, 380, 760, 110, E.saffron, 0.25), beam(ctx, 950, 0, 820, 760, 110, E.indiaGreen, 0.25), beam(ctx, 600, 0, 600, 760, 110, C.white, 0.18));
  p.push(stageFloor(ctx, 620, 280, '#3a3266', '#14112e'));
  const colors = [E.saffron, C.white, E.indiaGreen, E.saffron, C.white, E.indiaGreen];
  const ds = colors.map((c, i) => {
    const l = randomLook(ctx.r, 'ethnic', { fem: i % 3 !== 1 });
    l.outfit = i % 3 === 1 ? { kind: 'kurta', color: E.ivory, trim: E.saffron, bottom: E.ivory, stole: E.indiaGreen } : { kind: 'anarkali', color: c === C.white ? E.ivory : c, border: c === E.saffron ? E.indiaGreen : E.saffron };
    if (l.hair === 'turban' || l.hair === 'scarf') l.hair = 'bun';
    return l;
  });
  const poses: Pose[] = ['dance1', 'dance3', 'cheer', 'dance2', 'dance3', 'dance1'];
  const spots: Array<[number, number, number]> = [
    [180, 770, 1.2],
    [350, 740, 1.1],
    [520, 790, 1.3],
    [690, 790, 1.3],
    [860, 740, 1.1],
    [1030, 770, 1.2],
  ];
  spots.forEach(([x, y, s], i) => p.push(person(ds[i]!, x, y, s, { pose: poses[i]!, mirror: i > 2, legs: i % 2 ? 'skip' : 'wide' })));
  p.push(toran(0, 1200, 880, -20, 0));
  p.push(vignette(ctx, 0.3, '#05060f'));
  return p.join('');
}

/** 04 — group photo under the balloon arch in the lobby. */
export function balloonArchGroup(ctx: Ctx): string {
  const p: string[] = [];
  p.push(`<rect width="${ctx.W}" height="${ctx.H}" fill="#f4f1ea"/>`);
  p.push(`<rect x="0" y="0" width="1200" height="620" fill="#ece6da"/><rect x="380" y="120" width="440" height="500" fill="#e1d8c8"/>`);
  p.push(indiaFlag(ctx, 530, 262, 140, 0));
  p.push(gradRect(ctx, 0, 620, ctx.W, 280, [[0, '#d8cfbf'], [1, '#c2b6a1']]));
  p.push(bunting(-20, 40, 1220, 40, 50, 24, [E.saffron, C.white, E.indiaGreen], 26));
  p.push(plant(70, 660, 1.3), plant(1130, 660, 1.3));
  p.push(balloonArch(600, 720, 470, 520, [E.saffron, C.white, E.indiaGreen], 30));
  const ppl = people(ctx, 7);
  const spots: Array<[number, number, number, Pose]> = [
    [260, 790, 1.3, 'flagUp'],
    [380, 800, 1.35, 'down'],
    [500, 790, 1.3, 'hip'],
    [620, 800, 1.35, 'flagUp'],
    [740, 790, 1.3, 'down'],
    [860, 800, 1.35, 'hip'],
    [970, 790, 1.3, 'flagUp'],
  ];
  spots.forEach(([x, y, s, pose], i) => p.push(person(ppl[i]!, x, y, s, { pose, itemR: pose === 'flagUp' ? flag : undefined, mirror: i > 3 })));
  p.push(vignette(ctx, 0.14));
  return p.join('');
}

/** 05 — the choir on the risers. */
export function choir(ctx: Ctx): string {
  const p: string[] = [];
  p.push(gradRect(ctx, 0, 0, ctx.W, ctx.H, [[0, '#15214f'], [1, '#24306a']]));
  p.push(glow(ctx, 600, 250, 520, 240, C.white, 0.18));
  p.push(indiaFlag(ctx, 390, 60, 420, 14));
  p.push(drapes(ctx, 0, 3, 70));
  // risers
  p.push(`<rect x="120" y="520" width="960" height="30" fill="#3a3f78"/><rect x="80" y="640" width="1040" height="30" fill="#454b8a"/><rect x="40" y="760" width="1120" height="140" fill="#50579a"/>`);
  const singer = (i: number): Look => {
    const l = randomLook(ctx.r, 'ethnic', { fem: i % 2 === 0 });
    l.outfit = { kind: 'kurta', color: E.ivory, trim: i % 2 ? E.indiaGreen : E.saffron, bottom: E.ivory, stole: i % 2 ? E.saffron : E.indiaGreen };
    if (l.hair === 'turban') l.wrap = E.saffron;
    return l;
  };
  const rows: Array<[number, number, number]> = [
    [530, 0.9, 8],
    [650, 1.0, 7],
    [770, 1.1, 6],
  ];
  let k = 0;
  rows.forEach(([y, s, count]) => {
    const step = 880 / count;
    for (let i = 0; i < count; i += 1) {
      const x = 600 - 440 + step * (i + 0.5);
      p.push(person(singer(k), x, y, s, { pose: 'down', shadow: false }));
      k += 1;
    }
  });
  // conductor from behind
  const cond = randomLook(ctx.r, 'office', { fem: true });
  cond.outfit = { kind: 'kurta', color: E.saffron, trim: E.indiaGreen, bottom: E.ivory };
  p.push(person(cond, 600, 960, 1.55, { back: true, pose: 'cheer' }));
  p.push(vignette(ctx, 0.26, '#05060f'));
  return p.join('');
}

/** 06 — walking together down a tree-lined road with flags and balloons. */
export function flagWalk(ctx: Ctx): string {
  const p: string[] = [];
  p.push(gradRect(ctx, 0, 0, ctx.W, 460, [[0, '#7cc3ec'], [1, '#e2f2f8']]));
  p.push(cloud(900, 120, 240, C.white, 0.85), cloud(260, 90, 200, C.white, 0.7));
  // road in perspective
  p.push(gradRect(ctx, 0, 420, ctx.W, 480, [[0, '#7fb36a'], [1, '#5f9450']]));
  p.push(`<polygon points="560,420 640,420 1000,900 200,900" fill="#9aa3ad"/><polygon points="596,420 604,420 620,900 580,900" fill="${C.white}" opacity="0.8"/>`);
  p.push(`<path d="M560 420 L200 900 M640 420 L1000 900" stroke="${C.white}" stroke-width="6"/>`);
  // trees along both sides, smaller with distance
  const tree = (x: number, y: number, s: number, c: string) => `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><rect x="-8" y="-120" width="16" height="120" fill="${E.woodDark}"/><circle cx="0" cy="-170" r="70" fill="${c}"/><circle cx="-40" cy="-130" r="46" fill="${shade(c, 0.1)}"/><circle cx="40" cy="-130" r="46" fill="${shade(c, 0.1)}"/></g>`;
  for (let i = 5; i >= 0; i -= 1) {
    const t = i / 5;
    const y = 430 + (1 - t) ** 1.6 * 470;
    const s = 0.3 + (1 - t) ** 1.6 * 1.4;
    const dx = 80 + (1 - t) ** 1.6 * 480;
    p.push(tree(600 - dx, y, s, i % 2 ? '#3f8f4f' : '#4a9a58'), tree(600 + dx, y, s, i % 2 ? '#4a9a58' : '#3f8f4f'));
  }
  p.push(bunting(380, 300, 820, 300, 40, 12, [E.saffron, C.white, E.indiaGreen], 18));
  const ppl = people(ctx, 9, 'tricolour');
  const spots: Array<[number, number, number]> = [
    [520, 560, 0.6],
    [610, 570, 0.62],
    [690, 560, 0.6],
    [440, 660, 0.85],
    [620, 680, 0.88],
    [780, 660, 0.85],
    [340, 830, 1.25],
    [600, 870, 1.32],
    [860, 830, 1.25],
  ];
  spots.forEach(([x, y, s], i) => {
    const hasBalloon = i % 3 === 2;
    p.push(person(ppl[i]!, x, y, s, { pose: hasBalloon ? 'holdUp' : 'flagUp', legs: 'walk', mirror: i % 2 === 1, itemR: hasBalloon ? balloonItem(pick(ctx.r, [E.saffron, C.white, E.indiaGreen]), 90) : flag }));
  });
  p.push(vignette(ctx, 0.14));
  return p.join('');
}

export const independenceScenes = [flagHoisting, kiteFlying, culturalDance, balloonArchGroup, choir, flagWalk];
