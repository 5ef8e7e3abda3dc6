/** Theme Day: retro, sports and movies — costumes, decorated desks and props. */
import { C, E, between, glow, gradRect, linear, mix, n, pick, pts, shade, tint, vignette, type Ctx } from '../lib/core';
import {
  ball,
  bat,
  boombox,
  clapper,
  foamFinger,
  football,
  megaphone,
  paddle,
  pompom,
  popcorn,
  sword,
  vinyl,
} from '../lib/items';
import { person, randomLook, type Look, type Pose } from '../lib/person';
import { beam, bunting, confetti, desk, monitor, plant, sparkles, star, trophy } from '../lib/props';

const RETRO = ['#f2c14e', '#e8743b', '#c8553d', C.teal, '#8a5a2b', E.rani] as const;

function crowd(ctx: Ctx, style: Parameters<typeof randomLook>[1], count: number): Look[] {
  return Array.from({ length: count }, (_, i) => randomLook(ctx.r, style, { fem: i % 2 === 0 }));
}

// ---------------------------------------------------------------------------
// Retro
// ---------------------------------------------------------------------------

/** Light-up dance floor in perspective. */
function discoFloor(ctx: Ctx, top: number, colors: readonly string[]): string {
  const rows = 6;
  const cols = 10;
  const out: string[] = [];
  const vp = ctx.W / 2;
  const yAt = (j: number) => top + (ctx.H - top) * (j / rows) ** 1.35;
  const xAt = (i: number, y: number) => {
    const t = (y - top) / (ctx.H - top);
    const spread = 0.55 + 0.9 * t;
    return vp + (i / cols - 0.5) * ctx.W * spread * 1.25;
  };
  for (let j = 0; j < rows; j += 1) {
    for (let i = 0; i < cols; i += 1) {
      const y0 = yAt(j);
      const y1 = yAt(j + 1);
      const c = colors[(i * 3 + j * 5 + ((i * j) % 3)) % colors.length] ?? E.rani;
      out.push(`<polygon points="${pts([[xAt(i, y0) + 2, y0 + 2], [xAt(i + 1, y0) - 2, y0 + 2], [xAt(i + 1, y1) - 2, y1 - 2], [xAt(i, y1) + 2, y1 - 2]])}" fill="${c}" opacity="${(0.55 + ((i + j) % 3) * 0.15).toFixed(2)}"/>`);
    }
  }
  return `<rect y="${top}" width="${ctx.W}" height="${ctx.H - top}" fill="#1a0f2e"/>` + out.join('');
}

function mirrorBall(cx: number, cy: number, rr: number): string {
  const tiles: string[] = [];
  for (let y = -rr; y < rr; y += 12) {
    const w = Math.sqrt(Math.max(0, rr * rr - (y + 6) * (y + 6)));
    for (let x = -w; x < w - 4; x += 12) tiles.push(`<rect x="${n(cx + x)}" y="${n(cy + y)}" width="10" height="10" fill="${(Math.round(x / 12) + Math.round(y / 12)) % 3 === 0 ? C.white : (Math.round(x / 12) + Math.round(y / 12)) % 3 === 1 ? C.slate300 : C.slate500}"/>`);
  }
  return `<path d="M${cx} 0 V${cy - rr}" stroke="${C.slate500}" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${rr}" fill="${C.slate500}"/>${tiles.join('')}`;
}

/** 01 — disco floor under the mirror ball. */
export function disco(ctx: Ctx): string {
  const p: string[] = [];
  p.push(gradRect(ctx, 0, 0, ctx.W, 520, [[0, '#140a28'], [1, '#3a1a5e']]));
  p.push(discoFloor(ctx, 500, [E.rani, '#f2c14e', C.teal, E.violet, '#e8743b']));
  p.push(beam(ctx, 600, 150, 250, 700, 70, '#f2c14e', 0.25), beam(ctx, 600, 150, 950, 700, 70, E.rani, 0.25), beam(ctx, 600, 150, 600, 760, 60, C.teal, 0.22));
  p.push(glow(ctx, 600, 150, 200, 200, C.white, 0.3));
  p.push(mirrorBall(600, 150, 70));
  p.push(sparkles(ctx, 50, [0, 0, ctx.W, 480], C.white, 0.8));
  const ds = crowd(ctx, 'retro', 5);
  const spots: Array<[number, number, number, Pose]> = [
    [230, 760, 1.2, 'dance3'],
    [420, 720, 1.1, 'point'],
    [610, 790, 1.35, 'dance1'],
    [800, 730, 1.12, 'cheer'],
    [980, 770, 1.25, 'dance2'],
  ];
  spots.forEach(([x, y, s, pose], i) => p.push(person(ds[i]!, x, y, s, { pose, legs: i % 2 ? 'kick' : 'wide', mirror: i > 2 })));
  p.push(vignette(ctx, 0.3, '#0a0414'));
  return p.join('');
}

function retroTv(x: number, y: number): string {
  const bars = ['#f2c14e', C.teal, E.rani, '#e8743b', E.violet, C.white];
  return (
    `<rect x="${x - 90}" y="${y - 150}" width="180" height="150" rx="18" fill="${E.wood}"/><rect x="${x - 76}" y="${y - 136}" width="120" height="100" rx="16" fill="${C.slate900}"/>` +
    bars.map((c, i) => `<rect x="${x - 68 + i * 17.3}" y="${y - 126}" width="17.3" height="80" fill="${c}"/>`).join('') +
    `<circle cx="${x + 66}" cy="${y - 116}" r="8" fill="${E.cream}"/><circle cx="${x + 66}" cy="${y - 90}" r="8" fill="${E.cream}"/><path d="M${x - 30} ${y - 150} L${x - 60} ${y - 210} M${x + 10} ${y - 150} L${x + 50} ${y - 214}" stroke="${C.slate700}" stroke-width="3"/>`
  );
}

function lavaLamp(x: number, y: number, c: string): string {
  return `<path d="M${x - 14} ${y - 20} L${x - 24} ${y - 110} L${x + 24} ${y - 110} L${x + 14} ${y - 20} Z" fill="${tint(c, 0.35)}"/><ellipse cx="${x - 4}" cy="${y - 50}" rx="9" ry="14" fill="${c}"/><ellipse cx="${x + 6}" cy="${y - 88}" rx="7" ry="10" fill="${c}"/><path d="M${x - 18} ${y} L${x - 14} ${y - 20} L${x + 14} ${y - 20} L${x + 18} ${y} Z M${x - 24} ${y - 110} L${x - 12} ${y - 134} L${x + 12} ${y - 134} L${x + 24} ${y - 110} Z" fill="${C.slate700}"/>`;
}

/** 02 — a desk decked out for retro day. */
export function retroDesk(ctx: Ctx): string {
  const p: string[] = [];
  // striped 70s wall
  const stripes = ['#f2c14e', '#e8743b', '#c8553d', '#8a5a2b'];
  p.push(`<rect width="${ctx.W}" height="${ctx.H}" fill="${E.cream}"/>`);
  stripes.forEach((c, i) => p.push(`<path d="M-50 ${170 + i * 46} Q600 ${60 + i * 46} 1250 ${170 + i * 46}" fill="none" stroke="${c}" stroke-width="40"/>`));
  // framed record sleeves on the wall
  [[140, 330, '#f2c14e', '#c8553d'], [1000, 320, C.teal, '#f2c14e']].forEach(([x, y, a, b]) => {
    p.push(`<rect x="${x}" y="${y}" width="120" height="120" fill="${a}"/><circle cx="${Number(x) + 60}" cy="${Number(y) + 60}" r="40" fill="${b}"/><circle cx="${Number(x) + 60}" cy="${Number(y) + 60}" r="10" fill="${E.cream}"/>`);
  });
  p.push(gradRect(ctx, 0, 700, ctx.W, 200, [[0, '#c9a27a'], [1, '#a97e58']]));
  const owner = randomLook(ctx.r, 'retro', { fem: true });
  owner.outfit = { kind: 'dress', color: E.rani, dots: C.white };
  owner.shades = true;
  owner.hair = 'afro';
  p.push(person(owner, 780, 900, 2.0, { pose: 'wave', mirror: true }));
  p.push(`<g transform="translate(600 640) scale(1.45) translate(-600 -604)">`);
  p.push(desk(170, 604, 860, '#d8b48a', '#a4774f', 240));
  p.push(retroTv(380, 608));
  p.push(lavaLamp(560, 608, E.rani), lavaLamp(615, 608, '#f2c14e'));
  p.push(`<g transform="translate(880 608)">${vinyl(0, 0)}${vinyl(36, 0)}</g>`);
  p.push(`<rect x="910" y="552" width="56" height="56" fill="#f2c14e"/><circle cx="938" cy="580" r="16" fill="#c8553d"/>`);
  for (let i = 0; i < 3; i += 1) p.push(`<rect x="${230}" y="${592 - i * 16}" width="70" height="14" rx="2" fill="${[C.teal, '#e8743b', '#f2c14e'][i]}"/><rect x="${246}" y="${595 - i * 16}" width="38" height="7" rx="3" fill="${E.cream}" opacity="0.7"/>`);
  // rotary phone
  p.push(`<path d="M680 608 L690 580 L760 580 L770 608 Z" fill="${E.red}"/><path d="M676 578 Q725 552 774 578" stroke="${shade(E.red, 0.2)}" stroke-width="12" fill="none" stroke-linecap="round"/><circle cx="725" cy="592" r="10" fill="${E.cream}"/>`);
  p.push(`</g>`);
  p.push(vignette(ctx, 0.2, '#3a1d0a'));
  return p.join('');
}

/** 03 — group pose against a sunburst wall, boombox on the shoulder. */
export function sunburstGroup(ctx: Ctx): string {
  const p: string[] = [];
  p.push(`<rect width="${ctx.W}" height="${ctx.H}" fill="#f7d9a0"/>`);
  const rays: string[] = [];
  for (let i = 0; i < 24; i += 1) {
    const a0 = (Math.PI * 2 * i) / 24;
    const a1 = (Math.PI * 2 * (i + 0.5)) / 24;
    rays.push(`<polygon points="${pts([[600, 560], [600 + Math.cos(a0) * 1200, 560 + Math.sin(a0) * 1200], [600 + Math.cos(a1) * 1200, 560 + Math.sin(a1) * 1200]])}" fill="${RETRO[i % 4]}"/>`);
  }
  p.push(`<g opacity="0.85">${rays.join('')}</g>`);
  p.push(`<circle cx="600" cy="560" r="200" fill="#f7d9a0"/><circle cx="600" cy="560" r="160" fill="#f2c14e"/>`);
  p.push(gradRect(ctx, 0, 700, ctx.W, 200, [[0, '#8a5a2b'], [1, '#6b4420']]));
  const ppl = crowd(ctx, 'retro', 5);
  p.push(person(ppl[0]!, 240, 800, 1.45, { pose: 'point', mirror: false }));
  p.push(person(ppl[1]!, 420, 830, 1.55, { pose: 'hip' }));
  p.push(person(ppl[2]!, 790, 830, 1.55, { pose: 'wave', mirror: true }));
  p.push(person(ppl[3]!, 960, 800, 1.45, { pose: 'dance1', mirror: true }));
  p.push(person(ppl[4]!, 605, 860, 1.65, { pose: 'salute', itemR: (x, y) => boombox(x + 10, y + 22) }));
  p.push(vignette(ctx, 0.2, '#3a1d0a'));
  return p.join('');
}

function arcade(x: number, y: number, c: string, screen: string, ctx: Ctx): string {
  const pix: string[] = [];
  for (let k = 0; k < 9; k += 1) {
    const px = x - 40 + Math.floor(between(ctx.r, 0, 8)) * 10;
    const py = y - 310 + Math.floor(between(ctx.r, 0, 6)) * 10;
    pix.push(`<rect x="${px}" y="${py}" width="10" height="10" fill="${pick(ctx.r, ['#f2c14e', E.rani, C.white, '#7cf2c8'])}"/>`);
  }
  return (
    glow(ctx, x, y - 280, 140, 120, screen, 0.45) +
    `<path d="M${x - 70} ${y} L${x - 70} ${y - 380} L${x + 70} ${y - 380} L${x + 70} ${y} Z" fill="${c}"/><rect x="${x - 70}" y="${y - 380}" width="140" height="40" fill="${shade(c, 0.3)}"/>` +
    `<rect x="${x - 56}" y="${y - 330}" width="112" height="90" rx="6" fill="${screen}"/>` +
    pix.join('') +
    `<path d="M${x - 76} ${y - 232} L${x + 76} ${y - 232} L${x + 66} ${y - 200} L${x - 66} ${y - 200} Z" fill="${shade(c, 0.2)}"/><circle cx="${x - 30}" cy="${y - 222}" r="7" fill="${E.red}"/><circle cx="${x + 10}" cy="${y - 222}" r="6" fill="#f2c14e"/><circle cx="${x + 30}" cy="${y - 222}" r="6" fill="${C.teal}"/>`
  );
}

/** 04 — retro arcade corner. */
export function arcadeCorner(ctx: Ctx): string {
  const p: string[] = [];
  p.push(gradRect(ctx, 0, 0, ctx.W, ctx.H, [[0, '#120a2a'], [1, '#241246']]));
  p.push(`<path d="M0 120 H1200" stroke="${E.rani}" stroke-width="6" opacity="0.8"/><path d="M0 140 H1200" stroke="${C.teal}" stroke-width="4" opacity="0.7"/>`);
  p.push(glow(ctx, 600, 120, 600, 60, E.rani, 0.4));
  // checker floor
  const fl: string[] = [];
  for (let j = 0; j < 6; j += 1) for (let i = 0; i < 16; i += 1) if ((i + j) % 2) fl.push(`<rect x="${i * 80 - 40}" y="${680 + j * 40}" width="80" height="40"/>`);
  p.push(`<rect y="680" width="1200" height="220" fill="#2a1f45"/><g fill="#3a2c5e">${fl.join('')}</g>`);
  p.push(arcade(260, 700, '#c8553d', '#1c3d6e', ctx), arcade(520, 700, C.teal, '#2a1a5e', ctx), arcade(780, 700, E.violet, '#1c3d6e', ctx), arcade(1040, 700, '#e8743b', '#2a1a5e', ctx));
  const ppl = crowd(ctx, 'retro', 4);
  p.push(person(ppl[0]!, 520, 860, 1.35, { back: true, pose: 'arms' }));
  p.push(person(ppl[1]!, 780, 870, 1.38, { back: true, pose: 'arms' }));
  p.push(person(ppl[2]!, 990, 900, 1.5, { pose: 'cheer', mirror: true, haze: { color: '#241246', amount: 0.25 } }));
  p.push(person(ppl[3]!, 230, 900, 1.5, { pose: 'point', haze: { color: '#241246', amount: 0.25 } }));
  p.push(vignette(ctx, 0.3, '#05020d'));
  return p.join('');
}

function jukebox(x: number, y: number, ctx: Ctx): string {
  const id = ctx.ids.next('jb');
  return (
    `<defs>${linear(id, [[0, E.rani], [0.5, '#f2c14e'], [1, C.teal]], { x1: 0, y1: 0, x2: 1, y2: 0 })}</defs>` +
    glow(ctx, x, y - 220, 260, 240, E.rani, 0.35) +
    `<path d="M${x - 120} ${y} L${x - 120} ${y - 280} A120 120 0 0 1 ${x + 120} ${y - 280} L${x + 120} ${y} Z" fill="${E.woodDark}"/>` +
    `<path d="M${x - 104} ${y - 20} L${x - 104} ${y - 280} A104 104 0 0 1 ${x + 104} ${y - 280} L${x + 104} ${y - 20}" fill="none" stroke="url(#${id})" stroke-width="16"/>` +
    `<path d="M${x - 80} ${y - 280} A80 80 0 0 1 ${x + 80} ${y - 280} L${x + 80} ${y - 200} L${x - 80} ${y - 200} Z" fill="#fbe7c6"/>` +
    `<rect x="${x - 70}" y="${y - 190}" width="140" height="60" rx="6" fill="${C.slate900}"/>` +
    Array.from({ length: 6 }, (_, i) => `<rect x="${x - 62 + i * 22}" y="${y - 182}" width="16" height="44" rx="3" fill="${i % 2 ? '#f2c14e' : E.cream}"/>`).join('') +
    Array.from({ length: 7 }, (_, i) => `<rect x="${x - 70}" y="${y - 120 + i * 14}" width="140" height="6" rx="3" fill="${shade(E.woodDark, 0.25)}"/>`).join('')
  );
}

/** 05 — jukebox and a dance in a neon diner corner. */
export function jukeboxDance(ctx: Ctx): string {
  const p: string[] = [];
  p.push(gradRect(ctx, 0, 0, ctx.W, ctx.H, [[0, '#1c2a5e'], [1, '#3a2a6e']]));
  p.push(`<rect x="80" y="90" width="280" height="150" rx="75" fill="none" stroke="${E.rani}" stroke-width="10"/><rect x="840" y="90" width="280" height="150" rx="75" fill="none" stroke="${C.teal}" stroke-width="10"/>`);
  p.push(glow(ctx, 220, 165, 220, 140, E.rani, 0.4), glow(ctx, 980, 165, 220, 140, C.teal, 0.4));
  p.push(star(220, 165, 36, '#f2c14e', 0), star(980, 165, 36, '#f2c14e', 10));
  const fl: string[] = [];
  for (let j = 0; j < 5; j += 1) for (let i = 0; i < 14; i += 1) if ((i + j) % 2) fl.push(`<rect x="${i * 90 - 30}" y="${660 + j * 50}" width="90" height="50"/>`);
  p.push(`<rect y="660" width="1200" height="240" fill="${C.white}"/><g fill="${C.slate900}">${fl.join('')}</g>`);
  p.push(jukebox(600, 720, ctx));
  const ppl = crowd(ctx, 'retro', 3);
  p.push(person(ppl[0]!, 430, 800, 1.45, { pose: 'point', mirror: false }));
  p.push(person(ppl[1]!, 830, 790, 1.4, { pose: 'dance1', legs: 'kick', mirror: true }));
  p.push(person(ppl[2]!, 990, 820, 1.45, { pose: 'dance3', legs: 'wide', mirror: true }));
  p.push(vignette(ctx, 0.25, '#07051a'));
  return p.join('');
}

// ---------------------------------------------------------------------------
// Sports
// ---------------------------------------------------------------------------

function officeBack(ctx: Ctx, wall: string, floorY: number, floorC: [string, string]): string {
  return `<rect width="${ctx.W}" height="${floorY}" fill="${wall}"/>` + gradRect(ctx, 0, floorY, ctx.W, ctx.H - floorY, [[0, floorC[0]], [1, floorC[1]]]);
}

/** 06 — the sports floor's team photo. */
export function sportsTeam(ctx: Ctx): string {
  const p: string[] = [];
  p.push(officeBack(ctx, '#e4eef6', 640, ['#7fbf6a', '#5a9c4a']));
  // stadium stripes on the wall
  p.push(`<rect y="120" width="1200" height="380" fill="#d4e4f0"/><path d="M0 500 H1200" stroke="${C.primary}" stroke-width="10"/>`);
  p.push(bunting(-20, 60, 1220, 60, 60, 16, [C.teal, C.white, C.primaryLight, E.marigold], 30));
  p.push(bunting(-20, 150, 1220, 150, 40, 20, [E.red, C.white, C.primary], 22));
  // turf stripes
  p.push(`<path d="${Array.from({ length: 8 }, (_, i) => `M0 ${660 + i * 34} H1200`).join(' ')}" stroke="#6faf5c" stroke-width="14"/>`);
  const team = crowd(ctx, 'sports', 8).map((l) => ({ ...l, outfit: { kind: 'jersey', color: C.teal, stripe: C.white, bottom: C.primary, socks: C.white } as const }));
  const back: Array<[number, Pose]> = [[260, 'down'], [400, 'hip'], [540, 'down'], [680, 'down'], [820, 'hip'], [960, 'down']];
  back.forEach(([x, pose], i) => p.push(person(team[i]!, x, 720, 1.25, { pose, mirror: i > 2 })));
  p.push(person(team[6]!, 430, 850, 1.45, { pose: 'hold', itemBoth: football }));
  p.push(person(team[7]!, 770, 850, 1.45, { pose: 'holdUp', itemR: bat, mirror: false }));
  p.push(trophy(600, 870, 1.6));
  p.push(vignette(ctx, 0.16));
  return p.join('');
}

function chair(x: number, y: number, c: string, jersey?: string): string {
  return `<rect x="${x - 40}" y="${y - 150}" width="80" height="90" rx="12" fill="${c}"/>${jersey ? `<path d="M${x - 44} ${y - 150} L${x + 44} ${y - 150} L${x + 40} ${y - 70} L${x - 40} ${y - 70} Z" fill="${jersey}"/><path d="M${x - 44} ${y - 130} L${x + 44} ${y - 130}" stroke="${C.white}" stroke-width="8"/>` : ''}<rect x="${x - 46}" y="${y - 62}" width="92" height="16" rx="6" fill="${shade(c, 0.15)}"/><path d="M${x} ${y - 46} V${y - 10} M${x - 30} ${y} L${x} ${y - 12} L${x + 30} ${y}" stroke="${C.slate700}" stroke-width="6" fill="none"/>`;
}

/** 07 — desks dressed as a stadium, their owners in jerseys. */
export function stadiumDesks(ctx: Ctx): string {
  const p: string[] = [];
  p.push(officeBack(ctx, '#eef3f8', 700, ['#9fb0c4', '#8596ab']));
  p.push(`<rect x="60" y="70" width="1080" height="330" rx="8" fill="#cfe6da"/><rect x="60" y="320" width="1080" height="80" fill="#7fbf6a"/><path d="M60 360 H1140" stroke="${C.white}" stroke-width="4" opacity="0.7"/>`);
  // crowd mural (dots)
  const dots: string[] = [];
  for (let j = 0; j < 5; j += 1) for (let i = 0; i < 46; i += 1) dots.push(`<circle cx="${78 + i * 23.5 + (j % 2) * 11}" cy="${100 + j * 42}" r="10" fill="${pick(ctx.r, [C.teal, C.primaryLight, E.marigold, E.red, C.white])}"/>`);
  p.push(`<g opacity="0.7">${dots.join('')}</g>`);
  p.push(bunting(60, 70, 1140, 70, 50, 14, [E.red, C.white, C.teal, E.marigold], 28));
  // chair with a jersey between the desks
  p.push(chair(600, 720, C.slate700, E.red));
  // owners behind their desks
  const ppl = crowd(ctx, 'sports', 2);
  ppl[0]!.outfit = { kind: 'jersey', color: C.teal, stripe: C.white, bottom: C.primary, socks: C.white };
  ppl[1]!.outfit = { kind: 'jersey', color: C.primaryLight, stripe: E.marigold, bottom: C.primary, socks: C.white };
  p.push(person(ppl[0]!, 300, 600 + 172 * 1.45, 1.45, { seated: true, pose: 'cheer' }));
  p.push(person(ppl[1]!, 900, 600 + 172 * 1.45, 1.45, { seated: true, pose: 'holdUp', itemR: foamFinger(E.marigold), mirror: true }));
  // desks with turf mats
  p.push(desk(40, 600, 520, '#e9dcc7', '#b98e62', 300), desk(640, 600, 520, '#e9dcc7', '#b98e62', 300));
  p.push(`<rect x="56" y="592" width="488" height="10" fill="#7fbf6a"/><rect x="656" y="592" width="488" height="10" fill="#7fbf6a"/>`);
  // monitors showing a pitch
  const pitch = (x: number) => `<rect x="${x - 52}" y="528" width="104" height="55" fill="none" stroke="${C.white}" stroke-width="2"/><path d="M${x} 528 V583" stroke="${C.white}" stroke-width="2"/><circle cx="${x}" cy="555.5" r="11" fill="none" stroke="${C.white}" stroke-width="2"/><rect x="${x - 52}" y="545" width="12" height="21" fill="none" stroke="${C.white}" stroke-width="2"/><rect x="${x + 40}" y="545" width="12" height="21" fill="none" stroke="${C.white}" stroke-width="2"/>`;
  p.push(monitor(450, 596, 130, '#5f9e4b'), pitch(450), monitor(750, 596, 130, '#5f9e4b'), pitch(750));
  // mini goal and balls on the left desk
  p.push(`<g transform="translate(140 592) scale(0.8)"><path d="M-90 0 V-90 H90 V0" fill="none" stroke="${C.white}" stroke-width="7"/><path d="${Array.from({ length: 9 }, (_, i) => `M${-80 + i * 20} -86 V0`).join(' ')} ${Array.from({ length: 4 }, (_, i) => `M-86 ${-70 + i * 20} H86`).join(' ')}" stroke="${C.white}" stroke-width="1.5" opacity="0.7"/></g>`);
  p.push(ball(120, 572, 20), ball(530, 574, 18));
  // cricket stumps, ball, bat and trophy on the right desk
  p.push(`<g transform="translate(860 592)"><path d="M-14 0 V-70 M0 0 V-70 M14 0 V-70" stroke="${E.sand}" stroke-width="6"/><path d="M-16 -72 H16" stroke="${E.wood}" stroke-width="4"/></g><circle cx="680" cy="582" r="10" fill="${E.red}"/>`);
  p.push(`<g transform="translate(1120 592) rotate(-14)"><rect x="-6" y="-150" width="12" height="40" rx="4" fill="${C.slate900}"/><rect x="-16" y="-112" width="32" height="112" rx="8" fill="${E.sand}"/></g>`);
  p.push(trophy(1040, 594, 0.9));
  // pennants on sticks
  p.push(`<path d="M60 592 V480" stroke="${E.wood}" stroke-width="4"/><polygon points="60,480 124,498 60,516" fill="${C.teal}"/><path d="M960 592 V480" stroke="${E.wood}" stroke-width="4"/><polygon points="960,480 1024,498 960,516" fill="${E.red}"/>`);
  p.push(vignette(ctx, 0.16));
  return p.join('');
}

/** 08 — table tennis in the breakout area. */
export function tableTennis(ctx: Ctx): string {
  const p: string[] = [];
  p.push(officeBack(ctx, '#f3ece0', 520, ['#d9c4a4', '#c4a984']));
  // windows
  for (let i = 0; i < 4; i += 1) p.push(`<rect x="${90 + i * 270}" y="90" width="220" height="280" rx="6" fill="#cfe6f3"/><path d="M${200 + i * 270} 90 V370" stroke="#f3ece0" stroke-width="8"/>`);
  p.push(plant(60, 540, 1.2), plant(1140, 540, 1.2));
  // spectators behind
  const fans = crowd(ctx, 'sports', 5);
  [310, 450, 600, 750, 890].forEach((x, i) => p.push(person(fans[i]!, x, 560, 0.95, { pose: i % 2 ? 'cheer' : 'clap', haze: { color: '#f3ece0', amount: 0.15 } })));
  // table
  p.push(`<polygon points="250,610 950,610 1080,760 120,760" fill="${C.primaryLight}"/><polygon points="120,760 1080,760 1080,784 120,784" fill="${C.primary}"/><path d="M600 610 L600 760 M250 610 L120 760 M950 610 L1080 760 M250 610 L950 610 M120 760 L1080 760" stroke="${C.white}" stroke-width="4" fill="none"/>`);
  p.push(`<polygon points="590,560 610,560 610,768 590,768" fill="${C.slate50}" opacity="0.6"/><path d="M600 560 V770" stroke="${C.slate700}" stroke-width="3"/>`);
  p.push(`<path d="M170 784 V880 M1030 784 V880 M560 784 V880 M640 784 V880" stroke="${C.slate700}" stroke-width="10"/>`);
  // players
  const players = [randomLook(ctx.r, 'sports', { fem: true }), randomLook(ctx.r, 'sports', { fem: false })];
  players[0]!.outfit = { kind: 'jersey', color: E.red, stripe: C.white, bottom: C.slate900, socks: C.white };
  players[1]!.outfit = { kind: 'jersey', color: C.teal, stripe: C.white, bottom: C.primary, socks: C.white };
  p.push(person(players[0]!, 90, 900, 1.55, { pose: 'point', itemR: paddle(E.red), legs: 'wide' }));
  p.push(person(players[1]!, 1110, 900, 1.55, { pose: 'reach', itemR: paddle(E.red), legs: 'wide', mirror: true }));
  p.push(`<circle cx="760" cy="470" r="9" fill="${C.white}"/><path d="M700 520 Q730 470 752 472" stroke="${C.white}" stroke-width="2" fill="none" opacity="0.5" stroke-dasharray="4 6"/>`);
  p.push(vignette(ctx, 0.18));
  return p.join('');
}

/** 09 — tug of war on the lawn. */
export function tugOfWar(ctx: Ctx): string {
  const p: string[] = [];
  p.push(gradRect(ctx, 0, 0, ctx.W, 520, [[0, '#9fd3ea'], [1, '#e6f4f6']]));
  p.push(`<g fill="#7aa3b8" opacity="0.5"><rect x="80" y="300" width="120" height="220"/><rect x="220" y="250" width="90" height="270"/><rect x="900" y="280" width="140" height="240"/><rect x="1060" y="330" width="100" height="190"/></g>`);
  p.push(`<g fill="#3f8f4f">${Array.from({ length: 12 }, (_, i) => `<circle cx="${i * 110 + 20}" cy="${500 - (i % 3) * 14}" r="${60 + (i % 2) * 16}"/>`).join('')}</g>`);
  p.push(gradRect(ctx, 0, 500, ctx.W, 400, [[0, '#8cc66f'], [1, '#5f9e4b']]));
  p.push(`<path d="M600 560 V900" stroke="${C.white}" stroke-width="8" stroke-dasharray="30 20"/>`);
  const left = crowd(ctx, 'sports', 3).map((l) => ({ ...l, outfit: { kind: 'jersey', color: E.red, stripe: C.white, bottom: C.slate900, socks: C.white } as const }));
  const right = crowd(ctx, 'sports', 3).map((l) => ({ ...l, outfit: { kind: 'jersey', color: C.teal, stripe: C.white, bottom: C.primary, socks: C.white } as const }));
  const ropeY = 600;
  const lean = (look: Look, x: number, dir: 1 | -1, s: number) =>
    `<g transform="rotate(${dir * 14} ${x} 800)">${person(look, x, 800, s, { pose: 'hold', legs: 'walk', mirror: dir === 1 })}</g>`;
  // rope
  p.push(`<path d="M40 ${ropeY + 10} Q600 ${ropeY - 10} 1160 ${ropeY + 10}" stroke="#c9a46a" stroke-width="10" fill="none"/><path d="M40 ${ropeY + 10} Q600 ${ropeY - 10} 1160 ${ropeY + 10}" stroke="#a5804a" stroke-width="10" fill="none" stroke-dasharray="6 10"/>`);
  left.forEach((l, i) => p.push(lean(l, 130 + i * 130, -1, 1.3)));
  right.forEach((l, i) => p.push(lean(l, 1070 - i * 130, 1, 1.3)));
  p.push(`<path d="M600 ${ropeY - 30} L600 ${ropeY + 30}" stroke="${E.red}" stroke-width="6"/><polygon points="600,${ropeY - 30} 640,${ropeY - 20} 600,${ropeY - 10}" fill="${E.marigold}"/>`);
  p.push(vignette(ctx, 0.14));
  return p.join('');
}

/** 10 — cheer squad in the cafeteria. */
export function cheerSquad(ctx: Ctx): string {
  const p: string[] = [];
  p.push(officeBack(ctx, '#fdf1dc', 620, ['#e8d0b0', '#d4b48c']));
  // counter and menu boards (no text)
  p.push(`<rect x="0" y="420" width="1200" height="200" fill="#c8553d"/><rect x="0" y="410" width="1200" height="16" fill="#8a5a2b"/>`);
  for (let i = 0; i < 4; i += 1) p.push(`<rect x="${120 + i * 260}" y="110" width="200" height="140" rx="8" fill="#2f3b36"/><rect x="${140 + i * 260}" y="136" width="120" height="10" rx="5" fill="${C.white}" opacity="0.6"/><rect x="${140 + i * 260}" y="160" width="150" height="8" rx="4" fill="${C.white}" opacity="0.35"/><rect x="${140 + i * 260}" y="180" width="100" height="8" rx="4" fill="${C.white}" opacity="0.35"/><circle cx="${290 + i * 260}" cy="210" r="16" fill="${E.marigold}"/>`);
  p.push(bunting(-20, 300, 1220, 300, 60, 18, [C.teal, E.marigold, C.primaryLight, C.white], 26));
  const squad = crowd(ctx, 'sports', 6);
  const colors = [C.teal, E.marigold];
  squad.forEach((l, i) => {
    l.outfit = { kind: 'jersey', color: colors[i % 2]!, stripe: C.white, bottom: C.primary, socks: C.white };
  });
  const spots: Array<[number, number, number]> = [
    [170, 800, 1.4],
    [350, 760, 1.3],
    [530, 820, 1.5],
    [710, 770, 1.32],
    [880, 810, 1.45],
    [1050, 770, 1.35],
  ];
  spots.forEach(([x, y, s], i) => {
    const c = colors[(i + 1) % 2]!;
    if (i % 3 === 1) p.push(person(squad[i]!, x, y, s, { pose: 'holdUp', itemR: foamFinger(E.marigold), mirror: i > 2 }));
    else p.push(person(squad[i]!, x, y, s, { pose: 'cheer', itemR: pompom(c), itemL: pompom(c), legs: i === 2 ? 'kick' : 'stand' }));
  });
  p.push(confetti(ctx, 80, [0, 0, ctx.W, 600], [C.teal, E.marigold, C.white, C.primaryLight], 1.3));
  p.push(vignette(ctx, 0.16));
  return p.join('');
}

// ---------------------------------------------------------------------------
// Movies
// ---------------------------------------------------------------------------

function stanchion(x: number, y: number, s = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="22" ry="6" fill="${E.gold}"/><rect x="-4" y="-100" width="8" height="100" fill="${E.gold}"/><circle cx="0" cy="-104" r="9" fill="${E.gold}"/></g>`;
}

/** 11 — red carpet walk. */
export function redCarpet(ctx: Ctx): string {
  const p: string[] = [];
  p.push(gradRect(ctx, 0, 0, ctx.W, ctx.H, [[0, '#141a3a'], [1, '#222a55']]));
  // step-and-repeat wall with star pattern
  p.push(`<rect x="100" y="60" width="1000" height="460" fill="#1c2452"/>`);
  const stars: string[] = [];
  for (let j = 0; j < 5; j += 1) for (let i = 0; i < 9; i += 1) stars.push(star(160 + i * 110 + (j % 2) * 55, 110 + j * 90, 18, j % 2 ? E.gold : '#cfd6e0', 0));
  p.push(`<g opacity="0.6">${stars.join('')}</g>`);
  p.push(`<polygon points="480,520 720,520 1000,900 200,900" fill="#b0202e"/><polygon points="500,520 700,520 960,900 240,900" fill="#c92a38"/>`);
  p.push(gradRect(ctx, 0, 520, 480, 380, [[0, '#1a1f40'], [1, '#10142c']]), gradRect(ctx, 720, 520, 480, 380, [[0, '#1a1f40'], [1, '#10142c']]));
  p.push(`<polygon points="0,900 0,520 480,520 200,900" fill="#161b38"/><polygon points="1200,900 1200,520 720,520 1000,900" fill="#161b38"/>`);
  // stanchions and ropes
  const left: Array<[number, number, number]> = [[470, 560, 0.6], [400, 650, 0.8], [300, 780, 1.05]];
  const right: Array<[number, number, number]> = [[730, 560, 0.6], [800, 650, 0.8], [900, 780, 1.05]];
  for (const side of [left, right]) {
    for (let i = 0; i < side.length - 1; i += 1) {
      const [x1, y1, s1] = side[i]!;
      const [x2, y2, s2] = side[i + 1]!;
      p.push(`<path d="M${x1} ${y1 - 100 * s1} Q${(x1 + x2) / 2} ${(y1 + y2) / 2 - 40} ${x2} ${y2 - 100 * s2}" stroke="${E.maroon}" stroke-width="8" fill="none"/>`);
    }
  }
  const stars2 = crowd(ctx, 'movie', 3).map((l, i) => {
    l.outfit = i === 1 ? { kind: 'blazer', color: C.slate900, inner: C.white, bottom: C.slate900, bow: C.slate900 } : { kind: 'gown', color: i ? E.gold : E.rani, accent: E.gold };
    if (l.hat) delete l.hat;
    return l;
  });
  p.push(person(stars2[2]!, 680, 660, 1.05, { pose: 'wave', mirror: true }));
  p.push(person(stars2[1]!, 530, 720, 1.25, { pose: 'wave', legs: 'walk' }));
  p.push(person(stars2[0]!, 640, 800, 1.4, { pose: 'hip', mirror: true }));
  [left, right].forEach((side) => side.forEach(([x, y, s]) => p.push(stanchion(x, y, s))));
  // camera flashes
  for (let i = 0; i < 6; i += 1) {
    const x = i < 3 ? 60 + i * 120 : 860 + (i - 3) * 120;
    p.push(glow(ctx, x, 640 + (i % 2) * 40, 70, 70, C.white, 0.6), star(x, 640 + (i % 2) * 40, 16, C.white, 0));
  }
  p.push(beam(ctx, 200, 0, 600, 760, 120, '#fff1c4', 0.18), beam(ctx, 1000, 0, 600, 760, 120, '#fff1c4', 0.18));
  // photographer silhouettes
  p.push(`<g fill="#070a1a"><path d="M40 900 C40 820 70 800 110 800 C150 800 180 820 180 900 Z"/><circle cx="110" cy="760" r="34"/><rect x="140" y="740" width="60" height="40" rx="6"/><path d="M1020 900 C1020 820 1050 800 1090 800 C1130 800 1160 820 1160 900 Z"/><circle cx="1090" cy="760" r="34"/><rect x="1000" y="740" width="60" height="40" rx="6"/></g>`);
  p.push(vignette(ctx, 0.3, '#05060f'));
  return p.join('');
}

/** 12 — superheroes against a comic burst. */
export function superheroes(ctx: Ctx): string {
  const p: string[] = [];
  p.push(`<rect width="${ctx.W}" height="${ctx.H}" fill="#2a63c9"/>`);
  const dots: string[] = [];
  for (let j = 0; j < 30; j += 1) for (let i = 0; i < 40; i += 1) dots.push(`<circle cx="${i * 30 + (j % 2) * 15}" cy="${j * 30}" r="5"/>`);
  p.push(`<g fill="#1f4fa8">${dots.join('')}</g>`);
  const burst: Array<[number, number]> = [];
  for (let i = 0; i < 28; i += 1) {
    const a = (Math.PI * 2 * i) / 28;
    const rr = i % 2 ? 300 : 460;
    burst.push([600 + Math.cos(a) * rr * 1.2, 400 + Math.sin(a) * rr * 0.85]);
  }
  p.push(`<polygon points="${pts(burst)}" fill="#f2c14e" stroke="${C.slate900}" stroke-width="8" stroke-linejoin="round"/>`);
  p.push(`<polygon points="${pts(burst.map(([x, y]) => [600 + (x - 600) * 0.7, 400 + (y - 400) * 0.7]))}" fill="#ffe08a"/>`);
  p.push(gradRect(ctx, 0, 720, ctx.W, 180, [[0, '#1c2a5e'], [1, '#121c44']]));
  const heroes = crowd(ctx, 'movie', 4).map((l, i) => {
    l.outfit = { kind: 'hero', color: [E.red, C.teal, E.plum, C.primaryLight][i]!, cape: [C.primaryLight, E.red, '#f2c14e', E.red][i]!, emblem: i % 2 ? C.white : '#f2c14e', belt: i % 2 ? '#f2c14e' : C.slate900 };
    delete l.hat;
    return l;
  });
  p.push(person(heroes[0]!, 260, 820, 1.5, { pose: 'hip', legs: 'wide' }));
  p.push(person(heroes[1]!, 490, 850, 1.6, { pose: 'reach', legs: 'stand' }));
  p.push(person(heroes[2]!, 730, 850, 1.6, { pose: 'hip', legs: 'wide', mirror: true }));
  p.push(person(heroes[3]!, 960, 820, 1.5, { pose: 'point', mirror: true, legs: 'wide' }));
  p.push(vignette(ctx, 0.2));
  return p.join('');
}

function directorChair(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-50 0 L50 -120 M50 0 L-50 -120" stroke="${E.wood}" stroke-width="9"/><rect x="-56" y="-130" width="112" height="18" fill="${E.red}"/><rect x="-50" y="-230" width="10" height="110" fill="${E.wood}"/><rect x="40" y="-230" width="10" height="110" fill="${E.wood}"/><rect x="-46" y="-220" width="92" height="40" fill="${E.red}"/><rect x="-62" y="-160" width="124" height="9" fill="${E.wood}"/></g>`;
}

function filmCamera(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -150 L-60 0 M0 -150 L60 0 M0 -150 L0 0" stroke="${C.slate700}" stroke-width="6"/><rect x="-50" y="-220" width="110" height="70" rx="8" fill="${C.slate900}"/><path d="M60 -200 L100 -215 L100 -155 L60 -170 Z" fill="${C.slate700}"/><circle cx="-20" cy="-250" r="34" fill="none" stroke="${C.slate900}" stroke-width="10"/><circle cx="40" cy="-250" r="34" fill="none" stroke="${C.slate900}" stroke-width="10"/><circle cx="-20" cy="-250" r="6" fill="${C.slate900}"/><circle cx="40" cy="-250" r="6" fill="${C.slate900}"/></g>`;
}

function filmReel(x: number, y: number, rr: number): string {
  const holes = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 6;
    return `<circle cx="${n(x + Math.cos(a) * rr * 0.55)}" cy="${n(y + Math.sin(a) * rr * 0.55)}" r="${n(rr * 0.2)}" fill="${E.cream}"/>`;
  }).join('');
  return `<circle cx="${x}" cy="${y}" r="${rr}" fill="${C.slate500}"/>${holes}<circle cx="${x}" cy="${y}" r="${rr * 0.12}" fill="${C.slate900}"/>`;
}

/** 13 — a desk set up as a film set. */
export function filmSetDesk(ctx: Ctx): string {
  const p: string[] = [];
  p.push(`<rect width="${ctx.W}" height="${ctx.H}" fill="#2a2440"/>`);
  p.push(glow(ctx, 700, 380, 520, 360, '#ffe2a8', 0.35));
  // film strip along the top of the wall
  p.push(`<rect x="0" y="80" width="1200" height="90" fill="${C.slate900}"/><path d="M0 92 H1200 M0 158 H1200" stroke="${C.white}" stroke-width="8" stroke-dasharray="14 16"/>`);
  for (let i = 0; i < 8; i += 1) p.push(`<rect x="${20 + i * 150}" y="104" width="120" height="44" fill="${['#f2c14e', E.rani, C.teal, E.coral][i % 4]}" opacity="0.75"/>`);
  p.push(gradRect(ctx, 0, 640, ctx.W, 260, [[0, '#4a3a5a'], [1, '#352a44']]));
  // spotlight on a stand
  p.push(`<path d="M1080 640 L1080 300 M1040 640 L1080 560 L1120 640" stroke="${C.slate700}" stroke-width="7" fill="none"/><g transform="translate(1080 290) rotate(-30)"><rect x="-40" y="-40" width="80" height="70" rx="10" fill="${C.slate900}"/><ellipse cx="-40" cy="-5" rx="10" ry="32" fill="#fff1c4"/></g>`);
  p.push(beam(ctx, 1040, 280, 560, 620, 150, '#fff1c4', 0.2));
  p.push(filmCamera(180, 700, 1.3));
  const director = randomLook(ctx.r, 'office', { fem: false });
  director.hat = 'beret';
  director.hatColor = E.red;
  director.outfit = { kind: 'tee', color: C.slate900, bottom: '#3b4a6b', stripe: C.white };
  p.push(person(director, 900, 790, 1.5, { pose: 'holdUp', itemR: megaphone, mirror: true }));
  p.push(desk(330, 620, 460, '#d8b48a', '#8a6a4a', 220));
  p.push(`<g transform="translate(430 624)">${clapper(0, 0)}</g>`);
  p.push(filmReel(560, 570, 52), filmReel(650, 590, 34));
  p.push(`<g transform="translate(740 620)">${popcorn(0, 0)}</g>`);
  p.push(directorChair(600, 900, 1.1));
  p.push(vignette(ctx, 0.3, '#0a0812'));
  return p.join('');
}

/** 14 — screening corner, seen from the back row. */
export function screening(ctx: Ctx): string {
  const p: string[] = [];
  p.push(`<rect width="${ctx.W}" height="${ctx.H}" fill="#0e1026"/>`);
  // screen with an abstract film frame
  p.push(glow(ctx, 600, 260, 620, 300, '#8fb8ff', 0.3));
  p.push(`<rect x="170" y="60" width="860" height="400" fill="#f4d7a8"/>`);
  p.push(gradRect(ctx, 176, 66, 848, 388, [[0, '#f7b27a'], [1, '#f6dcb0']]));
  p.push(`<circle cx="760" cy="250" r="70" fill="#fff1c9"/><polygon points="176,454 360,260 520,400 660,240 860,420 1024,300 1024,454" fill="#8a4a6a"/><polygon points="176,454 300,360 460,454" fill="#5a2f50"/><polygon points="600,454 820,340 1024,454" fill="#5a2f50"/>`);
  // projector beam from the back
  const id = ctx.ids.next('pb');
  p.push(`<defs>${linear(id, [[0, '#cfe0ff', 0.02], [1, '#cfe0ff', 0.22]], { x1: 0, y1: 1, x2: 0, y2: 0 })}</defs><polygon points="590,900 610,900 1030,60 170,60" fill="url(#${id})"/>`);
  // seats and audience from behind
  const rows: Array<[number, number, number]> = [
    [620, 0.95, 5],
    [740, 1.2, 4],
    [880, 1.5, 4],
  ];
  rows.forEach(([y, s, count], k) => {
    const ppl = crowd(ctx, pick(ctx.r, ['movie', 'office', 'retro'] as const), count);
    const step = 1000 / count;
    ppl.forEach((l, i) => {
      delete l.hat;
      const x = 100 + step * (i + 0.5) + (k % 2) * 40;
      p.push(person(l, x, y + 150 * s, s, { back: true, seated: true, pose: i % 3 === 1 ? 'cheer' : 'down', haze: { color: '#0e1026', amount: 0.55 - k * 0.12 } }));
    });
    p.push(`<rect x="40" y="${y}" width="1120" height="${70 * s}" rx="${16 * s}" fill="${mix(E.maroon, '#0e1026', 0.35 - k * 0.08)}"/>`);
    for (let i = 0; i < count; i += 2) p.push(`<g transform="translate(${n(40 + (1120 / count) * (i + 1))} ${n(y + 4)}) scale(${n(s * 0.9)})">${popcorn(0, 0)}</g>`);
    for (let i = 0; i <= count; i += 1) p.push(`<rect x="${40 + (1120 / count) * i - 6}" y="${y - 10}" width="12" height="${70 * s + 10}" rx="4" fill="${mix(E.maroon, '#000', 0.45)}"/>`);
  });
  p.push(vignette(ctx, 0.35, '#000000'));
  return p.join('');
}

function cactus(x: number, y: number, s: number): string {
  const c = '#4f8f4a';
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${c}"><rect x="-22" y="-220" width="44" height="220" rx="22"/><path d="M-22 -110 H-60 Q-74 -110 -74 -124 V-170 Q-74 -184 -62 -184 Q-50 -184 -50 -170 V-136 H-22 Z"/><path d="M22 -140 H58 Q72 -140 72 -154 V-196 Q72 -210 60 -210 Q48 -210 48 -196 V-166 H22 Z"/><path d="M-6 -200 V-20 M8 -200 V-20" stroke="${shade(c, 0.2)}" stroke-width="3"/></g>`;
}

/** 15 — Wild West corner. */
export function wildWest(ctx: Ctx): string {
  const p: string[] = [];
  p.push(gradRect(ctx, 0, 0, ctx.W, 560, [[0, '#f2b26b'], [1, '#f7d9a0']]));
  p.push(`<circle cx="860" cy="300" r="90" fill="#fff0c4" opacity="0.85"/>`);
  p.push(`<path d="M0 560 L0 420 L120 420 L140 380 L300 380 L320 430 L470 430 L470 560 Z" fill="#c8553d"/><path d="M700 560 L720 360 L900 360 L930 460 L1080 460 L1100 400 L1200 400 L1200 560 Z" fill="#b5493a"/>`);
  p.push(gradRect(ctx, 0, 560, ctx.W, 340, [[0, '#e0b27a'], [1, '#c9955e']]));
  // fence
  p.push(`<path d="M0 600 H1200 M0 640 H1200" stroke="${E.wood}" stroke-width="10"/><path d="${Array.from({ length: 13 }, (_, i) => `M${i * 100 + 20} 570 V680`).join(' ')}" stroke="${E.woodDark}" stroke-width="14"/>`);
  // wagon wheel and hay bale
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const a = (Math.PI * i) / 4;
    return `M${n(1040 + Math.cos(a) * 70)} ${n(690 + Math.sin(a) * 70)} L${n(1040 - Math.cos(a) * 70)} ${n(690 - Math.sin(a) * 70)}`;
  }).join(' ');
  p.push(`<circle cx="1040" cy="690" r="76" fill="none" stroke="${E.woodDark}" stroke-width="12"/><path d="${spokes}" stroke="${E.woodDark}" stroke-width="6"/><circle cx="1040" cy="690" r="12" fill="${E.woodDark}"/>`);
  p.push(`<rect x="80" y="700" width="200" height="110" rx="10" fill="#e9c46a"/><path d="M90 730 H270 M90 760 H270 M90 790 H270" stroke="#c9a44a" stroke-width="4"/>`);
  p.push(cactus(330, 760, 1.1), cactus(900, 790, 0.9));
  const ppl = crowd(ctx, 'movie', 3).map((l, i) => {
    l.outfit = { kind: 'cowboy', color: [E.red, C.primaryLight, C.teal][i]!, vest: i % 2 ? E.woodDark : E.wood, bottom: '#3b4a6b', scarf: i % 2 ? E.red : E.marigold };
    l.hat = 'cowboy';
    l.hatColor = [E.wood, E.woodDark, E.sand][i]!;
    return l;
  });
  p.push(person(ppl[0]!, 500, 820, 1.5, { pose: 'hip' }));
  p.push(person(ppl[1]!, 660, 840, 1.55, { pose: 'wave', mirror: true }));
  p.push(person(ppl[2]!, 800, 810, 1.45, { pose: 'arms', mirror: true }));
  p.push(vignette(ctx, 0.2, '#3a1d0a'));
  return p.join('');
}

function shipWheel(x: number, y: number, rr: number): string {
  const handles = Array.from({ length: 8 }, (_, i) => {
    const a = (Math.PI * i) / 4;
    return `<path d="M${n(x + Math.cos(a) * rr * 0.2)} ${n(y + Math.sin(a) * rr * 0.2)} L${n(x + Math.cos(a) * rr * 1.3)} ${n(y + Math.sin(a) * rr * 1.3)}" stroke="${E.woodDark}" stroke-width="${n(rr * 0.12)}" stroke-linecap="round"/>`;
  }).join('');
  return `${handles}<circle cx="${x}" cy="${y}" r="${rr}" fill="none" stroke="${E.wood}" stroke-width="${n(rr * 0.16)}"/><circle cx="${x}" cy="${y}" r="${n(rr * 0.22)}" fill="${E.wood}"/>`;
}

function chest(x: number, y: number): string {
  const coins = Array.from({ length: 14 }, (_, i) => `<circle cx="${x - 70 + (i % 7) * 23}" cy="${y - 118 + Math.floor(i / 7) * 12}" r="11" fill="${i % 3 ? E.gold : '#f2c14e'}"/>`).join('');
  return `<path d="M${x - 90} ${y - 120} Q${x} ${y - 220} ${x + 90} ${y - 120}" fill="${E.woodDark}" transform="rotate(-20 ${x - 90} ${y - 120})"/>${coins}<rect x="${x - 90}" y="${y - 110}" width="180" height="110" rx="8" fill="${E.wood}"/><path d="M${x - 90} ${y - 70} H${x + 90} M${x - 50} ${y - 110} V${y} M${x + 50} ${y - 110} V${y}" stroke="${E.gold}" stroke-width="8"/><rect x="${x - 12}" y="${y - 84}" width="24" height="28" rx="4" fill="${E.gold}"/>`;
}

/** 16 — the pirate crew. */
export function pirates(ctx: Ctx): string {
  const p: string[] = [];
  p.push(gradRect(ctx, 0, 0, ctx.W, 600, [[0, '#5fb0c8'], [1, '#bfe4ea']]));
  p.push(`<rect y="470" width="1200" height="130" fill="#2f8aa0"/>`);
  // painted ship silhouette on the backdrop
  p.push(`<g fill="#3a5a6a" opacity="0.7"><path d="M160 470 L420 470 L380 510 L200 510 Z"/><rect x="284" y="250" width="8" height="220"/><path d="M292 260 L380 300 L292 340 Z M292 350 L400 400 L292 450 Z"/></g>`);
  p.push(gradRect(ctx, 0, 600, ctx.W, 300, [[0, '#a87a4f'], [1, '#8a5f3a']]));
  p.push(`<path d="${Array.from({ length: 8 }, (_, i) => `M0 ${620 + i * 40} H1200`).join(' ')}" stroke="#7a532f" stroke-width="3"/>`);
  p.push(`<path d="M0 100 Q300 180 600 100 T1200 100" stroke="#c9a46a" stroke-width="10" fill="none"/>`);
  p.push(shipWheel(1020, 560, 90));
  p.push(`<rect x="1008" y="560" width="24" height="200" fill="${E.woodDark}"/>`);
  const crew = crowd(ctx, 'movie', 4).map((l, i) => {
    l.outfit = { kind: 'pirate', color: i % 2 ? E.cream : C.slate50, vest: [E.maroon, C.slate900, E.woodDark, E.plum][i]!, bottom: i % 2 ? C.slate700 : E.woodDark, sash: i % 2 ? E.red : E.gold };
    l.hat = 'pirate';
    l.hatColor = C.slate900;
    return l;
  });
  p.push(person(crew[0]!, 230, 800, 1.5, { pose: 'holdUp', itemR: sword }));
  p.push(person(crew[1]!, 420, 830, 1.55, { pose: 'point' }));
  p.push(person(crew[2]!, 780, 830, 1.55, { pose: 'hip', mirror: true }));
  p.push(`<g transform="translate(600 890) scale(1.5) translate(-600 -860)">${chest(600, 860)}</g>`);
  p.push(person(crew[3]!, 930, 860, 1.6, { pose: 'cheer', mirror: true }));
  p.push(vignette(ctx, 0.2));
  return p.join('');
}

export const themeScenes = [
  disco,
  retroDesk,
  sunburstGroup,
  arcadeCorner,
  jukeboxDance,
  sportsTeam,
  stadiumDesks,
  tableTennis,
  tugOfWar,
  cheerSquad,
  redCarpet,
  superheroes,
  filmSetDesk,
  screening,
  wildWest,
  pirates,
];

