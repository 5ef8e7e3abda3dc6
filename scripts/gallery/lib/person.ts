/**
 * Friendly geometric full-body people: no facial features, simple shapes.
 * Local coordinates: feet at (0, 0), head centre at (0, -268), about 300 units tall.
 * `person()` places one with translate + scale.
 */
import { C, E, mix, n, pick, shade, tint, translate, type Rand } from './core';

export const SKIN = ['#f6d7c3', '#eec1a0', '#d9a47a', '#c08a5c', '#9a6440', '#6b432b'] as const;
export const HAIR_COLORS = ['#141a2e', '#1e1b24', '#3b2619', '#4a3022', '#7a3f22', '#94a3b8'] as const;

export type Hair =
  | 'short'
  | 'side'
  | 'long'
  | 'bob'
  | 'bun'
  | 'ponytail'
  | 'braid'
  | 'curly'
  | 'afro'
  | 'bald'
  | 'buzz'
  | 'turban'
  | 'scarf';

export type Hat = 'cap' | 'cowboy' | 'pirate' | 'beret' | 'tophat' | 'headband' | 'party' | 'gandhi';

export type Outfit =
  | { kind: 'kurta'; color: string; trim: string; bottom: string; stole?: string }
  | { kind: 'sherwani'; color: string; trim: string; bottom: string; stole?: string }
  | { kind: 'saree'; color: string; border: string; blouse: string }
  | { kind: 'lehenga'; color: string; border: string; blouse: string; dupatta: string }
  | { kind: 'anarkali'; color: string; border: string }
  | { kind: 'shirt'; color: string; bottom: string; short?: boolean }
  | { kind: 'tee'; color: string; bottom: string; stripe?: string }
  | { kind: 'blazer'; color: string; inner: string; bottom: string; bow?: string }
  | { kind: 'dress'; color: string; accent?: string; dots?: string }
  | { kind: 'gown'; color: string; accent?: string }
  | { kind: 'jersey'; color: string; stripe: string; bottom: string; socks: string }
  | { kind: 'bell'; color: string; bottom: string; collar?: string }
  | { kind: 'hero'; color: string; cape: string; emblem: string; belt: string }
  | { kind: 'pirate'; color: string; vest: string; bottom: string; sash: string }
  | { kind: 'cowboy'; color: string; vest: string; bottom: string; scarf: string };

export type Pose =
  | 'down'
  | 'wave'
  | 'cheer'
  | 'hip'
  | 'hold'
  | 'holdUp'
  | 'clap'
  | 'point'
  | 'salute'
  | 'dance1'
  | 'dance2'
  | 'dance3'
  | 'reach'
  | 'arms'
  | 'string'
  | 'flagUp';

export type Legs = 'stand' | 'wide' | 'walk' | 'kick' | 'skip';

export interface Look {
  skin: string;
  hair: Hair;
  hairColor: string;
  hat?: Hat;
  hatColor?: string;
  /** colour of a turban / head scarf */
  wrap?: string;
  shades?: boolean;
  earrings?: string;
  build?: number;
  outfit: Outfit;
}

export interface PersonOpts {
  pose?: Pose;
  legs?: Legs;
  back?: boolean;
  mirror?: boolean;
  /** items drawn at the right / left hand, in local coordinates */
  itemR?: (x: number, y: number) => string;
  itemL?: (x: number, y: number) => string;
  /** an item held with both hands (drawn at the midpoint) */
  itemBoth?: (x: number, y: number) => string;
  /** sitting behind a table: no legs or shadow (the table hides the lap) */
  seated?: boolean;
  /** soft contact shadow under the feet (default on) */
  shadow?: boolean;
  /** tint everything towards a colour (for depth / back-lit rows) */
  haze?: { color: string; amount: number };
}

type Angles = [upper: number, lower: number];
const POSES: Record<Pose, { l: Angles; r: Angles }> = {
  down: { l: [9, 4], r: [9, 4] },
  wave: { l: [9, 4], r: [140, 170] },
  cheer: { l: [150, 165], r: [150, 165] },
  hip: { l: [40, -70], r: [9, 4] },
  hold: { l: [14, -95], r: [14, -95] },
  holdUp: { l: [12, 4], r: [30, 150] },
  clap: { l: [18, -112], r: [18, -112] },
  point: { l: [9, 4], r: [95, 92] },
  salute: { l: [9, 4], r: [62, -150] },
  dance1: { l: [125, 160], r: [60, 25] },
  dance2: { l: [95, 115], r: [95, 70] },
  dance3: { l: [160, 200], r: [35, 95] },
  reach: { l: [12, 4], r: [165, 175] },
  arms: { l: [24, -125], r: [24, -125] },
  string: { l: [40, -20], r: [110, 140] },
  flagUp: { l: [9, 4], r: [25, 178] },
};

const HEAD_Y = -268;
/** Heads are drawn at 1.12x around their centre for friendlier proportions. */
const HEAD_SCALE = 'translate(0 -268) scale(1.12) translate(0 268)';

/** Counter for clip-path ids within one SVG document; reset per photo by lib/render.ts. */
let clipCount = 0;

export function resetPersonIds(): void {
  clipCount = 0;
}

/** Place one person with feet at (x, y), scaled by s (1 = about 300 px tall). */
export function person(look: Look, x: number, y: number, s: number, opts: PersonOpts = {}): string {
  const body = drawPerson(look, opts);
  if (opts.mirror) return `<g transform="translate(${n(x)} ${n(y)}) scale(${-s} ${s})">${body}</g>`;
  return translate(x, y, s, body);
}

export function drawPerson(look: Look, o: PersonOpts): string {
  const b = look.build ?? 1;
  const sw = 31 * b;
  const ww = 23 * b;
  const skin = o.haze ? mix(look.skin, o.haze.color, o.haze.amount) : look.skin;
  const hz = (c: string) => (o.haze ? mix(c, o.haze.color, o.haze.amount) : c);
  const skinShade = mix(skin, '#3b2416', 0.2);
  const hair = hz(look.hairColor);
  const out = look.outfit;
  const parts: string[] = [];
  const back = !!o.back;

  // ---- behind the body -------------------------------------------------
  if (o.shadow !== false && !o.seated) parts.push(`<ellipse cx="0" cy="-2" rx="44" ry="9" fill="${C.slate900}" opacity="0.13"/>`);
  if (!back) parts.push(`<g transform="${HEAD_SCALE}">${hairBehind(look.hair, hair)}</g>`);
  if (look.hair === 'turban' || look.hair === 'scarf') {
    /* drawn with the head */
  }
  if (out.kind === 'hero') {
    parts.push(`<path d="M${n(-sw + 4)} -232 L${n(-sw - 26)} -30 Q0 -14 ${n(sw + 26)} -30 L${n(sw - 4)} -232 Z" fill="${hz(out.cape)}"/>`);
  }
  if (out.kind === 'saree' && !back) {
    // pallu hanging behind the left shoulder
    parts.push(
      `<path d="M${n(-sw - 4)} -236 L${n(-sw + 16)} -238 L${n(-sw + 6)} -120 L${n(-sw - 14)} -126 Z" fill="${hz(shade(out.color, 0.12))}"/>` +
        `<path d="M${n(-sw + 6)} -132 L${n(-sw - 14)} -138 L${n(-sw - 14)} -126 L${n(-sw + 6)} -120 Z" fill="${hz(out.border)}"/>`,
    );
  }

  // ---- legs ---------------------------------------------------------------
  if (!o.seated) parts.push(legs(look, o, hz, skin));

  // ---- body -----------------------------------------------------------------
  parts.push(torso(look, o, hz, sw, ww));

  // ---- neck + head ----------------------------------------------------------
  parts.push(`<path d="M-8 -252 L-8 -234 Q0 -228 8 -234 L8 -252 Z" fill="${skinShade}"/>`);
  parts.push(neckline(out, hz, skinShade, back));
  parts.push(`<g transform="${HEAD_SCALE}">${head(look, hz, skin, skinShade, hair, back)}</g>`);

  // ---- arms -------------------------------------------------------------------
  const pose = POSES[o.pose ?? 'down'];
  const sleeve = sleeveOf(out, hz);
  const shortSleeve = isShortSleeve(out);
  const la = arm(-1, sw, pose.l, sleeve, shortSleeve, skin);
  const ra = arm(1, sw, pose.r, sleeve, shortSleeve, skin);
  parts.push(la.svg, ra.svg);
  if (out.kind === 'hero' || out.kind === 'pirate') {
    /* nothing extra on arms */
  }
  if (o.itemR) parts.push(o.itemR(ra.hand[0], ra.hand[1]));
  if (o.itemL) parts.push(o.itemL(la.hand[0], la.hand[1]));
  if (o.itemBoth) parts.push(o.itemBoth((la.hand[0] + ra.hand[0]) / 2, (la.hand[1] + ra.hand[1]) / 2));
  return parts.join('');
}

function isShortSleeve(out: Outfit): boolean {
  switch (out.kind) {
    case 'saree':
    case 'lehenga':
    case 'tee':
    case 'jersey':
    case 'dress':
      return true;
    case 'shirt':
      return !!out.short;
    case 'gown':
      return true;
    default:
      return false;
  }
}

function sleeveOf(out: Outfit, hz: (c: string) => string): string {
  switch (out.kind) {
    case 'saree':
    case 'lehenga':
      return hz(out.blouse);
    case 'blazer':
      return hz(out.color);
    case 'pirate':
      return hz(out.color);
    case 'cowboy':
      return hz(out.color);
    default:
      return hz(out.color);
  }
}

function arm(side: -1 | 1, sw: number, [a1, a2]: Angles, sleeve: string, short: boolean, skin: string) {
  const sx = side * (sw - 7);
  const sy = -229;
  const rad = (d: number) => (d * Math.PI) / 180;
  const ex = sx + side * Math.sin(rad(a1)) * 50;
  const ey = sy + Math.cos(rad(a1)) * 50;
  const hx = ex + side * Math.sin(rad(a2)) * 46;
  const hy = ey + Math.cos(rad(a2)) * 46;
  const d = `M${n(sx)} ${n(sy)} L${n(ex)} ${n(ey)} L${n(hx)} ${n(hy)}`;
  let svg: string;
  if (short) {
    const mx = sx + (ex - sx) * 0.55;
    const my = sy + (ey - sy) * 0.55;
    svg =
      `<path d="${d}" fill="none" stroke="${skin}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="M${n(sx)} ${n(sy)} L${n(mx)} ${n(my)}" stroke="${sleeve}" stroke-width="16" stroke-linecap="round"/>`;
  } else {
    svg =
      `<path d="${d}" fill="none" stroke="${sleeve}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="M${n(ex + (hx - ex) * 0.86)} ${n(ey + (hy - ey) * 0.86)} L${n(hx)} ${n(hy)}" stroke="${shade(sleeve, 0.15)}" stroke-width="14"/>`;
  }
  svg += `<circle cx="${n(hx)}" cy="${n(hy)}" r="7" fill="${skin}"/>`;
  return { svg, hand: [hx, hy] as [number, number] };
}

function legs(look: Look, o: PersonOpts, hz: (c: string) => string, skin: string): string {
  const out = look.outfit;
  const shoe = hz(
    out.kind === 'saree' || out.kind === 'lehenga' || out.kind === 'anarkali' || out.kind === 'gown'
      ? E.gold
      : out.kind === 'jersey'
        ? C.white
        : out.kind === 'cowboy'
          ? E.woodDark
          : C.slate900,
  );
  const pose = o.legs ?? 'stand';
  // foot positions and knee offsets
  const feet: Record<Legs, [[number, number], [number, number], number, number]> = {
    stand: [[-12, -6], [12, -6], 0, 0],
    wide: [[-26, -6], [26, -6], -4, 4],
    walk: [[-26, -6], [18, -10], -6, 8],
    kick: [[-10, -6], [48, -70], 0, 24],
    skip: [[-18, -40], [14, -6], -14, 2],
  };
  const [lf, rf, lk, rk] = feet[pose];
  const long = out.kind === 'saree' || out.kind === 'lehenga' || out.kind === 'anarkali' || out.kind === 'gown';
  if (long) {
    return `<ellipse cx="${n(lf[0] - 3)}" cy="${n(lf[1] + 2)}" rx="12" ry="6" fill="${shoe}"/><ellipse cx="${n(rf[0] + 3)}" cy="${n(rf[1] + 2)}" rx="12" ry="6" fill="${shoe}"/>`;
  }
  let legColor = skin;
  let lower = skin;
  let cuffY = 0;
  let bellBottom = false;
  switch (out.kind) {
    case 'kurta':
    case 'sherwani':
    case 'shirt':
    case 'tee':
    case 'blazer':
    case 'pirate':
    case 'cowboy':
      legColor = hz(out.bottom);
      lower = legColor;
      break;
    case 'bell':
      legColor = hz(out.bottom);
      lower = legColor;
      bellBottom = true;
      break;
    case 'jersey':
      legColor = hz(out.bottom);
      lower = skin;
      cuffY = -95;
      break;
    case 'hero':
      legColor = hz(out.color);
      lower = hz(out.color);
      break;
    case 'dress':
      legColor = skin;
      lower = skin;
      break;
  }
  const leg = (hip: number, knee: number, foot: [number, number]) => {
    const kx = (hip + foot[0]) / 2 + knee;
    const ky = (-150 + foot[1]) / 2;
    const d = `M${n(hip)} -150 L${n(kx)} ${n(ky)} L${n(foot[0])} ${n(foot[1])}`;
    let s = `<path d="${d}" fill="none" stroke="${lower}" stroke-width="19" stroke-linejoin="round"/>`;
    if (cuffY) {
      // shorts over the thigh, socks on the shin
      s += `<path d="M${n(hip)} -150 L${n(hip + (kx - hip) * 0.7)} ${n(-150 + (ky + 150) * 0.7)}" stroke="${legColor}" stroke-width="23"/>`;
      if (out.kind === 'jersey') {
        s += `<path d="M${n(kx + (foot[0] - kx) * 0.4)} ${n(ky + (foot[1] - ky) * 0.4)} L${n(foot[0])} ${n(foot[1])}" stroke="${hz(out.socks)}" stroke-width="19"/>`;
      }
    }
    if (bellBottom) {
      const fx = foot[0];
      const fy = foot[1];
      s += `<path d="M${n(fx - 9)} ${n(fy - 40)} L${n(fx - 18)} ${n(fy + 2)} L${n(fx + 18)} ${n(fy + 2)} L${n(fx + 9)} ${n(fy - 40)} Z" fill="${lower}"/>`;
    }
    s += `<ellipse cx="${n(foot[0] + (hip < 0 ? -4 : 4))}" cy="${n(foot[1] + 2)}" rx="13" ry="6.5" fill="${shoe}"/>`;
    return s;
  };
  return leg(-11, lk, lf) + leg(11, rk, rf);
}

function topPath(sw: number, ww: number, hemY: number, hw: number): string {
  return `M${n(-sw + 9)} -240 Q${n(-sw)} -240 ${n(-sw)} -228 L${n(-ww - 1)} -168 L${n(-hw)} ${n(hemY)} L${n(hw)} ${n(hemY)} L${n(ww + 1)} -168 L${n(sw)} -228 Q${n(sw)} -240 ${n(sw - 9)} -240 Z`;
}

function torso(look: Look, o: PersonOpts, hz: (c: string) => string, sw: number, ww: number): string {
  const out = look.outfit;
  const back = !!o.back;
  const p: string[] = [];
  switch (out.kind) {
    case 'kurta': {
      const c = hz(out.color);
      p.push(`<path d="${topPath(sw, ww, -78, ww + 11)}" fill="${c}"/>`);
      p.push(`<rect x="${n(-ww - 11)}" y="-88" width="${n(2 * ww + 22)}" height="10" fill="${hz(out.trim)}"/>`);
      if (!back) p.push(`<path d="M0 -236 L0 -196" stroke="${hz(out.trim)}" stroke-width="3"/>`);
      if (out.stole && !back) {
        const st = hz(out.stole);
        p.push(`<path d="M-14 -238 L-17 -150 M14 -238 L17 -150" stroke="${st}" stroke-width="11"/>`);
      }
      break;
    }
    case 'sherwani': {
      const c = hz(out.color);
      p.push(`<path d="${topPath(sw, ww, -70, ww + 9)}" fill="${c}"/>`);
      p.push(`<rect x="${n(-ww - 9)}" y="-78" width="${n(2 * ww + 18)}" height="8" fill="${hz(out.trim)}"/>`);
      if (!back) {
        p.push(`<path d="M0 -236 L0 -70" stroke="${hz(shade(out.color, 0.18))}" stroke-width="2"/>`);
        for (let i = 0; i < 5; i += 1) p.push(`<circle cx="3" cy="${-224 + i * 16}" r="2.6" fill="${hz(out.trim)}"/>`);
        p.push(`<path d="M${n(-sw + 6)} -236 L${n(-ww + 2)} -160" stroke="${hz(out.trim)}" stroke-width="3" opacity="0.8"/>`);
      }
      if (out.stole && !back) {
        p.push(`<path d="M${n(sw - 10)} -240 L${n(-ww + 4)} -150" stroke="${hz(out.stole)}" stroke-width="14"/>`);
      }
      break;
    }
    case 'saree': {
      const c = hz(out.color);
      p.push(`<path d="${topPath(sw, ww, -168, ww + 1)}" fill="${hz(out.blouse)}"/>`);
      p.push(`<path d="M${n(-ww - 1)} -176 L${n(-ww - 8)} -4 L${n(ww + 8)} -4 L${n(ww + 1)} -176 Z" fill="${c}"/>`);
      p.push(`<rect x="${n(-ww - 8)}" y="-18" width="${n(2 * ww + 16)}" height="14" fill="${hz(out.border)}"/>`);
      if (!back) {
        p.push(`<path d="M4 -150 L6 -20 M12 -150 L15 -20" stroke="${shade(c, 0.15)}" stroke-width="2.5"/>`);
        // pallu across the body
        p.push(`<path d="M${n(-sw + 10)} -238 L${n(ww + 2)} -152" stroke="${hz(shade(out.color, 0.06))}" stroke-width="28"/>`);
        p.push(`<path d="M${n(-sw + 21)} -244 L${n(ww + 12)} -160" stroke="${hz(out.border)}" stroke-width="5"/>`);
      }
      break;
    }
    case 'lehenga': {
      const c = hz(out.color);
      p.push(`<path d="${topPath(sw, ww, -168, ww + 1)}" fill="${hz(out.blouse)}"/>`);
      p.push(`<path d="M${n(-ww - 1)} -174 Q${n(-ww - 30)} -60 ${n(-ww - 34)} -4 L${n(ww + 34)} -4 Q${n(ww + 30)} -60 ${n(ww + 1)} -174 Z" fill="${c}"/>`);
      p.push(`<path d="M${n(-ww - 33)} -20 L${n(ww + 33)} -20" stroke="${hz(out.border)}" stroke-width="14"/>`);
      p.push(`<path d="M${n(-ww - 24)} -62 L${n(ww + 24)} -62" stroke="${hz(out.border)}" stroke-width="4" opacity="0.8"/>`);
      if (!back) {
        p.push(`<path d="M${n(-sw + 8)} -236 Q${n(-sw - 8)} -150 ${n(-ww - 22)} -80" fill="none" stroke="${hz(out.dupatta)}" stroke-width="14" opacity="0.92"/>`);
        p.push(`<path d="M${n(sw - 8)} -236 Q${n(sw + 8)} -150 ${n(ww + 22)} -80" fill="none" stroke="${hz(out.dupatta)}" stroke-width="14" opacity="0.92"/>`);
      }
      break;
    }
    case 'anarkali':
    case 'gown': {
      const c = hz(out.color);
      const hem = out.kind === 'gown' ? -4 : -14;
      p.push(`<path d="M${n(-sw + 9)} -240 Q${n(-sw)} -240 ${n(-sw)} -228 L${n(-ww)} -176 Q${n(-ww - 36)} -70 ${n(-ww - 40)} ${hem} L${n(ww + 40)} ${hem} Q${n(ww + 36)} -70 ${n(ww)} -176 L${n(sw)} -228 Q${n(sw)} -240 ${n(sw - 9)} -240 Z" fill="${c}"/>`);
      if (out.kind === 'anarkali') {
        p.push(`<path d="M${n(-ww - 39)} ${hem - 8} L${n(ww + 39)} ${hem - 8}" stroke="${hz(out.border)}" stroke-width="14"/>`);
        p.push(`<path d="M${n(-ww)} -176 L${n(ww)} -176" stroke="${hz(out.border)}" stroke-width="5"/>`);
        if (!back) p.push(`<path d="M-8 -168 L-22 -30 M8 -168 L22 -30" stroke="${shade(c, 0.12)}" stroke-width="2"/>`);
      } else {
        if (out.accent) p.push(`<path d="M${n(-ww)} -178 L${n(ww)} -178" stroke="${hz(out.accent)}" stroke-width="6"/>`);
        if (!back) p.push(`<path d="M6 -170 Q18 -90 30 -10" stroke="${tint(c, 0.25)}" stroke-width="4" fill="none" opacity="0.7"/>`);
      }
      break;
    }
    case 'shirt': {
      p.push(`<path d="${topPath(sw, ww, -140, ww + 3)}" fill="${hz(out.color)}"/>`);
      if (!back) {
        p.push(`<path d="M0 -226 L0 -142" stroke="${hz(shade(out.color, 0.15))}" stroke-width="2"/>`);
      }
      break;
    }
    case 'tee': {
      p.push(`<path d="${topPath(sw, ww, -140, ww + 3)}" fill="${hz(out.color)}"/>`);
      if (out.stripe) p.push(`<rect x="${n(-ww - 1)}" y="-200" width="${n(2 * ww + 2)}" height="12" fill="${hz(out.stripe)}"/>`);
      break;
    }
    case 'bell': {
      p.push(`<path d="${topPath(sw, ww, -146, ww + 2)}" fill="${hz(out.color)}"/>`);
      p.push(`<rect x="${n(-ww - 2)}" y="-156" width="${n(2 * ww + 4)}" height="9" fill="${hz(C.slate900)}"/><rect x="-6" y="-157" width="12" height="11" fill="${hz(E.gold)}"/>`);
      break;
    }
    case 'blazer': {
      p.push(`<path d="${topPath(sw, ww, -132, ww + 5)}" fill="${hz(out.color)}"/>`);
      if (!back) {
        p.push(`<path d="M-12 -238 L0 -188 L12 -238 Z" fill="${hz(out.inner)}"/>`);
        p.push(`<path d="M-13 -238 L-2 -186 L-10 -200 L-16 -214 Z M13 -238 L2 -186 L10 -200 L16 -214 Z" fill="${hz(shade(out.color, 0.25))}"/>`);
        if (out.bow) p.push(`<path d="M-9 -236 L0 -232 L9 -236 L9 -226 L0 -230 L-9 -226 Z" fill="${hz(out.bow)}"/>`);
      }
      break;
    }
    case 'dress': {
      const c = hz(out.color);
      const skirt = `M${n(-ww - 1)} -180 L${n(-ww - 22)} -84 L${n(ww + 22)} -84 L${n(ww + 1)} -180 Z`;
      p.push(`<path d="${topPath(sw, ww, -176, ww + 1)}" fill="${c}"/>`);
      p.push(`<path d="${skirt}" fill="${c}"/>`);
      if (out.dots) {
        clipCount += 1;
        const id = `pc${clipCount}`;
        const dots: string[] = [];
        for (let yy = -224; yy < -92; yy += 18) {
          for (let xx = -36; xx <= 36; xx += 18) {
            const off = ((yy + 224) / 18) % 2 ? 9 : 0;
            dots.push(`<circle cx="${xx + off}" cy="${yy}" r="3.5"/>`);
          }
        }
        p.push(`<clipPath id="${id}"><path d="${topPath(sw, ww, -176, ww + 1)}"/><path d="${skirt}"/></clipPath>`);
        p.push(`<g fill="${hz(out.dots)}" opacity="0.9" clip-path="url(#${id})">${dots.join('')}</g>`);
      }
      if (out.accent) p.push(`<rect x="${n(-ww - 1)}" y="-184" width="${n(2 * ww + 2)}" height="8" fill="${hz(out.accent)}"/>`);
      break;
    }
    case 'jersey': {
      p.push(`<path d="${topPath(sw, ww, -142, ww + 4)}" fill="${hz(out.color)}"/>`);
      p.push(`<path d="M${n(-ww)} -176 L${n(ww)} -176" stroke="${hz(out.stripe)}" stroke-width="9"/>`);
      p.push(`<path d="M${n(-sw + 2)} -226 L${n(-ww - 1)} -168" stroke="${hz(out.stripe)}" stroke-width="5"/><path d="M${n(sw - 2)} -226 L${n(ww + 1)} -168" stroke="${hz(out.stripe)}" stroke-width="5"/>`);
      break;
    }
    case 'hero': {
      p.push(`<path d="${topPath(sw, ww, -146, ww + 2)}" fill="${hz(out.color)}"/>`);
      p.push(`<rect x="${n(-ww - 2)}" y="-158" width="${n(2 * ww + 4)}" height="10" fill="${hz(out.belt)}"/>`);
      if (!back) p.push(`<path d="M0 -222 L13 -208 L0 -190 L-13 -208 Z" fill="${hz(out.emblem)}"/>`);
      break;
    }
    case 'pirate': {
      p.push(`<path d="${topPath(sw, ww, -140, ww + 3)}" fill="${hz(out.color)}"/>`);
      if (!back) {
        p.push(`<path d="M${n(-sw + 6)} -238 L-12 -238 L-10 -146 L${n(-ww - 3)} -142 Z M${n(sw - 6)} -238 L12 -238 L10 -146 L${n(ww + 3)} -142 Z" fill="${hz(out.vest)}"/>`);
      }
      p.push(`<rect x="${n(-ww - 3)}" y="-160" width="${n(2 * ww + 6)}" height="13" fill="${hz(out.sash)}"/>`);
      break;
    }
    case 'cowboy': {
      p.push(`<path d="${topPath(sw, ww, -142, ww + 3)}" fill="${hz(out.color)}"/>`);
      if (!back) {
        p.push(`<path d="M${n(-sw + 6)} -238 L-10 -238 L-8 -148 L${n(-ww - 3)} -144 Z M${n(sw - 6)} -238 L10 -238 L8 -148 L${n(ww + 3)} -144 Z" fill="${hz(out.vest)}"/>`);
        p.push(`<path d="M-12 -240 L0 -222 L12 -240 Z" fill="${hz(out.scarf)}"/>`);
      }
      p.push(`<rect x="${n(-ww - 3)}" y="-152" width="${n(2 * ww + 6)}" height="8" fill="${hz(E.woodDark)}"/><rect x="-7" y="-154" width="14" height="12" rx="2" fill="${hz(E.gold)}"/>`);
      break;
    }
  }
  return p.join('');
}

function neckline(out: Outfit, hz: (c: string) => string, skinShade: string, back: boolean): string {
  if (back) return '';
  switch (out.kind) {
    case 'kurta':
      return `<path d="M-9 -240 Q0 -228 9 -240" fill="${skinShade}"/>`;
    case 'sherwani':
      return `<rect x="-10" y="-246" width="20" height="9" rx="3" fill="${hz(out.trim)}"/>`;
    case 'shirt':
      return `<path d="M-12 -242 L0 -226 L-4 -220 L-16 -234 Z M12 -242 L0 -226 L4 -220 L16 -234 Z" fill="${hz(tint(out.color, 0.55))}"/>`;
    case 'tee':
    case 'jersey':
    case 'hero':
      return `<path d="M-10 -240 Q0 -230 10 -240" fill="none" stroke="${hz(shade(out.color, 0.25))}" stroke-width="3"/>`;
    case 'bell':
      return `<path d="M-6 -240 L-20 -224 L-10 -222 L0 -232 L10 -222 L20 -224 L6 -240 Z" fill="${hz(out.collar ?? tint(out.color, 0.4))}"/><path d="M-6 -240 L0 -222 L6 -240 Z" fill="${skinShade}"/>`;
    case 'saree':
    case 'lehenga':
    case 'dress':
    case 'gown':
    case 'anarkali':
      return `<path d="M-11 -241 Q0 -226 11 -241" fill="${skinShade}"/>`;
    default:
      return '';
  }
}

function hairBehind(h: Hair, c: string): string {
  switch (h) {
    case 'long':
      return `<path d="M-24 -270 C-26 -300 26 -300 24 -270 L28 -214 Q0 -206 -28 -214 Z" fill="${c}"/>`;
    case 'bob':
      return `<path d="M-24 -270 C-26 -300 26 -300 24 -270 L26 -244 Q0 -238 -26 -244 Z" fill="${c}"/>`;
    case 'afro':
      return `<circle cx="0" cy="-276" r="35" fill="${c}"/>`;
    case 'ponytail':
      return `<path d="M14 -286 Q40 -278 30 -232 Q26 -250 14 -262 Z" fill="${c}"/>`;
    case 'bun':
      return `<circle cx="0" cy="-296" r="11" fill="${c}"/>`;
    default:
      return '';
  }
}

function head(look: Look, hz: (c: string) => string, skin: string, skinShade: string, hair: string, back: boolean): string {
  const p: string[] = [];
  const h = look.hair;
  if (!back && h !== 'scarf' && h !== 'turban') {
    p.push(`<ellipse cx="-20" cy="-266" rx="4.5" ry="6.5" fill="${skinShade}"/><ellipse cx="20" cy="-266" rx="4.5" ry="6.5" fill="${skinShade}"/>`);
  }
  if (h === 'scarf') {
    p.push(`<path d="M-25 -268 C-26 -302 26 -302 25 -268 L28 -236 Q0 -226 -28 -236 Z" fill="${hz(look.wrap ?? C.teal)}"/>`);
  }
  p.push(`<ellipse cx="0" cy="${HEAD_Y}" rx="20" ry="23" fill="${skin}"/>`);
  if (look.earrings && !back && h !== 'scarf') {
    p.push(`<circle cx="-20" cy="-256" r="3" fill="${hz(look.earrings)}"/><circle cx="20" cy="-256" r="3" fill="${hz(look.earrings)}"/>`);
  }
  if (back) {
    // hair covers the back of the head
    if (h === 'bald') p.push(`<path d="M-19 -262 Q0 -252 19 -262 L19 -258 Q0 -246 -19 -258 Z" fill="${hair}" opacity="0.7"/>`);
    else if (h === 'turban') p.push(turban(hz(look.wrap ?? E.saffron)));
    else if (h === 'scarf') p.push(`<ellipse cx="0" cy="-268" rx="22" ry="25" fill="${hz(look.wrap ?? C.teal)}"/>`);
    else {
      if (h === 'long' || h === 'bob') {
        const len = h === 'long' ? -214 : -240;
        const w = h === 'long' ? 26 : 23;
        p.push(`<path d="M-22 -266 C-25 -302 25 -302 22 -266 L${w} ${len} Q0 ${len + 6} ${-w} ${len} Z" fill="${hair}"/>`);
      } else {
        // rounded to the head, leaving only the nape
        p.push(`<path d="M-22 -264 C-24 -302 24 -302 22 -264 C21 -254 14 -249 0 -248 C-14 -249 -21 -254 -22 -264 Z" fill="${hair}"/>`);
      }
      if (h === 'afro') p.push(`<circle cx="0" cy="-276" r="35" fill="${hair}"/>`);
      if (h === 'bun') p.push(`<circle cx="0" cy="-292" r="11" fill="${hair}"/>`);
      if (h === 'ponytail') p.push(`<path d="M-6 -262 Q0 -230 8 -212 Q14 -236 8 -262 Z" fill="${hair}"/>`);
      if (h === 'braid') p.push(`<path d="M-5 -258 L-4 -196 L4 -196 L5 -258 Z" fill="${hair}"/>`);
    }
  } else {
    switch (h) {
      case 'short':
        p.push(`<path d="M-21 -266 C-24 -296 22 -300 21 -266 C18 -278 10 -282 -2 -280 C-12 -279 -18 -274 -21 -266 Z" fill="${hair}"/>`);
        break;
      case 'side':
        p.push(`<path d="M-21 -262 C-26 -298 24 -300 21 -266 C16 -284 -4 -276 -12 -284 C-16 -276 -19 -270 -21 -262 Z" fill="${hair}"/>`);
        break;
      case 'buzz':
        p.push(`<path d="M-20 -270 C-20 -294 20 -294 20 -270 C12 -282 -12 -282 -20 -270 Z" fill="${hair}"/>`);
        break;
      case 'long':
      case 'bob':
      case 'ponytail':
      case 'bun':
      case 'braid':
        p.push(`<path d="M-22 -262 C-26 -298 26 -298 22 -262 C20 -276 12 -282 2 -283 C-8 -280 -18 -274 -22 -262 Z" fill="${hair}"/>`);
        if (h === 'braid') {
          const beads: string[] = [];
          for (let i = 0; i < 6; i += 1) beads.push(`<ellipse cx="${n(17 + i * 1.2)}" cy="${-248 + i * 11}" rx="5.5" ry="7"/>`);
          p.push(`<g fill="${hair}">${beads.join('')}</g>`);
        }
        break;
      case 'curly':
        p.push(`<g fill="${hair}"><circle cx="-14" cy="-282" r="11"/><circle cx="0" cy="-289" r="12"/><circle cx="14" cy="-282" r="11"/><circle cx="-20" cy="-270" r="7"/><circle cx="20" cy="-270" r="7"/></g>`);
        break;
      case 'afro':
        p.push(`<path d="M-20 -268 C-20 -292 20 -292 20 -268 C12 -280 -12 -280 -20 -268 Z" fill="${hair}"/>`);
        break;
      case 'bald':
        p.push(`<path d="M-20 -268 L-20 -258 L-17 -258 Z M20 -268 L20 -258 L17 -258 Z" fill="${hair}"/>`);
        break;
      case 'turban':
        p.push(turban(hz(look.wrap ?? E.saffron)));
        break;
      case 'scarf':
        p.push(`<path d="M-22 -262 C-24 -300 24 -300 22 -262 C18 -282 -18 -282 -22 -262 Z" fill="${hz(tint(look.wrap ?? C.teal, 0.12))}"/>`);
        break;
    }
  }
  if (look.shades && !back) {
    p.push(`<path d="M-17 -272 L17 -272" stroke="${C.slate900}" stroke-width="2.5"/><rect x="-17" y="-274" width="14" height="9" rx="3.5" fill="${C.slate900}"/><rect x="3" y="-274" width="14" height="9" rx="3.5" fill="${C.slate900}"/>`);
  }
  if (look.hat) p.push(hat(look.hat, hz(look.hatColor ?? C.primary), back));
  return p.join('');
}

function turban(c: string): string {
  return (
    `<path d="M-23 -266 C-28 -306 28 -306 23 -266 C16 -272 -16 -272 -23 -266 Z" fill="${c}"/>` +
    `<path d="M-20 -276 Q0 -296 20 -284 M-22 -268 Q0 -290 22 -276" fill="none" stroke="${shade(c, 0.18)}" stroke-width="2.5"/>` +
    `<circle cx="0" cy="-290" r="3.5" fill="${E.gold}"/>`
  );
}

function hat(h: Hat, c: string, back: boolean): string {
  switch (h) {
    case 'cap':
      return `<path d="M-22 -274 C-22 -302 22 -302 22 -274 Z" fill="${c}"/>${back ? '' : `<path d="M-4 -276 L30 -276 Q30 -270 24 -270 L-4 -272 Z" fill="${shade(c, 0.2)}"/>`}`;
    case 'cowboy':
      return `<ellipse cx="0" cy="-282" rx="40" ry="7" fill="${c}"/><path d="M-19 -282 L-16 -306 Q0 -298 16 -306 L19 -282 Z" fill="${c}"/><rect x="-19" y="-290" width="38" height="5" fill="${shade(c, 0.3)}"/>`;
    case 'pirate':
      return `<path d="M-34 -280 Q-20 -318 0 -300 Q20 -318 34 -280 Q0 -290 -34 -280 Z" fill="${c}"/><path d="M-30 -284 Q0 -294 30 -284" fill="none" stroke="${E.gold}" stroke-width="3"/>`;
    case 'beret':
      return `<ellipse cx="-3" cy="-288" rx="25" ry="10" fill="${c}"/><circle cx="-3" cy="-298" r="3" fill="${c}"/>`;
    case 'tophat':
      return `<rect x="-28" y="-288" width="56" height="6" rx="3" fill="${c}"/><rect x="-17" y="-326" width="34" height="40" rx="3" fill="${c}"/><rect x="-17" y="-296" width="34" height="7" fill="${E.red}"/>`;
    case 'headband':
      return `<path d="M-21 -282 Q0 -292 21 -282" fill="none" stroke="${c}" stroke-width="7"/>`;
    case 'party':
      return `<path d="M-12 -288 L0 -326 L12 -288 Z" fill="${c}"/><circle cx="0" cy="-327" r="4" fill="${E.gold}"/>`;
    case 'gandhi':
      return `<path d="M-21 -280 L-18 -294 L18 -294 L21 -280 Q0 -286 -21 -280 Z" fill="${c}"/>`;
  }
}

// ------------------------------------------------------------------------------
// Wardrobe helpers
// ------------------------------------------------------------------------------

export type Style = 'ethnic' | 'office' | 'resort' | 'retro' | 'sports' | 'movie' | 'tricolour' | 'stage';

const FEM_HAIR: Hair[] = ['long', 'bun', 'braid', 'ponytail', 'bob', 'curly', 'long', 'scarf'];
const MASC_HAIR: Hair[] = ['short', 'side', 'buzz', 'curly', 'bald', 'short', 'side'];

export interface LookOpts {
  fem?: boolean;
  skin?: string;
  colors?: readonly string[];
}

/** A random person dressed for an event style. */
export function randomLook(r: Rand, style: Style, opts: LookOpts = {}): Look {
  const fem = opts.fem ?? r() < 0.5;
  const skin = opts.skin ?? pick(r, SKIN);
  let hair = pick(r, fem ? FEM_HAIR : MASC_HAIR);
  const hairColor = hair === 'bald' ? pick(r, HAIR_COLORS) : r() < 0.1 ? HAIR_COLORS[5] : pick(r, HAIR_COLORS.slice(0, 5));
  const build = between(r, 0.9, 1.12);
  const look: Look = { skin, hair, hairColor, build, outfit: { kind: 'tee', color: C.teal, bottom: C.primary } };
  if (hair === 'scarf') look.wrap = pick(r, [C.teal, C.primaryLight, E.plum, E.rose, E.maroon]);
  const colors = opts.colors;
  const col = (list: readonly string[]) => pick(r, colors ?? list);
  switch (style) {
    case 'ethnic': {
      const bright = [E.marigold, E.rani, C.teal, E.maroon, E.saffron, E.magenta, C.primaryLight, E.leaf, E.plum, E.coral, E.gold];
      if (fem) {
        const k = r();
        if (k < 0.45) look.outfit = { kind: 'saree', color: col(bright), border: pick(r, [E.gold, E.marigold, E.maroon, C.primary]), blouse: pick(r, [E.gold, E.maroon, C.primary, C.teal, E.rani]) };
        else if (k < 0.75) look.outfit = { kind: 'lehenga', color: col(bright), border: pick(r, [E.gold, E.cream]), blouse: pick(r, [E.gold, E.maroon, C.teal, E.rani]), dupatta: pick(r, [E.rose, E.marigold, E.lilac, E.cream, C.tealSoft]) };
        else look.outfit = { kind: 'anarkali', color: col(bright), border: pick(r, [E.gold, E.cream, E.marigold]) };
        look.earrings = E.gold;
        if (hair === 'bob' || hair === 'curly') look.hair = hair = 'bun';
      } else {
        if (r() < 0.55) look.outfit = { kind: 'kurta', color: col([...bright, E.cream, E.ivory, E.peach]), trim: pick(r, [E.gold, E.maroon, C.primary]), bottom: pick(r, [E.ivory, E.cream, C.slate50]), ...(r() < 0.4 ? { stole: pick(r, [E.marigold, E.rani, E.maroon, C.teal]) } : {}) };
        else look.outfit = { kind: 'sherwani', color: col([E.maroon, C.primary, E.cream, E.ivory, C.teal, E.plum, E.gold]), trim: E.gold, bottom: pick(r, [E.ivory, E.cream, C.slate50]), ...(r() < 0.5 ? { stole: pick(r, [E.marigold, E.rani, E.maroon, C.teal]) } : {}) };
        if (r() < 0.22) {
          look.hair = 'turban';
          look.wrap = pick(r, [E.saffron, E.rani, E.marigold, E.maroon]);
        }
      }
      break;
    }
    case 'office': {
      const tops = [C.slate50, C.tealSoft, '#dbe4f5', C.primaryLight, C.teal, C.accentSoft, '#e8d5f0', C.slate200];
      const bottoms = [C.primary, C.slate700, '#3b4a6b', '#6b5b4a', C.slate500];
      const k = r();
      if (k < 0.45) look.outfit = { kind: 'shirt', color: col(tops), bottom: pick(r, bottoms), short: r() < 0.3 };
      else if (k < 0.7) look.outfit = { kind: 'blazer', color: pick(r, [C.primary, C.slate700, C.teal, '#5b6b8a']), inner: pick(r, [C.slate50, C.accentSoft, C.tealSoft]), bottom: pick(r, bottoms) };
      else if (k < 0.85 && fem) look.outfit = { kind: 'dress', color: col([C.teal, C.primaryLight, E.coral, E.plum, E.marigold]) };
      else look.outfit = { kind: 'tee', color: col(tops), bottom: pick(r, bottoms) };
      break;
    }
    case 'resort': {
      const tops = [C.slate50, E.coral, C.tealSoft, E.sky, E.sand, C.accentSoft, E.rose, C.teal, E.peach];
      if (fem && r() < 0.45) look.outfit = { kind: 'dress', color: col(tops), ...(r() < 0.4 ? { accent: pick(r, [C.teal, E.coral, C.primary]) } : {}) };
      else if (r() < 0.55) look.outfit = { kind: 'shirt', color: col(tops), bottom: pick(r, [E.sand, C.slate50, '#c9b79c', C.primaryLight]), short: true };
      else look.outfit = { kind: 'tee', color: col(tops), bottom: pick(r, [E.sand, C.primaryLight, '#c9b79c', C.slate700]) };
      if (r() < 0.25) look.shades = true;
      break;
    }
    case 'retro': {
      const tops = [E.marigold, E.coral, C.teal, E.rani, E.violet, '#f2c14e', E.rose, E.sky];
      if (fem && r() < 0.5) look.outfit = { kind: 'dress', color: col(tops), dots: r() < 0.6 ? C.white : undefined } as Outfit;
      else look.outfit = { kind: 'bell', color: col(tops), bottom: pick(r, ['#2f4a8a', '#6b4a2b', C.primary, '#8a5a2b']), collar: pick(r, [C.white, E.cream, E.gold]) };
      if (r() < 0.3) look.hair = 'afro';
      if (r() < 0.45) look.shades = true;
      if (r() < 0.25) {
        look.hat = 'headband';
        look.hatColor = pick(r, [E.rani, E.marigold, C.teal]);
      }
      break;
    }
    case 'sports': {
      const team = col([C.teal, C.primaryLight, E.red, E.marigold]);
      look.outfit = { kind: 'jersey', color: team, stripe: pick(r, [C.white, E.gold, C.primary]), bottom: pick(r, [C.primary, C.white, C.slate700]), socks: pick(r, [C.white, team]) };
      if (r() < 0.3) {
        look.hat = 'cap';
        look.hatColor = pick(r, [C.primary, team, C.white]);
      }
      break;
    }
    case 'movie': {
      const k = r();
      if (k < 0.3) look.outfit = fem ? { kind: 'gown', color: col([E.rani, E.red, E.gold, C.primaryLight, E.plum, C.teal]), accent: E.gold } : { kind: 'blazer', color: C.slate900, inner: C.white, bottom: C.slate900, bow: C.slate900 };
      else if (k < 0.55) look.outfit = { kind: 'hero', color: col([E.red, C.primaryLight, C.teal, E.plum, E.marigold]), cape: pick(r, [E.red, E.marigold, C.primary, E.plum]), emblem: pick(r, [E.gold, C.white]), belt: pick(r, [E.gold, C.slate900]) };
      else if (k < 0.78) {
        look.outfit = { kind: 'pirate', color: C.slate50, vest: pick(r, [E.maroon, C.slate900, E.woodDark]), bottom: pick(r, [C.slate700, E.woodDark]), sash: pick(r, [E.red, E.gold]) };
        look.hat = 'pirate';
        look.hatColor = C.slate900;
      } else {
        look.outfit = { kind: 'cowboy', color: pick(r, [E.red, C.primaryLight, E.sand, C.teal]), vest: pick(r, [E.wood, E.woodDark]), bottom: pick(r, ['#3b4a6b', E.woodDark]), scarf: pick(r, [E.red, E.marigold]) };
        look.hat = 'cowboy';
        look.hatColor = pick(r, [E.wood, E.woodDark, E.sand]);
      }
      break;
    }
    case 'tricolour': {
      const c = col([E.saffron, C.white, E.indiaGreen]);
      if (fem && r() < 0.6) look.outfit = r() < 0.6 ? { kind: 'saree', color: c === C.white ? E.ivory : c, border: c === E.saffron ? E.indiaGreen : c === E.indiaGreen ? E.saffron : E.saffron, blouse: pick(r, [E.ivory, E.indiaGreen, E.saffron]) } : { kind: 'anarkali', color: c === C.white ? E.ivory : c, border: E.gold };
      else look.outfit = { kind: 'kurta', color: c === C.white ? E.ivory : c, trim: c === E.indiaGreen ? E.saffron : E.indiaGreen, bottom: E.ivory, ...(r() < 0.5 ? { stole: pick(r, [E.saffron, E.indiaGreen]) } : {}) };
      if (fem) look.earrings = E.gold;
      break;
    }
    case 'stage': {
      look.outfit = { kind: 'blazer', color: pick(r, [C.primary, C.slate900, '#3b2f5a', E.maroon]), inner: pick(r, [C.white, C.accentSoft]), bottom: C.slate900 };
      if (fem && r() < 0.5) look.outfit = { kind: 'gown', color: col([E.rani, C.teal, E.plum, E.gold, C.primaryLight]), accent: E.gold };
      break;
    }
  }
  return look;
}

function between(r: Rand, a: number, b: number): number {
  return a + (b - a) * r();
}

/** Simple head-and-shoulders silhouette seen from behind (audiences). */
export function audienceHead(x: number, y: number, s: number, color: string, hair: Hair = 'short'): string {
  const body = `M-34 40 C-34 10 -22 0 0 0 C22 0 34 10 34 40 Z`;
  let h = `<ellipse cx="0" cy="-16" rx="15" ry="18"/>`;
  if (hair === 'bun') h += `<circle cx="0" cy="-36" r="8"/>`;
  if (hair === 'long') h += `<path d="M-16 -18 L-18 8 L18 8 L16 -18 Z"/>`;
  if (hair === 'afro') h += `<circle cx="0" cy="-18" r="24"/>`;
  if (hair === 'ponytail') h += `<path d="M-4 -20 Q0 6 8 14 Q10 -4 6 -20 Z"/>`;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${Math.round(s * 1000) / 1000})" fill="${color}"><path d="${body}"/>${h}</g>`;
}
