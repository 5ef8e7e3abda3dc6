/** Reusable scenery and props for the gallery scenes (all in canvas coordinates unless noted). */
import { C, E, between, glow, linear, mix, n, pick, pts, radial, shade, tint, type Ctx, type Rand } from './core';

// ---------------------------------------------------------------------------
// Rooms and skies
// ---------------------------------------------------------------------------

export function sky(ctx: Ctx, stops: Array<[number, string]>, h = ctx.H): string {
  const id = ctx.ids.next('sky');
  return `<defs>${linear(id, stops)}</defs><rect width="${ctx.W}" height="${n(h)}" fill="url(#${id})"/>`;
}

/** Office wall with a band of windows showing a skyline. */
export function officeWall(
  ctx: Ctx,
  o: { wall: string; floorY: number; windowTop?: number; windowBottom?: number; sky?: [string, string]; skyline?: string; panes?: number; x0?: number; x1?: number },
): string {
  const { W } = ctx;
  const top = o.windowTop ?? 120;
  const bottom = o.windowBottom ?? o.floorY - 170;
  const x0 = o.x0 ?? 0;
  const x1 = o.x1 ?? W;
  const panes = o.panes ?? 5;
  const p: string[] = [`<rect width="${W}" height="${o.floorY}" fill="${o.wall}"/>`];
  const skyId = ctx.ids.next('ws');
  const [s1, s2] = o.sky ?? ['#cfe3f3', '#f3efe6'];
  p.push(`<defs>${linear(skyId, [[0, s1], [1, s2]])}</defs>`);
  p.push(`<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${bottom - top}" fill="url(#${skyId})"/>`);
  // skyline
  const r = ctx.r;
  const bl = o.skyline ?? mix(s1, C.primary, 0.35);
  let x = x0;
  const blocks: string[] = [];
  while (x < x1) {
    const w = between(r, 40, 90);
    const h = between(r, 40, (bottom - top) * 0.55);
    blocks.push(`<rect x="${n(x)}" y="${n(bottom - h)}" width="${n(w - 6)}" height="${n(h)}"/>`);
    x += w;
  }
  p.push(`<g fill="${bl}" opacity="0.45">${blocks.join('')}</g>`);
  // mullions
  const frame = shade(o.wall, 0.25);
  const m: string[] = [];
  for (let i = 0; i <= panes; i += 1) {
    const xx = x0 + ((x1 - x0) * i) / panes;
    m.push(`<rect x="${n(xx - 6)}" y="${top}" width="12" height="${bottom - top}"/>`);
  }
  p.push(`<g fill="${frame}">${m.join('')}<rect x="${x0}" y="${top - 8}" width="${x1 - x0}" height="10"/><rect x="${x0}" y="${bottom}" width="${x1 - x0}" height="12"/></g>`);
  return p.join('');
}

export function floor(ctx: Ctx, y: number, c1: string, c2: string, lines?: string): string {
  const id = ctx.ids.next('fl');
  let s = `<defs>${linear(id, [[0, c1], [1, c2]])}</defs><rect y="${n(y)}" width="${ctx.W}" height="${n(ctx.H - y)}" fill="url(#${id})"/>`;
  if (lines) {
    const l: string[] = [];
    const cx = ctx.W / 2;
    for (let i = -8; i <= 8; i += 1) l.push(`M${n(cx + i * 90)} ${n(y)} L${n(cx + i * 300)} ${ctx.H}`);
    for (let j = 1; j < 6; j += 1) {
      const yy = y + (ctx.H - y) * (j / 6) ** 1.6;
      l.push(`M0 ${n(yy)} L${ctx.W} ${n(yy)}`);
    }
    s += `<path d="${l.join(' ')}" stroke="${lines}" stroke-width="2" opacity="0.35"/>`;
  }
  return s;
}

export function plant(x: number, y: number, s: number, pot: string = C.slate700, leaf: string = E.leaf): string {
  const leaves: string[] = [];
  const angles = [-60, -35, -12, 10, 32, 58, -80, 80];
  angles.forEach((a, i) => {
    const len = 70 + (i % 3) * 18;
    leaves.push(`<ellipse cx="0" cy="${-len / 2}" rx="11" ry="${len / 2}" transform="rotate(${a})" fill="${i % 2 ? leaf : shade(leaf, 0.15)}"/>`);
  });
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><g transform="translate(0 -56)">${leaves.join('')}</g><path d="M-28 -60 L28 -60 L22 0 L-22 0 Z" fill="${pot}"/><rect x="-31" y="-66" width="62" height="10" rx="3" fill="${shade(pot, 0.15)}"/></g>`;
}

// ---------------------------------------------------------------------------
// Festive décor
// ---------------------------------------------------------------------------

/** Marigold garland along a sagging curve with hanging strands. */
export function toran(x1: number, x2: number, y: number, sag: number, strands = 0, strandLen = 60): string {
  const p: string[] = [];
  const count = Math.round((x2 - x1) / 13);
  const at = (t: number): [number, number] => [x1 + (x2 - x1) * t, y + Math.sin(Math.PI * t) * sag];
  const cols = [E.marigold, E.saffron, '#ffc233'];
  for (let i = 0; i <= count; i += 1) {
    const [x, yy] = at(i / count);
    p.push(`<circle cx="${n(x)}" cy="${n(yy)}" r="8.5" fill="${cols[i % 3]}"/>`);
  }
  // mango leaves between the flowers
  for (let i = 0; i < count; i += 3) {
    const [x, yy] = at((i + 0.5) / count);
    p.push(`<path d="M${n(x)} ${n(yy + 4)} q-7 16 0 30 q7 -14 0 -30 Z" fill="${i % 2 ? E.leaf : shade(E.leaf, 0.2)}"/>`);
  }
  for (let k = 0; k < strands; k += 1) {
    const t = (k + 0.5) / strands;
    const [x, yy] = at(t);
    for (let j = 1; j <= strandLen / 15; j += 1) p.push(`<circle cx="${n(x)}" cy="${n(yy + j * 15)}" r="7" fill="${cols[(j + k) % 3]}"/>`);
  }
  return p.join('');
}

/** Rangoli: concentric petal rings, squashed into floor perspective. */
export function rangoli(cx: number, cy: number, rx: number, ry: number, palette: readonly string[], r: Rand, diyas = 0): string {
  const p: string[] = [];
  const rings = 5;
  p.push(`<circle r="${rx}" fill="${palette[0] ?? E.marigold}" opacity="0.22"/>`);
  for (let i = rings; i >= 1; i -= 1) {
    const rad = (rx * i) / rings;
    const petals = 6 + i * 4;
    const c = palette[i % palette.length] ?? E.rani;
    p.push(`<circle r="${n(rad * 0.82)}" fill="${mix(c, C.white, 0.15)}"/>`);
    const pet: string[] = [];
    for (let k = 0; k < petals; k += 1) {
      const a = (360 * k) / petals + (i % 2 ? 180 / petals : 0);
      pet.push(`<ellipse cx="0" cy="${n(-rad * 0.86)}" rx="${n((rad * 0.9 * Math.PI) / petals)}" ry="${n(rx / rings / 1.6)}" transform="rotate(${n(a)})"/>`);
    }
    p.push(`<g fill="${c}">${pet.join('')}</g>`);
  }
  p.push(`<circle r="${n(rx / rings / 2)}" fill="${C.white}"/>`);
  let out = `<g transform="translate(${n(cx)} ${n(cy)}) scale(1 ${n(ry / rx)})">${p.join('')}</g>`;
  for (let i = 0; i < diyas; i += 1) {
    const a = (Math.PI * 2 * i) / diyas + between(r, -0.05, 0.05);
    out += diya(cx + Math.cos(a) * rx * 1.12, cy + Math.sin(a) * ry * 1.12, 0.9);
  }
  return out;
}

/** Clay lamp with a flame, at (x, y) = base centre. */
export function diya(x: number, y: number, s = 1): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><circle cy="-18" r="22" fill="${E.marigold}" opacity="0.18"/><path d="M-16 -8 Q0 6 16 -8 Z" fill="${E.clay}"/><path d="M-16 -8 L16 -8" stroke="${shade(E.clay, 0.25)}" stroke-width="3" stroke-linecap="round"/><path d="M0 -28 Q7 -16 0 -10 Q-7 -16 0 -28 Z" fill="${E.marigold}"/><path d="M0 -21 Q3 -15 0 -12 Q-3 -15 0 -21 Z" fill="#fff3c4"/></g>`;
}

/** Strung fairy lights between two points. */
export function stringLights(x1: number, y1: number, x2: number, y2: number, sag: number, count: number, colors: readonly string[], glowR = 14): string {
  const p: string[] = [];
  const at = (t: number): [number, number] => [x1 + (x2 - x1) * t, y1 + (y2 - y1) * t + Math.sin(Math.PI * t) * sag];
  const path: string[] = [];
  for (let i = 0; i <= 24; i += 1) {
    const [x, y] = at(i / 24);
    path.push(`${i ? 'L' : 'M'}${n(x)} ${n(y)}`);
  }
  p.push(`<path d="${path.join(' ')}" fill="none" stroke="${C.slate700}" stroke-width="2" opacity="0.7"/>`);
  for (let i = 0; i < count; i += 1) {
    const [x, y] = at((i + 0.5) / count);
    const c = colors[i % colors.length] ?? E.marigold;
    p.push(`<circle cx="${n(x)}" cy="${n(y + 7)}" r="${glowR}" fill="${c}" opacity="0.22"/><circle cx="${n(x)}" cy="${n(y + 7)}" r="5" fill="${c}"/>`);
  }
  return p.join('');
}

/** Triangle bunting along a curve. */
export function bunting(x1: number, y1: number, x2: number, y2: number, sag: number, count: number, colors: readonly string[], size = 26): string {
  const p: string[] = [];
  const at = (t: number): [number, number] => [x1 + (x2 - x1) * t, y1 + (y2 - y1) * t + Math.sin(Math.PI * t) * sag];
  const line: string[] = [];
  for (let i = 0; i <= 20; i += 1) {
    const [x, y] = at(i / 20);
    line.push(`${i ? 'L' : 'M'}${n(x)} ${n(y)}`);
  }
  p.push(`<path d="${line.join(' ')}" fill="none" stroke="${C.slate500}" stroke-width="2"/>`);
  for (let i = 0; i < count; i += 1) {
    const [ax, ay] = at(i / count + 0.1 / count);
    const [bx, by] = at((i + 0.9) / count);
    const mx = (ax + bx) / 2;
    const my = (ay + by) / 2;
    p.push(`<polygon points="${pts([[ax, ay], [bx, by], [mx, my + size * 1.3]])}" fill="${colors[i % colors.length] ?? E.marigold}"/>`);
  }
  return p.join('');
}

export function balloon(x: number, y: number, rr: number, color: string, stringLen = 80, sway = 10): string {
  return `<path d="M${n(x)} ${n(y + rr * 1.15)} q${n(sway)} ${n(stringLen / 2)} 0 ${n(stringLen)}" fill="none" stroke="${C.slate500}" stroke-width="1.5"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rr)}" ry="${n(rr * 1.15)}" fill="${color}"/><path d="M${n(x - 4)} ${n(y + rr * 1.15)} l4 -6 l4 6 Z" fill="${shade(color, 0.15)}"/><ellipse cx="${n(x - rr * 0.35)}" cy="${n(y - rr * 0.4)}" rx="${n(rr * 0.18)}" ry="${n(rr * 0.3)}" fill="${C.white}" opacity="0.45" transform="rotate(-25 ${n(x - rr * 0.35)} ${n(y - rr * 0.4)})"/>`;
}

/** Balloon arch (semi-circle of clustered balloons). */
export function balloonArch(cx: number, baseY: number, rx: number, ry: number, colors: readonly string[], rr = 26): string {
  const p: string[] = [];
  const count = Math.round((Math.PI * (rx + ry)) / 2 / (rr * 0.9));
  for (let i = 0; i <= count; i += 1) {
    const a = Math.PI * (i / count);
    const x = cx - Math.cos(a) * rx;
    const y = baseY - Math.sin(a) * ry;
    for (let k = 0; k < 2; k += 1) {
      const ox = k ? rr * 0.5 : -rr * 0.4;
      const c = colors[(i + k) % colors.length] ?? E.saffron;
      p.push(`<circle cx="${n(x + ox * Math.sin(a))}" cy="${n(y + ox * Math.cos(a) * 0.6)}" r="${n(rr)}" fill="${c}"/><circle cx="${n(x + ox * Math.sin(a) - rr * 0.35)}" cy="${n(y + ox * Math.cos(a) * 0.6 - rr * 0.35)}" r="${n(rr * 0.22)}" fill="${C.white}" opacity="0.4"/>`);
    }
  }
  return p.join('');
}

export function confetti(ctx: Ctx, count: number, box: [number, number, number, number], colors: readonly string[], size = 1): string {
  const { r } = ctx;
  const [x0, y0, x1, y1] = box;
  const groups = new Map<string, string[]>();
  for (let i = 0; i < count; i += 1) {
    const x = between(r, x0, x1);
    const y = between(r, y0, y1);
    const c = pick(r, colors);
    const a = Math.round(between(r, 0, 180));
    const w = between(r, 6, 12) * size;
    const h = between(r, 3, 6) * size;
    const list = groups.get(c) ?? [];
    if (r() < 0.3) list.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(h * 0.8)}"/>`);
    else list.push(`<rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" transform="rotate(${a} ${n(x)} ${n(y)})"/>`);
    groups.set(c, list);
  }
  return [...groups].map(([c, l]) => `<g fill="${c}">${l.join('')}</g>`).join('');
}

export function sparkles(ctx: Ctx, count: number, box: [number, number, number, number], color: string, size = 1): string {
  const { r } = ctx;
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = between(r, box[0], box[2]);
    const y = between(r, box[1], box[3]);
    const s = between(r, 3, 8) * size;
    out.push(`<path d="M${n(x)} ${n(y - s)} Q${n(x)} ${n(y)} ${n(x + s)} ${n(y)} Q${n(x)} ${n(y)} ${n(x)} ${n(y + s)} Q${n(x)} ${n(y)} ${n(x - s)} ${n(y)} Q${n(x)} ${n(y)} ${n(x)} ${n(y - s)} Z"/>`);
  }
  return `<g fill="${color}">${out.join('')}</g>`;
}

/** Bokeh discs for depth (soft background lights). */
export function bokeh(ctx: Ctx, count: number, box: [number, number, number, number], colors: readonly string[], rMin = 10, rMax = 34, opacity = 0.25): string {
  const { r } = ctx;
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    out.push(`<circle cx="${n(between(r, box[0], box[2]))}" cy="${n(between(r, box[1], box[3]))}" r="${n(between(r, rMin, rMax))}" fill="${pick(r, colors)}" opacity="${n(between(r, opacity * 0.5, opacity) * 100) }%"/>`);
  }
  return out.join('').replace(/opacity="([\d.]+)%"/g, (_, v: string) => `opacity="${(Number(v) / 100).toFixed(2)}"`);
}

export function fireworks(cx: number, cy: number, rad: number, color: string, rays = 16): string {
  const p: string[] = [];
  for (let i = 0; i < rays; i += 1) {
    const a = (Math.PI * 2 * i) / rays;
    const x1 = cx + Math.cos(a) * rad * 0.35;
    const y1 = cy + Math.sin(a) * rad * 0.35;
    const x2 = cx + Math.cos(a) * rad;
    const y2 = cy + Math.sin(a) * rad;
    p.push(`M${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)}`);
  }
  const dots: string[] = [];
  for (let i = 0; i < rays; i += 1) {
    const a = (Math.PI * 2 * (i + 0.5)) / rays;
    dots.push(`<circle cx="${n(cx + Math.cos(a) * rad * 0.8)}" cy="${n(cy + Math.sin(a) * rad * 0.8)}" r="${n(rad * 0.035)}"/>`);
  }
  return `<path d="${p.join(' ')}" stroke="${color}" stroke-width="${n(Math.max(2, rad * 0.03))}" stroke-linecap="round"/><g fill="${tint(color, 0.3)}">${dots.join('')}</g>`;
}

// ---------------------------------------------------------------------------
// Office furniture
// ---------------------------------------------------------------------------

/** Desk seen from the front: top + front panel + legs; (x, y) top-left of the desktop. */
export function desk(x: number, y: number, w: number, top: string = '#e9dcc7', body: string = C.slate200, h = 110): string {
  return `<rect x="${n(x + 10)}" y="${n(y + 14)}" width="10" height="${h}" fill="${shade(body, 0.3)}"/><rect x="${n(x + w - 20)}" y="${n(y + 14)}" width="10" height="${h}" fill="${shade(body, 0.3)}"/><rect x="${n(x + 14)}" y="${n(y + 14)}" width="${n(w - 28)}" height="${n(h * 0.55)}" fill="${body}"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="16" rx="3" fill="${top}"/>`;
}

export function monitor(x: number, y: number, w: number, screen: string = C.primary, glowC?: string): string {
  const h = w * 0.62;
  return `<rect x="${n(x - 6)}" y="${n(y - 4)}" width="12" height="${n(h * 0.35)}" fill="${C.slate500}"/><rect x="${n(x - w * 0.18)}" y="${n(y + h * 0.3 - 6)}" width="${n(w * 0.36)}" height="6" rx="3" fill="${C.slate500}"/><rect x="${n(x - w / 2)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" rx="5" fill="${C.slate900}"/><rect x="${n(x - w / 2 + 5)}" y="${n(y - h + 5)}" width="${n(w - 10)}" height="${n(h - 10)}" rx="3" fill="${screen}"/>${glowC ? `<rect x="${n(x - w / 2 + 14)}" y="${n(y - h + 16)}" width="${n(w * 0.4)}" height="8" rx="4" fill="${glowC}" opacity="0.8"/><rect x="${n(x - w / 2 + 14)}" y="${n(y - h + 32)}" width="${n(w * 0.6)}" height="6" rx="3" fill="${glowC}" opacity="0.45"/>` : ''}`;
}

export function laptop(x: number, y: number, s = 1, color: string = C.slate300): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><path d="M-26 0 L-22 -34 L22 -34 L26 0 Z" fill="${color}"/><circle cx="0" cy="-17" r="3.5" fill="${C.white}" opacity="0.7"/><rect x="-32" y="-2" width="64" height="5" rx="2" fill="${shade(color, 0.2)}"/></g>`;
}

export function mug(x: number, y: number, c: string): string {
  return `<rect x="${n(x - 8)}" y="${n(y - 20)}" width="16" height="20" rx="3" fill="${c}"/><path d="M${n(x + 8)} ${n(y - 15)} q8 0 8 6 q0 6 -8 6" fill="none" stroke="${c}" stroke-width="3"/>`;
}

// ---------------------------------------------------------------------------
// Seaside
// ---------------------------------------------------------------------------

export function sun(ctx: Ctx, cx: number, cy: number, rr: number, core: string, halo: string): string {
  return glow(ctx, cx, cy, rr * 3.4, rr * 3.4, halo, 0.55) + `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr)}" fill="${core}"/>`;
}

/** Sea band from y to bottom with horizontal sparkle lines. */
export function sea(ctx: Ctx, y: number, top: string, bottom: string, glint?: { x: number; color: string }, yEnd = ctx.H): string {
  const id = ctx.ids.next('sea');
  const p = [`<defs>${linear(id, [[0, top], [1, bottom]])}</defs><rect y="${n(y)}" width="${ctx.W}" height="${n(yEnd - y)}" fill="url(#${id})"/>`];
  const { r } = ctx;
  const lines: string[] = [];
  for (let i = 0; i < 26; i += 1) {
    const yy = y + 8 + ((yEnd - y - 8) * i) / 26 + between(r, -3, 3);
    const x = between(r, 0, ctx.W);
    const w = between(r, 30, 120) * (1 + (yy - y) / 300);
    lines.push(`M${n(x)} ${n(yy)} h${n(w)}`);
  }
  p.push(`<path d="${lines.join(' ')}" stroke="${C.white}" stroke-width="2.5" stroke-linecap="round" opacity="0.28"/>`);
  if (glint) {
    const g: string[] = [];
    for (let i = 0; i < 14; i += 1) {
      const yy = y + 6 + i * ((yEnd - y) / 16);
      const w = 20 + i * 9;
      g.push(`M${n(glint.x - w / 2 + between(r, -10, 10))} ${n(yy)} h${n(w * between(r, 0.4, 1))}`);
    }
    p.push(`<path d="${g.join(' ')}" stroke="${glint.color}" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`);
  }
  return p.join('');
}

export function palm(x: number, y: number, s: number, lean: number, trunk: string = E.woodDark, leaf: string = '#2f7d5b'): string {
  const tx = lean * 120;
  const fronds: string[] = [];
  const angles = [-160, -130, -100, -60, -25, 10, 35];
  angles.forEach((a, i) => {
    const c = i % 2 ? leaf : shade(leaf, 0.2);
    fronds.push(`<path d="M0 0 Q60 -30 120 10 Q60 -6 0 0 Z" fill="${c}" transform="rotate(${a + 90})"/>`);
  });
  const segs: string[] = [];
  for (let i = 1; i < 9; i += 1) {
    const t = i / 9;
    const px = tx * t * t;
    const py = -300 * t;
    segs.push(`M${n(px - 9)} ${n(py)} q9 5 18 0`);
  }
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><path d="M-10 0 Q${n(tx * 0.2)} -150 ${n(tx - 6)} -300 L${n(tx + 6)} -300 Q${n(tx * 0.2 + 18)} -150 10 0 Z" fill="${trunk}"/><path d="${segs.join(' ')}" stroke="${shade(trunk, 0.3)}" stroke-width="2" fill="none"/><g transform="translate(${n(tx)} -300)">${fronds.join('')}<circle r="9" fill="${E.woodDark}"/></g></g>`;
}

export function gull(x: number, y: number, s: number, c: string = C.slate700): string {
  return `<path d="M${n(x - 14 * s)} ${n(y)} q${n(7 * s)} ${n(-8 * s)} ${n(14 * s)} 0 q${n(7 * s)} ${n(-8 * s)} ${n(14 * s)} 0" fill="none" stroke="${c}" stroke-width="${n(2.5 * s)}" stroke-linecap="round"/>`;
}

export function cloud(x: number, y: number, w: number, c: string, o = 1): string {
  const h = w * 0.28;
  return `<g fill="${c}" opacity="${o}"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w / 2)}" ry="${n(h / 2)}"/><ellipse cx="${n(x - w * 0.15)}" cy="${n(y - h * 0.45)}" rx="${n(w * 0.2)}" ry="${n(h * 0.55)}"/><ellipse cx="${n(x + w * 0.12)}" cy="${n(y - h * 0.6)}" rx="${n(w * 0.22)}" ry="${n(h * 0.7)}"/></g>`;
}

export function umbrella(x: number, y: number, s: number, c1: string, c2: string): string {
  const scallop = Array.from({ length: 6 }, () => 'q18.7 12 37.3 0').join(' ');
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><rect x="-3" y="-250" width="6" height="250" fill="${C.slate700}"/><path d="M-112 -170 Q0 -280 112 -170 Z" fill="${c1}"/><path d="M-112 -170 Q-75 -250 -37 -258 L-37 -170 Z M37 -258 Q75 -250 112 -170 L37 -170 Z" fill="${c2}"/><path d="M-112 -171 ${scallop} Z" fill="${c1}"/><circle cx="0" cy="-256" r="6" fill="${C.slate700}"/></g>`;
}

export function lounger(x: number, y: number, s: number, c: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><path d="M-90 -30 L60 -30 L100 -90" fill="none" stroke="${C.white}" stroke-width="8" stroke-linecap="round"/><path d="M-90 -34 L58 -34 L96 -92" fill="none" stroke="${c}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/><path d="M-80 -30 L-80 0 M50 -30 L50 0" stroke="${C.white}" stroke-width="6"/></g>`;
}

// ---------------------------------------------------------------------------
// Stage
// ---------------------------------------------------------------------------

/** Theatre curtains framing the stage: side drapes and a top valance. */
export function curtains(ctx: Ctx, c: string, sideW = 150, valanceH = 90): string {
  const { W, H } = ctx;
  const dark = shade(c, 0.35);
  const folds = (x0: number, w: number, dir: 1 | -1) => {
    const p: string[] = [];
    const k = 5;
    for (let i = 0; i < k; i += 1) {
      const x = x0 + (w * i) / k;
      p.push(`<rect x="${n(x)}" y="0" width="${n(w / k)}" height="${H}" fill="${i % 2 ? c : dark}"/>`);
    }
    const tie = dir === 1 ? x0 + w : x0;
    return p.join('') + `<path d="M${n(tie)} 0 L${n(tie)} ${H} Q${n(tie - dir * w * 0.25)} ${n(H * 0.55)} ${n(tie)} 0 Z" fill="${dark}" opacity="0.6"/>`;
  };
  const val: string[] = [];
  const swags = 6;
  for (let i = 0; i < swags; i += 1) {
    const x = (W * i) / swags;
    val.push(`<path d="M${n(x)} 0 L${n(x + W / swags)} 0 L${n(x + W / swags)} ${n(valanceH * 0.6)} Q${n(x + W / swags / 2)} ${n(valanceH * 1.25)} ${n(x)} ${n(valanceH * 0.6)} Z" fill="${i % 2 ? c : shade(c, 0.12)}"/>`);
  }
  return folds(0, sideW, 1) + folds(W - sideW, sideW, -1) + val.join('') + `<path d="M0 ${n(valanceH * 0.6)} ${Array.from({ length: swags }, (_, i) => `Q${n((W * (i + 0.5)) / swags)} ${n(valanceH * 1.25)} ${n((W * (i + 1)) / swags)} ${n(valanceH * 0.6)}`).join(' ')}" fill="none" stroke="${E.gold}" stroke-width="5"/>`;
}

/** A cone of light from (x, y) pointing at (tx, ty). */
export function beam(ctx: Ctx, x: number, y: number, tx: number, ty: number, spread: number, color: string, opacity = 0.35): string {
  const id = ctx.ids.next('bm');
  const dx = tx - x;
  const dy = ty - y;
  const len = Math.hypot(dx, dy);
  const nx = (-dy / len) * spread;
  const ny = (dx / len) * spread;
  const grad = `<defs>${linear(id, [[0, color, opacity], [1, color, 0.02]], { x1: 0, y1: 0, x2: 0, y2: 1 })}</defs>`;
  // use a gradientUnits-free approach: gradient along bounding box vertical is fine for mostly vertical beams
  return `${grad}<polygon points="${pts([[x - 4, y], [x + 4, y], [tx + nx, ty + ny], [tx - nx, ty - ny]])}" fill="url(#${id})"/>`;
}

export function spotlightFixture(x: number, y: number, s: number, angle: number): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle}) scale(${s})"><rect x="-14" y="-22" width="28" height="34" rx="5" fill="${C.slate900}"/><ellipse cx="0" cy="13" rx="14" ry="4" fill="#fff7d6"/></g>`;
}

export function truss(ctx: Ctx, y: number, c: string = C.slate500): string {
  const p: string[] = [`<rect x="0" y="${n(y)}" width="${ctx.W}" height="5" fill="${c}"/><rect x="0" y="${n(y + 22)}" width="${ctx.W}" height="5" fill="${c}"/>`];
  const z: string[] = [];
  for (let x = 0; x < ctx.W; x += 30) z.push(`M${x} ${n(y + 4)} L${x + 15} ${n(y + 23)} L${x + 30} ${n(y + 4)}`);
  p.push(`<path d="${z.join(' ')}" stroke="${c}" stroke-width="2.5" fill="none"/>`);
  return p.join('');
}

/** Stage platform with a lit front edge. */
export function stageFloor(ctx: Ctx, y: number, depth: number, top: string, front: string): string {
  const id = ctx.ids.next('sf');
  return `<defs>${linear(id, [[0, tint(top, 0.08)], [1, top]])}</defs><rect x="0" y="${n(y)}" width="${ctx.W}" height="${n(depth)}" fill="url(#${id})"/><rect x="0" y="${n(y + depth)}" width="${ctx.W}" height="${n(ctx.H - y - depth)}" fill="${front}"/><rect x="0" y="${n(y + depth - 3)}" width="${ctx.W}" height="6" fill="${E.gold}" opacity="0.7"/>`;
}

/** Rows of audience silhouettes along the bottom. */
export function audience(ctx: Ctx, rows: number, baseY: number, color: string, o: { scale?: number; arms?: number; phones?: number; step?: number } = {}): string {
  const { r, W } = ctx;
  const p: string[] = [];
  const sc = o.scale ?? 1.2;
  for (let row = rows - 1; row >= 0; row -= 1) {
    const y = baseY - row * 42 * sc;
    const s = sc * (1 - row * 0.12);
    const step = (o.step ?? 62) * s;
    const c = mix(color, C.slate500, row * 0.08);
    for (let x = -20 + (row % 2) * step * 0.5; x < W + 40; x += step * between(r, 0.9, 1.15)) {
      const hair = pick(r, ['short', 'short', 'long', 'bun', 'afro', 'ponytail'] as const);
      const hx = x + between(r, -6, 6);
      const hy = y + between(r, -6, 4);
      if (o.arms && r() < o.arms) {
        const side = r() < 0.5 ? -1 : 1;
        p.push(`<path d="M${n(hx + side * 18 * s)} ${n(hy + 8 * s)} L${n(hx + side * 34 * s)} ${n(hy - 50 * s)} L${n(hx + side * 30 * s)} ${n(hy - 86 * s)}" fill="none" stroke="${c}" stroke-width="${n(11 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`);
        if (o.phones && r() < o.phones) {
          p.push(`<rect x="${n(hx + side * 30 * s - 7 * s)}" y="${n(hy - 104 * s)}" width="${n(14 * s)}" height="${n(22 * s)}" rx="2" fill="${C.slate900}"/><rect x="${n(hx + side * 30 * s - 5 * s)}" y="${n(hy - 102 * s)}" width="${n(10 * s)}" height="${n(18 * s)}" fill="#dbeafe" opacity="0.9"/>`);
        }
      }
      p.push(audienceHeadRaw(hx, hy, s, c, hair));
    }
  }
  return p.join('');
}

function audienceHeadRaw(x: number, y: number, s: number, color: string, hair: 'short' | 'long' | 'bun' | 'afro' | 'ponytail'): string {
  let h = `<ellipse cx="0" cy="-16" rx="15" ry="18"/>`;
  if (hair === 'bun') h += `<circle cx="0" cy="-36" r="8"/>`;
  if (hair === 'long') h += `<path d="M-16 -18 L-18 10 L18 10 L16 -18 Z"/>`;
  if (hair === 'afro') h += `<circle cx="0" cy="-18" r="22"/>`;
  if (hair === 'ponytail') h += `<path d="M-4 -20 Q0 6 8 14 Q10 -4 6 -20 Z"/>`;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${Math.round(s * 1000) / 1000})" fill="${color}"><path d="M-36 60 C-36 12 -22 2 0 2 C22 2 36 12 36 60 Z"/>${h}</g>`;
}

export function trophy(x: number, y: number, s: number, c: string = E.gold): string {
  const d = shade(c, 0.2);
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><rect x="-18" y="-14" width="36" height="14" rx="2" fill="${C.slate900}"/><rect x="-12" y="-26" width="24" height="12" fill="${d}"/><rect x="-4" y="-44" width="8" height="20" fill="${c}"/><path d="M-24 -92 L24 -92 Q24 -50 0 -44 Q-24 -50 -24 -92 Z" fill="${c}"/><path d="M-24 -86 q-16 0 -14 14 q2 12 16 12 M24 -86 q16 0 14 14 q-2 12 -16 12" fill="none" stroke="${c}" stroke-width="5"/><path d="M-14 -86 Q-12 -60 -2 -52" stroke="${C.white}" stroke-width="4" fill="none" opacity="0.45" stroke-linecap="round"/></g>`;
}

export function star(cx: number, cy: number, rr: number, c: string, rot = 0): string {
  const p: Array<[number, number]> = [];
  for (let i = 0; i < 10; i += 1) {
    const a = -Math.PI / 2 + (Math.PI * i) / 5 + (rot * Math.PI) / 180;
    const rad = i % 2 ? rr * 0.45 : rr;
    p.push([cx + Math.cos(a) * rad, cy + Math.sin(a) * rad]);
  }
  return `<polygon points="${pts(p)}" fill="${c}"/>`;
}

export function podium(x: number, y: number, s: number, c: string = C.primary, trim: string = E.gold): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><path d="M-50 0 L-40 -150 L40 -150 L50 0 Z" fill="${c}"/><rect x="-56" y="-164" width="112" height="18" rx="4" fill="${shade(c, 0.2)}"/><circle cx="0" cy="-90" r="22" fill="${trim}" opacity="0.9"/><circle cx="0" cy="-90" r="13" fill="${c}"/><path d="M10 -164 L26 -200" stroke="${C.slate700}" stroke-width="4"/><ellipse cx="28" cy="-204" rx="6" ry="8" fill="${C.slate900}"/></g>`;
}

export function micStand(x: number, y: number, s: number): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><path d="M-22 0 L0 -10 L22 0" fill="none" stroke="${C.slate700}" stroke-width="4"/><rect x="-2.5" y="-180" width="5" height="172" fill="${C.slate700}"/><path d="M0 -178 L-18 -196" stroke="${C.slate700}" stroke-width="4"/><ellipse cx="-21" cy="-200" rx="6" ry="9" fill="${C.slate900}" transform="rotate(-40 -21 -200)"/></g>`;
}

/** Tall brass ceremonial lamp (kuthuvilakku) with flames. */
export function brassLamp(x: number, y: number, s: number, lit = 5): string {
  const flames: string[] = [];
  const spots = [-34, -17, 0, 17, 34];
  spots.slice(0, 5).forEach((dx, i) => {
    if (i >= lit) return;
    flames.push(`<circle cx="${dx}" cy="-238" r="16" fill="${E.marigold}" opacity="0.22"/><path d="M${dx} -252 q6 10 0 16 q-6 -6 0 -16 Z" fill="${E.marigold}"/>`);
  });
  const b = '#d9a53a';
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><ellipse cx="0" cy="-6" rx="48" ry="10" fill="${shade(b, 0.2)}"/><path d="M-44 -6 Q0 -40 44 -6 Z" fill="${b}"/><rect x="-6" y="-230" width="12" height="200" fill="${b}"/><ellipse cx="0" cy="-110" rx="14" ry="8" fill="${shade(b, 0.1)}"/><ellipse cx="0" cy="-170" rx="12" ry="7" fill="${shade(b, 0.1)}"/><path d="M-44 -232 Q0 -214 44 -232 L40 -224 Q0 -206 -40 -224 Z" fill="${b}"/><path d="M-8 -262 Q0 -290 8 -262 Z" fill="${b}"/>${flames.join('')}</g>`;
}

// ---------------------------------------------------------------------------
// Tricolour
// ---------------------------------------------------------------------------

/** Ashoka Chakra: navy wheel with 24 spokes. */
export function chakra(cx: number, cy: number, rr: number): string {
  const spokes: string[] = [];
  for (let i = 0; i < 24; i += 1) {
    const a = (Math.PI * 2 * i) / 24;
    spokes.push(`M${n(cx)} ${n(cy)} L${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`);
  }
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr)}" fill="none" stroke="${E.chakra}" stroke-width="${n(Math.max(1, rr * 0.12))}"/><path d="${spokes.join(' ')}" stroke="${E.chakra}" stroke-width="${n(Math.max(0.6, rr * 0.05))}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr * 0.18)}" fill="${E.chakra}"/>`;
}

/** Flag of India (3:2), top-left at (x, y), optional gentle wave. */
export function indiaFlag(ctx: Ctx, x: number, y: number, w: number, wave = 0): string {
  const h = (w * 2) / 3;
  const band = h / 3;
  if (!wave) {
    return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(band)}" fill="${E.saffron}"/><rect x="${n(x)}" y="${n(y + band)}" width="${n(w)}" height="${n(band)}" fill="${C.white}"/><rect x="${n(x)}" y="${n(y + band * 2)}" width="${n(w)}" height="${n(band)}" fill="${E.indiaGreen}"/>${chakra(x + w / 2, y + h / 2, band * 0.42)}`;
  }
  const id = ctx.ids.next('fw');
  const wv = (yy: number) => `M${n(x)} ${n(yy)} C${n(x + w * 0.33)} ${n(yy - wave)} ${n(x + w * 0.66)} ${n(yy + wave)} ${n(x + w)} ${n(yy)}`;
  const bandPath = (y0: number, c: string) => {
    const y1 = y0 + band;
    return `<path d="${wv(y0)} L${n(x + w)} ${n(y1)} C${n(x + w * 0.66)} ${n(y1 + wave)} ${n(x + w * 0.33)} ${n(y1 - wave)} ${n(x)} ${n(y1)} Z" fill="${c}"/>`;
  };
  return `<defs>${linear(id, [[0, C.slate900, 0], [0.3, C.slate900, 0.12], [0.55, C.white, 0.1], [0.8, C.slate900, 0.1], [1, C.slate900, 0]], { x1: 0, y1: 0, x2: 1, y2: 0 })}</defs>${bandPath(y, E.saffron)}${bandPath(y + band, C.white)}${bandPath(y + band * 2, E.indiaGreen)}${chakra(x + w / 2, y + h / 2 + wave * 0.05, band * 0.42)}<path d="${wv(y)} L${n(x + w)} ${n(y + h)} C${n(x + w * 0.66)} ${n(y + h + wave)} ${n(x + w * 0.33)} ${n(y + h - wave)} ${n(x)} ${n(y + h)} Z" fill="url(#${id})"/>`;
}

/** Small hand-held flag on a stick, in person-local coordinates. */
export function handFlag(x: number, y: number): string {
  const t = y - 110;
  return `<path d="M${n(x)} ${n(y + 10)} L${n(x)} ${n(t)}" stroke="${E.woodDark}" stroke-width="3"/><rect x="${n(x)}" y="${n(t)}" width="45" height="10" fill="${E.saffron}"/><rect x="${n(x)}" y="${n(t + 10)}" width="45" height="10" fill="${C.white}"/><rect x="${n(x)}" y="${n(t + 20)}" width="45" height="10" fill="${E.indiaGreen}"/><circle cx="${n(x + 22.5)}" cy="${n(t + 15)}" r="3.8" fill="none" stroke="${E.chakra}" stroke-width="1.2"/>`;
}

export function kite(x: number, y: number, s: number, c1: string, c2: string, rot = 0, tail: string = E.rani): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot}) scale(${s})"><path d="M0 -40 L30 0 L0 44 L-30 0 Z" fill="${c1}"/><path d="M0 -40 L30 0 L0 0 Z M0 44 L-30 0 L0 0 Z" fill="${c2}"/><path d="M0 -40 L0 44 M-30 0 L30 0" stroke="${shade(c1, 0.3)}" stroke-width="1.5"/><path d="M0 44 q-10 20 4 34 q12 14 -2 30" fill="none" stroke="${tail}" stroke-width="2.5"/><path d="M-6 72 l6 -6 l6 6 l-6 6 Z M-4 100 l5 -5 l5 5 l-5 5 Z" fill="${tail}"/></g>`;
}

export function trees(ctx: Ctx, y: number, count: number, colors: readonly string[], hMin = 60, hMax = 140): string {
  const { r, W } = ctx;
  const p: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = (W * (i + between(r, 0.1, 0.9))) / count;
    const h = between(r, hMin, hMax);
    const c = pick(r, colors);
    p.push(`<rect x="${n(x - 4)}" y="${n(y - h * 0.4)}" width="8" height="${n(h * 0.4)}" fill="${shade(c, 0.4)}"/><ellipse cx="${n(x)}" cy="${n(y - h * 0.6)}" rx="${n(h * 0.36)}" ry="${n(h * 0.42)}" fill="${c}"/>`);
  }
  return p.join('');
}

export { radial };
