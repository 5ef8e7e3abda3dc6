/** Offshore Meeting: the team at a beach resort, on a boat, at a table by the sea. */
import { C, E, glow, gradRect, mix, n, shade, vignette, type Ctx } from '../lib/core';
import { coconut, glass, phone } from '../lib/items';
import { person, randomLook, type Look } from '../lib/person';
import { cloud, gull, laptop, lounger, palm, sea, sky, sparkles, stringLights, sun, umbrella } from '../lib/props';

function team(ctx: Ctx, count: number): Look[] {
  return Array.from({ length: count }, (_, i) => randomLook(ctx.r, 'resort', { fem: i % 2 === 1 }));
}

/** Seated behind a table whose top is at tableY (legs hidden by the table). */
function seated(look: Look, x: number, tableY: number, s: number, opts: Parameters<typeof person>[4] = {}): string {
  return person(look, x, tableY + 172 * s, s, { seated: true, ...opts });
}

/** 01 — walking along the beach at sunset past palms, an umbrella and loungers. */
export function beachWalk(ctx: Ctx): string {
  const p: string[] = [];
  p.push(sky(ctx, [[0, '#3b3f86'], [0.35, '#b45c8a'], [0.7, '#f59a6a'], [1, '#ffd9a0']], 480));
  p.push(sun(ctx, 820, 440, 62, '#fff1c9', '#ffb36b'));
  p.push(cloud(300, 160, 260, '#f8b8a8', 0.55), cloud(980, 110, 200, '#f5a3a0', 0.45), cloud(620, 240, 180, '#ffc9a8', 0.4));
  p.push(sea(ctx, 470, '#d9788a', '#4a5d9a', { x: 820, color: '#ffe0a8' }, 610));
  p.push(gradRect(ctx, 0, 600, ctx.W, 300, [[0, '#e8b48a'], [1, '#f3cfa0']]));
  p.push(`<path d="M0 612 Q300 596 600 612 T1200 606 L1200 628 Q900 640 600 626 T0 632 Z" fill="#f7e2c6" opacity="0.8"/>`);
  p.push(palm(110, 700, 1.45, 0.55), palm(230, 640, 1.05, 0.25, E.woodDark, '#2a6f53'));
  p.push(umbrella(1010, 690, 0.95, E.coral, C.slate50), lounger(960, 700, 0.9, C.teal), lounger(1120, 712, 0.9, C.teal));
  p.push(gull(520, 150, 1.2, '#5b3a6a'), gull(575, 190, 0.9, '#5b3a6a'), gull(690, 120, 1, '#5b3a6a'));
  const ppl = team(ctx, 6);
  const haze = { color: '#f3a06b', amount: 0.12 };
  const spots: Array<[number, number, number]> = [
    [370, 760, 1.25],
    [480, 745, 1.2],
    [600, 775, 1.3],
    [700, 750, 1.22],
    [805, 770, 1.28],
    [545, 820, 1.4],
  ];
  spots.forEach(([x, y, s], i) => {
    const pose = i === 1 ? 'point' : i === 3 ? 'wave' : i === 5 ? 'hold' : 'down';
    p.push(person(ppl[i]!, x, y, s, { pose, legs: i % 2 ? 'walk' : 'stand', mirror: i % 3 === 0, haze, itemBoth: i === 5 ? coconut : undefined }));
  });
  // footprints
  const fp: string[] = [];
  for (let i = 0; i < 9; i += 1) fp.push(`<ellipse cx="${n(200 + i * 22)}" cy="${n(860 - i * 9 + (i % 2) * 8)}" rx="6" ry="3"/>`);
  p.push(`<g fill="#c9956a" opacity="0.5">${fp.join('')}</g>`);
  p.push(vignette(ctx, 0.22, '#3a1d2a'));
  return p.join('');
}

/** 02 — on the boat deck, seen from behind, watching the sun go down. */
export function boatDeck(ctx: Ctx): string {
  const p: string[] = [];
  p.push(sky(ctx, [[0, '#f0a46b'], [0.5, '#f7c27e'], [1, '#ffe5b0']], 430));
  p.push(sun(ctx, 320, 400, 70, '#fff5d6', '#ffc07a'));
  p.push(cloud(800, 140, 300, '#fbd1a8', 0.7), cloud(1040, 230, 200, '#f8c49c', 0.6));
  p.push(`<path d="M0 430 L160 398 L260 420 L380 392 L470 430 Z" fill="#b77b72" opacity="0.55"/>`);
  p.push(sea(ctx, 430, '#e9a07e', '#2f7f93', { x: 320, color: '#fff0c4' }, 640));
  p.push(gull(760, 250, 1.3, '#7a4a44'), gull(830, 300, 1, '#7a4a44'), gull(900, 220, 0.8, '#7a4a44'));
  // mast and rigging
  p.push(`<path d="M1120 0 L1120 620" stroke="${C.slate700}" stroke-width="16"/><path d="M1120 20 L860 600 M1120 60 L1200 300" stroke="${C.slate700}" stroke-width="3"/>`);
  p.push(`<path d="M1112 40 L1112 560 L900 560 Z" fill="${C.slate50}" opacity="0.92"/><path d="M1112 40 L1112 560 L1040 560 Z" fill="${C.slate200}"/>`);
  // deck
  const deck: string[] = [`<polygon points="0,640 1200,640 1200,900 0,900" fill="#b98a5e"/>`];
  for (let i = -10; i <= 10; i += 1) deck.push(`<path d="M${600 + i * 70} 640 L${600 + i * 190} 900" stroke="#9c6f47" stroke-width="3"/>`);
  p.push(deck.join(''));
  // railing
  p.push(`<rect x="0" y="548" width="1200" height="12" rx="4" fill="${C.slate50}"/><rect x="0" y="594" width="1200" height="6" fill="${C.slate200}"/>`);
  const posts: string[] = [];
  for (let x = 30; x < 1200; x += 110) posts.push(`<rect x="${x}" y="548" width="8" height="96" fill="${C.slate200}"/>`);
  p.push(posts.join(''));
  p.push(`<circle cx="150" cy="598" r="34" fill="none" stroke="${E.coral}" stroke-width="16"/><path d="M150 564 v12 M150 620 v12 M116 598 h12 M172 598 h12" stroke="${C.white}" stroke-width="16"/>`);
  // the team, backs to camera
  const ppl = team(ctx, 5);
  const haze = { color: '#6b3d3a', amount: 0.18 };
  p.push(person(ppl[0]!, 300, 820, 1.5, { back: true, pose: 'down', haze }));
  p.push(person(ppl[1]!, 440, 835, 1.55, { back: true, pose: 'point', haze }));
  p.push(person(ppl[2]!, 610, 815, 1.45, { back: true, pose: 'reach', itemR: phone, haze }));
  p.push(person(ppl[3]!, 770, 840, 1.58, { back: true, pose: 'hip', haze }));
  p.push(person(ppl[4]!, 930, 825, 1.5, { back: true, pose: 'wave', haze }));
  p.push(vignette(ctx, 0.2, '#4a2418'));
  return p.join('');
}

/** 03 — working session on an open-air deck with the sea behind. */
export function deckMeeting(ctx: Ctx): string {
  const p: string[] = [];
  p.push(sky(ctx, [[0, '#9fd3ea'], [0.7, '#dff0f2'], [1, '#fbe7c6']], 450));
  p.push(cloud(200, 120, 220, C.white, 0.8), cloud(760, 90, 280, C.white, 0.7));
  p.push(sun(ctx, 1000, 170, 40, '#fff6d8', '#ffd88a'));
  p.push(sea(ctx, 420, '#4fb3c4', '#1b7f95', { x: 1000, color: '#e9fbff' }, 560));
  // pavilion frame
  p.push(`<rect x="0" y="0" width="1200" height="46" fill="${E.woodDark}"/><rect x="0" y="40" width="1200" height="14" fill="${E.wood}"/>`);
  p.push(`<rect x="40" y="40" width="34" height="560" fill="${E.wood}"/><rect x="1126" y="40" width="34" height="560" fill="${E.wood}"/>`);
  // deck floor + rail
  p.push(gradRect(ctx, 0, 560, ctx.W, 340, [[0, '#d7b58a'], [1, '#b98e62']]));
  p.push(`<rect x="0" y="470" width="1200" height="8" fill="${E.cream}"/><path d="${Array.from({ length: 24 }, (_, i) => `M${i * 52 + 10} 478 V560`).join(' ')}" stroke="${E.cream}" stroke-width="5"/>`);
  p.push(palm(1180, 600, 0.9, -0.5), palm(40, 620, 0.8, 0.45));
  // screen on a stand (abstract chart)
  p.push(`<g transform="translate(-10 10) scale(1.05)"><rect x="934" y="300" width="10" height="300" fill="${C.slate700}"/><rect x="820" y="200" width="240" height="150" rx="8" fill="${C.slate900}"/><rect x="830" y="210" width="220" height="130" rx="4" fill="${C.slate50}"/><g fill="${C.teal}"><rect x="850" y="290" width="24" height="40"/><rect x="885" y="270" width="24" height="60"/><rect x="920" y="250" width="24" height="80"/></g><rect x="955" y="230" width="24" height="100" fill="${C.accent}"/><path d="M850 262 L885 246 L920 228 L967 212" fill="none" stroke="${C.primary}" stroke-width="3"/><rect x="990" y="260" width="40" height="8" rx="4" fill="${C.primary}" opacity="0.5"/><rect x="990" y="276" width="30" height="8" rx="4" fill="${C.primary}" opacity="0.3"/></g>`);
  // people behind the table
  const ppl = team(ctx, 5);
  const tableY = 690;
  const seats = [170, 310, 450, 590, 730];
  seats.forEach((x, i) => {
    const pose = i === 1 ? 'point' : i === 3 ? 'clap' : 'hold';
    p.push(seated(ppl[i]!, x, tableY, 1.4, { pose, mirror: i > 2 }));
  });
  // presenter standing at the screen
  p.push(person(randomLook(ctx.r, 'resort', { fem: true }), 860, 850, 1.45, { pose: 'point', mirror: false }));
  // table
  p.push(`<rect x="80" y="${tableY}" width="740" height="20" rx="4" fill="${E.cream}"/><path d="M86 ${tableY + 20} L814 ${tableY + 20} L822 ${tableY + 170} L78 ${tableY + 170} Z" fill="${C.slate50}"/><path d="M84 ${tableY + 120} L818 ${tableY + 120} L821 ${tableY + 150} L81 ${tableY + 150} Z" fill="${C.teal}"/><path d="M84 ${tableY + 20} L816 ${tableY + 20} L816 ${tableY + 34} L84 ${tableY + 34} Z" fill="${shade(C.slate50, 0.1)}"/><path d="M120 ${tableY + 170} V900 M780 ${tableY + 170} V900" stroke="${E.woodDark}" stroke-width="14"/>`);
  const items: string[] = [];
  seats.forEach((x, i) => {
    if (i !== 2) items.push(laptop(x + (i % 2 ? 14 : -14), tableY + 2, 1.2, i % 2 ? C.slate300 : C.slate200));
    else items.push(coconutCup(x + 24, tableY + 2));
    if (i % 2 === 0) items.push(glass('#f7c86b')(x + 52, tableY + 2));
  });
  p.push(items.join(''));
  p.push(vignette(ctx, 0.16));
  return p.join('');
}

function coconutCup(x: number, y: number): string {
  return `<circle cx="${n(x)}" cy="${n(y - 13)}" r="14" fill="#6b8f3a"/><path d="M${n(x + 3)} ${n(y - 26)} L${n(x + 10)} ${n(y - 48)}" stroke="${E.rani}" stroke-width="3"/>`;
}

/** 04 — dinner on the sand at dusk under string lights, bonfire to the side. */
export function beachDinner(ctx: Ctx): string {
  const p: string[] = [];
  p.push(sky(ctx, [[0, '#1d2458'], [0.55, '#5b3a7a'], [0.85, '#d96c6c'], [1, '#f5a76b']], 430));
  p.push(sparkles(ctx, 40, [0, 0, 1200, 250], '#fdf3d0', 0.5));
  p.push(`<circle cx="980" cy="110" r="26" fill="#fdf3d0"/><circle cx="992" cy="104" r="24" fill="#1d2458"/>`);
  p.push(sea(ctx, 430, '#7a4a7a', '#24305e', { x: 300, color: '#f5a76b' }, 540));
  p.push(gradRect(ctx, 0, 530, ctx.W, 370, [[0, '#8a5a5a'], [1, '#c49270']]));
  p.push(palm(60, 560, 1.1, 0.45, '#3a2a3a', '#1f3a3a'), palm(1150, 540, 0.9, -0.35, '#3a2a3a', '#1f3a3a'));
  // poles and string lights
  p.push(`<path d="M140 240 V700 M1060 240 V700" stroke="${E.woodDark}" stroke-width="10"/>`);
  p.push(stringLights(140, 250, 1060, 250, 110, 20, ['#ffe2a0', '#ffcf70'], 18));
  p.push(stringLights(140, 300, 1060, 300, 70, 16, ['#ffe2a0', '#ffcf70'], 16));
  // bonfire (right)
  p.push(glow(ctx, 1060, 760, 300, 240, '#ff9a3c', 0.6));
  // people seated behind the table
  const ppl = team(ctx, 8);
  const tableY = 670;
  const haze = { color: '#ffb070', amount: 0.1 };
  [250, 370, 490, 610, 730].forEach((x, i) => p.push(seated(ppl[i]!, x, tableY, 1.25, { pose: i === 1 ? 'cheer' : i === 4 ? 'wave' : 'hold', mirror: i > 2, haze, itemR: i === 3 ? glass('#f7c86b') : undefined })));
  // table with cloth and lanterns
  p.push(`<rect x="170" y="${tableY}" width="660" height="16" rx="3" fill="${E.cream}"/><path d="M180 ${tableY + 16} L820 ${tableY + 16} L834 ${tableY + 160} L166 ${tableY + 160} Z" fill="${mix(E.cream, '#c49270', 0.2)}"/>`);
  for (let i = 0; i < 4; i += 1) {
    const x = 310 + i * 120;
    p.push(glow(ctx, x, tableY - 16, 50, 40, '#ffd27a', 0.7), `<rect x="${x - 9}" y="${tableY - 30}" width="18" height="28" rx="4" fill="#ffe3a0"/><rect x="${x - 11}" y="${tableY - 34}" width="22" height="6" rx="2" fill="${E.woodDark}"/>`);
  }
  // standing people at the ends
  p.push(person(ppl[6]!, 900, 830, 1.4, { pose: 'holdUp', itemR: glass('#f7c86b'), mirror: true, haze }));
  p.push(person(ppl[7]!, 90, 850, 1.45, { pose: 'hip', haze }));
  // bonfire logs and flames
  p.push(`<g transform="translate(1060 860) scale(1.7) translate(-1005 -770)"><path d="M950 780 L1060 750 M960 750 L1050 784" stroke="${E.woodDark}" stroke-width="14" stroke-linecap="round"/><path d="M970 760 Q960 700 1000 650 Q1000 700 1020 690 Q1050 720 1035 760 Z" fill="#ff8a2a"/><path d="M988 760 Q985 720 1006 690 Q1010 720 1022 728 Q1030 748 1020 760 Z" fill="#ffd35a"/></g>`);
  p.push(sparkles(ctx, 14, [1000, 560, 1130, 700], '#ffd35a', 0.6));
  p.push(vignette(ctx, 0.28, '#120b24'));
  return p.join('');
}

export const offshoreScenes = [beachWalk, boatDeck, deckMeeting, beachDinner];
