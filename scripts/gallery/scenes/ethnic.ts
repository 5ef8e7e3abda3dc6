/** Ethnic Wear Day: colleagues in kurtas, sarees, lehengas and sherwanis at the office. */
import { C, E, between, glow, gradRect, mix, vignette, type Ctx } from '../lib/core';
import { diyaPlate, phone, lampTaper, bouquet } from '../lib/items';
import { person, randomLook, type Look, type Pose } from '../lib/person';
import {
  bokeh,
  brassLamp,
  desk,
  diya,
  floor,
  monitor,
  officeWall,
  plant,
  rangoli,
  stringLights,
  toran,
} from '../lib/props';

const RANGOLI_A = [E.rani, E.marigold, C.teal, C.primaryLight, E.saffron, E.leaf] as const;
const RANGOLI_B = [E.saffron, E.magenta, '#ffc233', C.teal, E.plum] as const;

function looks(ctx: Ctx, count: number, femFirst = true): Look[] {
  return Array.from({ length: count }, (_, i) => randomLook(ctx.r, 'ethnic', { fem: (i % 2 === 0) === femFirst }));
}

/** 01 — group photo in the lobby: garland, window wall, rangoli and diyas in front. */
export function groupLobby(ctx: Ctx): string {
  const p: string[] = [];
  p.push(officeWall(ctx, { wall: E.ivory, floorY: 640, windowTop: 110, windowBottom: 430, sky: ['#f8d9a8', '#fbeede'], skyline: E.clay, panes: 6 }));
  p.push(gradRect(ctx, 0, 430, ctx.W, 210, [[0, mix(E.ivory, E.peach, 0.3)], [1, E.ivory]]));
  p.push(floor(ctx, 640, '#e9d3b4', '#d8b98f'));
  p.push(toran(-20, 1220, 70, 46, 9, 75));
  p.push(plant(70, 660, 1.4), plant(1130, 660, 1.3));
  const people = looks(ctx, 7);
  const poses: Pose[] = ['down', 'hip', 'down', 'wave', 'down', 'hold', 'down'];
  const order = [0, 6, 1, 5, 2, 4, 3];
  for (const i of order) {
    const look = people[i]!;
    const x = 190 + i * 137;
    const y = 745 + (i % 2 ? -18 : 0);
    p.push(person(look, x, y, 1.5, { pose: poses[i]!, mirror: i > 3 }));
  }
  p.push(rangoli(600, 835, 210, 52, RANGOLI_A, ctx.r, 0));
  for (let i = 0; i < 7; i += 1) p.push(diya(330 + i * 90, 892, 1.1));
  p.push(vignette(ctx, 0.18));
  return p.join('');
}

/** 02 — a large rangoli on the floor, colleagues gathered behind it, high viewpoint. */
export function rangoliCircle(ctx: Ctx): string {
  const p: string[] = [];
  p.push(`<rect width="${ctx.W}" height="300" fill="${mix(E.cream, E.peach, 0.35)}"/>`);
  // doorway / wall panels
  p.push(`<g fill="${mix(E.cream, E.clay, 0.18)}"><rect x="90" y="60" width="200" height="240"/><rect x="910" y="60" width="200" height="240"/></g>`);
  p.push(`<rect x="380" y="40" width="440" height="260" fill="${mix(E.peach, E.marigold, 0.25)}"/>`);
  p.push(toran(380, 820, 40, 20, 6, 60));
  p.push(floor(ctx, 300, '#e8cfa9', '#caa57a'));
  // people behind, in an arc
  const back = looks(ctx, 6, false);
  back.forEach((look, i) => {
    const t = i / 5;
    const x = 250 + t * 700;
    const y = 440 - Math.sin(Math.PI * t) * 40;
    p.push(person(look, x, y, 0.95, { pose: i === 2 ? 'clap' : i === 4 ? 'hold' : 'down', itemBoth: i === 4 ? diyaPlate : undefined }));
  });
  p.push(rangoli(600, 640, 360, 150, RANGOLI_B, ctx.r, 12));
  // foreground people at the sides, cropped by the frame
  const fg = looks(ctx, 2);
  p.push(person(fg[0]!, 90, 1080, 1.9, { pose: 'hold', itemBoth: diyaPlate }));
  p.push(person(fg[1]!, 1120, 1100, 1.9, { pose: 'clap', mirror: true }));
  p.push(vignette(ctx, 0.2));
  return p.join('');
}

/** 03 — ramp walk down the aisle between desks, colleagues cheering on both sides. */
export function rampWalk(ctx: Ctx): string {
  const p: string[] = [];
  const vpX = 600;
  const horizon = 330;
  p.push(`<rect width="${ctx.W}" height="${horizon + 40}" fill="${mix(E.ivory, C.slate200, 0.3)}"/>`);
  // back wall with windows
  p.push(`<rect x="360" y="130" width="480" height="240" fill="${mix(E.ivory, C.slate200, 0.5)}"/>`);
  p.push(`<rect x="400" y="160" width="400" height="150" fill="#f6d7a7"/>`);
  p.push(`<path d="M480 160 V310 M560 160 V310 M640 160 V310 M720 160 V310" stroke="${mix(E.ivory, C.slate500, 0.4)}" stroke-width="8"/>`);
  // side walls
  p.push(`<polygon points="0,0 360,130 360,370 0,560" fill="${mix(E.ivory, E.peach, 0.25)}"/><polygon points="1200,0 840,130 840,370 1200,560" fill="${mix(E.ivory, E.peach, 0.25)}"/>`);
  p.push(`<polygon points="0,0 1200,0 840,130 360,130" fill="${mix(E.ivory, C.slate200, 0.6)}"/>`);
  // floor + carpet runner
  p.push(`<polygon points="0,560 360,370 840,370 1200,560 1200,900 0,900" fill="#e6d2b2"/>`);
  p.push(`<polygon points="520,370 680,370 900,900 300,900" fill="${E.maroon}"/>`);
  p.push(`<polygon points="540,370 660,370 860,900 340,900" fill="${mix(E.maroon, E.rani, 0.35)}"/>`);
  // desks receding on both sides
  for (let k = 0; k < 3; k += 1) {
    const s = 0.55 + k * 0.28;
    const yL = 470 + k * 110;
    p.push(`<g transform="translate(${160 - k * 150} ${yL}) scale(${s})">${desk(0, 0, 300, '#e9dcc7', C.slate200, 110)}${monitor(90, 0, 90, C.primary, C.tealSoft)}${monitor(210, 0, 90, C.primaryLight, C.accentSoft)}</g>`);
    p.push(`<g transform="translate(${1040 + k * 150 - 300 * s} ${yL}) scale(${s})">${desk(0, 0, 300, '#e9dcc7', C.slate200, 110)}${monitor(90, 0, 90, C.teal, C.slate50)}${monitor(210, 0, 90, C.primary, C.accentSoft)}</g>`);
  }
  // string lights converging to the vanishing point
  p.push(stringLights(0, 40, vpX - 220, 150, 30, 9, [E.marigold, '#ffd36b', E.rani]));
  p.push(stringLights(1200, 40, vpX + 220, 150, 30, 9, [E.marigold, '#ffd36b', E.rani]));
  p.push(toran(360, 840, 132, 18, 0));
  // cheering colleagues on the sides
  const side = looks(ctx, 8);
  const spots: Array<[number, number, number, Pose, boolean]> = [
    [420, 430, 0.62, 'clap', false],
    [785, 430, 0.62, 'wave', true],
    [330, 520, 0.85, 'cheer', false],
    [880, 520, 0.85, 'clap', true],
    [200, 690, 1.2, 'clap', false],
    [1010, 700, 1.2, 'cheer', true],
    [70, 900, 1.6, 'clap', false],
    [1140, 910, 1.6, 'wave', true],
  ];
  spots.forEach(([x, y, s, pose, m], i) => p.push(person(side[i]!, x, y, s, { pose, mirror: m })));
  // the walkers
  const walkers = [randomLook(ctx.r, 'ethnic', { fem: true }), randomLook(ctx.r, 'ethnic', { fem: false })];
  p.push(person(walkers[1]!, 690, 690, 1.35, { pose: 'hip', legs: 'walk', mirror: true }));
  p.push(person(walkers[0]!, 505, 770, 1.55, { pose: 'wave', legs: 'walk' }));
  p.push(vignette(ctx, 0.2));
  return p.join('');
}

/** 04 — close-up selfie in front of a marigold-strand photo backdrop with fairy lights. */
export function selfieBackdrop(ctx: Ctx): string {
  const p: string[] = [];
  p.push(gradRect(ctx, 0, 0, ctx.W, ctx.H, [[0, '#7a2d4f'], [1, '#a0445a']]));
  // marigold strands curtain
  const strands: string[] = [];
  for (let i = 0; i < 20; i += 1) {
    const x = 30 + i * 60 + between(ctx.r, -4, 4);
    const len = 12 + Math.floor(between(ctx.r, 0, 10));
    strands.push(`<path d="M${x.toFixed(1)} 0 V${len * 30}" stroke="#5a1f3a" stroke-width="2"/>`);
    for (let j = 0; j < len; j += 1) {
      const c = [E.marigold, E.saffron, '#ffc233', E.rani][(i + j) % 4]!;
      strands.push(`<circle cx="${x.toFixed(1)}" cy="${(j * 30 + (i % 2) * 15).toFixed(1)}" r="10" fill="${c}"/>`);
    }
  }
  p.push(`<g opacity="0.9">${strands.join('')}</g>`);
  p.push(gradRect(ctx, 0, 0, ctx.W, ctx.H, [[0, '#4a1a33', 0.1], [1, '#4a1a33', 0.55]]));
  p.push(bokeh(ctx, 22, [0, 0, ctx.W, 520], ['#ffe3a3', '#ffd0e0', E.marigold], 12, 40, 0.35));
  p.push(stringLights(-20, 60, 1220, 90, 70, 16, ['#ffe9a8', '#ffd36b']));
  // close group: cropped at the waist
  const group = [
    randomLook(ctx.r, 'ethnic', { fem: true }),
    randomLook(ctx.r, 'ethnic', { fem: false }),
    randomLook(ctx.r, 'ethnic', { fem: true }),
    randomLook(ctx.r, 'ethnic', { fem: false }),
  ];
  p.push(person(group[3]!, 940, 1120, 2.35, { pose: 'down', mirror: true }));
  p.push(person(group[1]!, 280, 1130, 2.4, { pose: 'hip' }));
  p.push(person(group[2]!, 760, 1190, 2.55, { pose: 'hold', mirror: true }));
  p.push(person(group[0]!, 510, 1210, 2.7, { pose: 'reach', itemR: phone }));
  p.push(vignette(ctx, 0.25, '#2a0d1c'));
  return p.join('');
}

/** 05 — lighting the brass lamp at reception at dusk, colleagues holding diya plates. */
export function lampLighting(ctx: Ctx): string {
  const p: string[] = [];
  p.push(`<rect width="${ctx.W}" height="${ctx.H}" fill="${mix(E.cream, E.peach, 0.3)}"/>`);
  // tall windows with dusk sky
  const win = ctx.ids.next('dusk');
  p.push(`<defs><linearGradient id="${win}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b3f7a"/><stop offset="0.55" stop-color="#c46a7a"/><stop offset="1" stop-color="#f5b06b"/></linearGradient></defs>`);
  for (let i = 0; i < 3; i += 1) p.push(`<rect x="${620 + i * 190}" y="80" width="160" height="470" rx="6" fill="url(#${win})"/>`);
  p.push(`<g fill="#2b2f5e" opacity="0.55"><rect x="630" y="430" width="60" height="120"/><rect x="700" y="380" width="50" height="170"/><rect x="820" y="450" width="70" height="100"/><rect x="900" y="400" width="60" height="150"/><rect x="1010" y="440" width="70" height="110"/><rect x="1090" y="410" width="70" height="140"/></g>`);
  p.push(`<path d="M620 315 h160 M810 315 h160 M1000 315 h160" stroke="${mix(E.cream, C.slate500, 0.3)}" stroke-width="8"/>`);
  // wall panel with garland on the left
  p.push(`<rect x="40" y="80" width="520" height="470" rx="8" fill="${mix(E.cream, E.clay, 0.22)}"/>`);
  p.push(`<circle cx="300" cy="260" r="120" fill="${mix(E.cream, E.marigold, 0.35)}"/><circle cx="300" cy="260" r="86" fill="${mix(E.cream, E.marigold, 0.15)}"/>`);
  p.push(toran(40, 560, 92, 30, 5, 60));
  p.push(floor(ctx, 560, '#d9b98e', '#b89066'));
  p.push(glow(ctx, 470, 560, 360, 240, E.marigold, 0.45));
  // people
  const ppl = looks(ctx, 5);
  p.push(person(ppl[1]!, 170, 760, 1.45, { pose: 'hold', itemBoth: diyaPlate }));
  p.push(person(ppl[2]!, 830, 750, 1.4, { pose: 'clap', mirror: true }));
  p.push(person(ppl[3]!, 990, 770, 1.5, { pose: 'hold', itemBoth: diyaPlate, mirror: true }));
  p.push(brassLamp(520, 790, 1.55, 3));
  p.push(person(ppl[0]!, 350, 790, 1.55, { pose: 'point', itemR: lampTaper }));
  p.push(person(ppl[4]!, 680, 800, 1.5, { pose: 'hold', itemBoth: bouquet, mirror: true }));
  // diyas along the floor edge
  for (let i = 0; i < 12; i += 1) p.push(diya(60 + i * 98, 870, 1.1));
  p.push(vignette(ctx, 0.22, '#3a1d12'));
  return p.join('');
}

export const ethnicScenes = [groupLobby, rangoliCircle, rampWalk, selfieBackdrop, lampLighting];
