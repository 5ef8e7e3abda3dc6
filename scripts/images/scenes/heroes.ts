/**
 * Home banner slides, drawn in a 1600 x 900 box. The left 45 % (x < 720) stays
 * dark and quiet for white overlay text; every illustration lives at x > 760.
 */
import { avatar, HAIR, SKIN, type AvatarSpec } from '../lib/avatar';
import {
  between,
  C,
  cloudPath,
  dotGrid,
  glow,
  Ids,
  isoBox,
  isometric,
  isoRect,
  linear,
  mix,
  n,
  pts,
  rng,
  type Project,
  type Rand,
} from '../lib/svg';

export const HERO_TEXT_ZONE: [number, number] = [0, 0.45];

const W = 1600;
const H = 900;

/** Shared backdrop: deep gradient, right-hand glow, faded dot grid and orbit rings. */
export function heroBackdrop(ids: Ids, focus: { x: number; y: number }, tint: string = C.teal): string {
  const bg = ids.next('bg');
  const fade = ids.next('fade');
  const mask = ids.next('mask');
  return [
    `<defs>${linear(bg, [[0, C.primaryDark], [0.45, C.primaryDark], [1, C.primary]])}`,
    `${linear(fade, [[0, C.white, 0], [0.5, C.white, 0], [0.75, C.white, 1], [1, C.white, 1]])}`,
    `<mask id="${mask}"><rect width="${W}" height="${H}" fill="url(#${fade})"/></mask></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#${bg})"/>`,
    glow(ids, focus.x, focus.y, 640, 560, C.primaryLight, 0.9),
    glow(ids, focus.x + 220, focus.y + 300, 340, 220, tint, 0.16),
    `<g mask="url(#${mask})">`,
    dotGrid(780, 40, 800, 820, 32, 1.5, C.slate200, 0.12),
    [260, 360, 470]
      .map((r) => `<circle cx="${focus.x}" cy="${focus.y}" r="${r}" fill="none" stroke="${C.white}" stroke-opacity="0.06" stroke-width="1.5"/>`)
      .join(''),
    '</g>',
  ].join('');
}

function shadowFilter(ids: Ids, blur: number, opacity: number): { id: string; def: string } {
  const id = ids.next('sh');
  return {
    id,
    def: `<defs><filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/><feOffset dy="${blur * 0.8}" result="b"/><feFlood flood-color="${C.primaryDark}" flood-opacity="${opacity}"/><feComposite in2="b" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter></defs>`,
  };
}

function sparkle(x: number, y: number, r: number, fill: string, opacity = 1): string {
  const k = r * 0.28;
  return `<path d="M${n(x)} ${n(y - r)} Q${n(x + k)} ${n(y - k)} ${n(x + r)} ${n(y)} Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + r)} Q${n(x - k)} ${n(y + k)} ${n(x - r)} ${n(y)} Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - r)} Z" fill="${fill}" opacity="${opacity}"/>`;
}

function sparkles(r: Rand, count: number, box: [number, number, number, number]): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = between(r, box[0], box[2]);
    const y = between(r, box[1], box[3]);
    const fill = i % 3 === 0 ? C.accentSoft : C.white;
    out.push(sparkle(x, y, between(r, 5, 11), fill, between(r, 0.35, 0.8)));
  }
  return out.join('');
}

/* ------------------------------------------------------------------ */
/* 1. Cloud-native platform engineering                                 */
/* ------------------------------------------------------------------ */

/** Layered isometric platform with containers and a cloud; reused by the OG image. */
export function platformIllustration(ids: Ids, r: Rand, ox = 1150, oy = 360, scale = 32): string {
  const P: Project = isometric(ox, oy, scale);
  const out: string[] = [];
  const sh = shadowFilter(ids, 14, 0.45);
  out.push(sh.def);

  // Ground shadow under the stack.
  out.push(`<polygon points="${isoRect(P, -0.6, -0.6, -0.9, 11.2, 11.2)}" fill="${C.primaryDark}" opacity="0.45"/>`);

  const layers: Array<{ z: number; off: number; size: number; top: string; edge: string }> = [
    { z: 0, off: 0, size: 10, top: C.primaryLight, edge: C.primaryLight },
    { z: 1.9, off: 0.6, size: 8.8, top: C.teal, edge: C.teal },
    { z: 3.8, off: 1.2, size: 7.6, top: C.slate50, edge: C.slate200 },
  ];
  const thick = 0.75;

  layers.forEach((l, i) => {
    const colors = {
      top: l.top,
      right: mix(l.edge, C.primaryDark, 0.55),
      left: mix(l.edge, C.primaryDark, 0.3),
    };
    out.push(`<g filter="url(#${sh.id})">${isoBox(P, l.off, l.off, l.z, l.size, l.size, thick, colors)}</g>`);
    // Status LEDs along the left face.
    const leds: string[] = [];
    for (let k = 0; k < 6; k += 1) {
      const x0 = l.off + 0.8 + k * 0.55;
      const [a, b] = [P(x0, l.off + l.size, l.z + thick * 0.5), P(x0 + 0.3, l.off + l.size, l.z + thick * 0.5)];
      leds.push(`<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}"/>`);
    }
    out.push(
      `<g stroke="${i === 1 ? C.accentSoft : i === 2 ? C.teal : C.accent}" stroke-width="3.2" stroke-linecap="round" opacity="0.9">${leds.join('')}</g>`,
    );
    // Inner inset line on the top face for a crafted look.
    out.push(
      `<polygon points="${isoRect(P, l.off + 0.35, l.off + 0.35, l.z + thick, l.size - 0.7, l.size - 0.7)}" fill="none" stroke="${i === 2 ? C.slate200 : C.white}" stroke-opacity="${i === 2 ? 1 : 0.18}" stroke-width="1.5"/>`,
    );
    // Pillars connecting layers.
    if (i > 0) {
      const prev = layers[i - 1];
      if (prev) {
        for (const [cx, cy] of [
          [l.off + 0.6, l.off + l.size - 0.6],
          [l.off + l.size - 0.6, l.off + l.size - 0.6],
          [l.off + l.size - 0.6, l.off + 0.6],
        ] as Array<[number, number]>) {
          const a = P(cx, cy, prev.z + thick);
          const b = P(cx, cy, l.z);
          out.push(`<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="${C.slate200}" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="4 5"/>`);
        }
      }
    }
  });

  // Containers on the top layer (painter's order: far to near).
  const top = layers[2];
  if (!top) throw new Error('layers');
  const z = top.z + thick;
  const cubes: Array<{ x: number; y: number; h: number; c: string }> = [];
  const palette = [C.accent, C.primaryLight, C.teal, C.accent, C.primary, C.teal, C.primaryLight, C.accent, C.teal];
  let k = 0;
  for (let gy = 0; gy < 3; gy += 1) {
    for (let gx = 0; gx < 3; gx += 1) {
      cubes.push({
        x: top.off + 0.9 + gx * 2.1,
        y: top.off + 0.9 + gy * 2.1,
        h: between(r, 0.9, 2.1),
        c: palette[k % palette.length] ?? C.accent,
      });
      k += 1;
    }
  }
  cubes.sort((a, b) => a.x + a.y - (b.x + b.y));
  const cubeTops: Array<[number, number]> = [];
  for (const cb of cubes) {
    out.push(
      isoBox(P, cb.x, cb.y, z, 1.5, 1.5, cb.h, {
        top: mix(cb.c, C.white, 0.25),
        left: cb.c,
        right: mix(cb.c, C.primaryDark, 0.35),
      }),
    );
    cubeTops.push(P(cb.x + 0.75, cb.y + 0.75, z + cb.h));
  }

  // Cloud above, with sync lines down to some containers.
  const cloudX = ox + 90;
  const cloudY = oy - 180;
  const cw = 250;
  const lines: string[] = [];
  for (const idx of [0, 2, 5]) {
    const t = cubeTops[idx];
    if (!t) continue;
    const sx = cloudX + 60 + idx * 20;
    lines.push(`<path d="M${n(sx)} ${n(cloudY - 4)} C${n(sx)} ${n(cloudY + 60)} ${n(t[0])} ${n(t[1] - 90)} ${n(t[0])} ${n(t[1] - 6)}" />`);
  }
  out.push(`<g fill="none" stroke="${C.accentSoft}" stroke-width="2.2" stroke-dasharray="2 7" stroke-linecap="round" opacity="0.85">${lines.join('')}</g>`);
  const cg = ids.next('cloud');
  out.push(`<defs>${linear(cg, [[0, C.white], [1, C.slate200]], { x1: 0, y1: 0, x2: 0, y2: 1 })}</defs>`);
  out.push(`<g filter="url(#${sh.id})"><path d="${cloudPath(cloudX, cloudY, cw)}" fill="url(#${cg})"/></g>`);
  // Small up/down arrows inside the cloud.
  const ax = cloudX + cw * 0.5;
  const ay = cloudY - 46;
  out.push(
    `<g fill="none" stroke="${C.primaryLight}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><path d="M${ax - 18} ${ay + 22} v-40 m-13 13 l13 -13 l13 13"/><path d="M${ax + 18} ${ay - 18} v40 m-13 -13 l13 13 l13 -13" stroke="${C.accent}"/></g>`,
  );

  // Satellite nodes: a small service mesh to the right.
  const nodes: Array<[number, number, string]> = [
    [ox + 330, oy + 40, C.accent],
    [ox + 400, oy + 170, C.teal],
    [ox + 300, oy + 260, C.slate50],
    [ox - 330, oy - 20, C.teal],
    [ox - 380, oy + 130, C.accent],
  ];
  const links = [
    [0, 1],
    [1, 2],
    [0, 2],
    [3, 4],
  ];
  out.push(
    `<g stroke="${C.slate200}" stroke-opacity="0.35" stroke-width="2">${links
      .map(([a, b]) => {
        const A = nodes[a ?? 0];
        const B = nodes[b ?? 0];
        return A && B ? `<line x1="${A[0]}" y1="${A[1]}" x2="${B[0]}" y2="${B[1]}"/>` : '';
      })
      .join('')}</g>`,
  );
  for (const [x, y, c] of nodes) {
    out.push(`<circle cx="${x}" cy="${y}" r="17" fill="${c}" opacity="0.18"/><circle cx="${x}" cy="${y}" r="8" fill="${c}"/>`);
  }
  return out.join('');
}

export function heroCloudPlatform(): string {
  const ids = new Ids();
  const r = rng(101);
  return heroBackdrop(ids, { x: 1160, y: 440 }) + sparkles(r, 7, [820, 80, 1560, 820]) + platformIllustration(ids, r, 1150, 400, 30);
}

/* ------------------------------------------------------------------ */
/* 2. Partnering with businesses                                        */
/* ------------------------------------------------------------------ */

export function heroPartnership(): string {
  const ids = new Ids();
  const r = rng(202);
  const out: string[] = [heroBackdrop(ids, { x: 1160, y: 430 }, C.accent)];
  out.push(sparkles(r, 6, [820, 60, 1560, 360]));

  // Two joined circles: the partnership motif.
  const cy = 360;
  const R = 200;
  const a = { x: 1055, y: cy };
  const b = { x: 1265, y: cy };
  const half = (b.x - a.x) / 2;
  const hy = Math.sqrt(R * R - half * half);
  const lensId = ids.next('lens');
  out.push(`<defs>${linear(lensId, [[0, C.accent], [1, C.teal]], { x1: 0, y1: 0, x2: 1, y2: 1 })}</defs>`);
  out.push(`<circle cx="${a.x}" cy="${a.y}" r="${R}" fill="${C.accent}" fill-opacity="0.10" stroke="${C.accent}" stroke-width="6"/>`);
  out.push(`<circle cx="${b.x}" cy="${b.y}" r="${R}" fill="${C.teal}" fill-opacity="0.12" stroke="${C.teal}" stroke-width="6"/>`);
  const mx = (a.x + b.x) / 2;
  out.push(
    `<path d="M${mx} ${n(cy - hy)} A${R} ${R} 0 0 1 ${mx} ${n(cy + hy)} A${R} ${R} 0 0 1 ${mx} ${n(cy - hy)} Z" fill="url(#${lensId})" opacity="0.55"/>`,
  );
  // Small link glyph where the circles meet.
  out.push(
    `<g transform="translate(${mx} ${cy - 112})"><circle r="36" fill="${C.slate50}"/><g transform="rotate(-40)" fill="none" stroke-width="6.5"><rect x="-27" y="-10" width="32" height="20" rx="10" stroke="${C.primary}"/><rect x="-5" y="-10" width="32" height="20" rx="10" stroke="${C.accent}"/></g></g>`,
  );

  // Shared screen between the people.
  const sh = shadowFilter(ids, 12, 0.45);
  out.push(sh.def);
  out.push(
    `<g filter="url(#${sh.id})"><rect x="${mx - 110}" y="${cy - 40}" width="220" height="140" rx="14" fill="${C.slate50}"/></g>`,
    `<rect x="${mx - 90}" y="${cy - 20}" width="80" height="10" rx="5" fill="${C.slate200}"/>`,
    `<path d="M${mx - 90} ${cy + 78} L${mx - 50} ${cy + 48} L${mx - 10} ${cy + 62} L${mx + 40} ${cy + 18} L${mx + 90} ${cy + 2}" fill="none" stroke="${C.teal}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<circle cx="${mx + 90}" cy="${cy + 2}" r="8" fill="${C.accent}"/>`,
  );

  // People behind the table.
  const people: Array<[AvatarSpec, number, boolean]> = [
    [{ skin: SKIN.sand, hair: 'long', hairColor: HAIR.brown, shirt: C.accent, top: 'v' }, 850, false],
    [{ skin: SKIN.deep, hair: 'short', hairColor: HAIR.black, shirt: C.slate50, top: 'collar', collar: C.primaryLight }, 1010, false],
    [{ skin: SKIN.light, hair: 'bun', hairColor: HAIR.auburn, shirt: C.teal, top: 'blazer', collar: C.slate50, glasses: true }, 1150, true],
    [{ skin: SKIN.olive, hair: 'side', hairColor: HAIR.black, shirt: C.primaryLight, top: 'crew', beard: true }, 1300, true],
  ];
  const size = 200;
  const tableTop = 670;
  for (const [spec, x, mirror] of people) {
    out.push(avatar(spec, { x, y: tableTop - size * 0.95, size, mirror }));
  }

  // Table (front view with a touch of perspective).
  const tl = 790;
  const tr = 1530;
  out.push(
    `<path d="M${tl + 30} ${tableTop} L${tr - 30} ${tableTop} L${tr} ${tableTop + 40} L${tl} ${tableTop + 40} Z" fill="${C.slate200}"/>`,
    `<rect x="${tl}" y="${tableTop + 40}" width="${tr - tl}" height="18" rx="4" fill="${C.slate500}"/>`,
    `<path d="M${tl + 60} ${tableTop + 58} h16 l6 172 h-16 Z M${tr - 76} ${tableTop + 58} h16 l-6 172 h-16 Z" fill="${C.slate700}"/>`,
    `<ellipse cx="${(tl + tr) / 2}" cy="${tableTop + 236}" rx="${(tr - tl) / 2 + 20}" ry="18" fill="${C.primaryDark}" opacity="0.5"/>`,
  );
  // Laptops (seen from behind) and a cup on the table.
  for (const [x, c] of [
    [900, C.slate700],
    [1340, C.primary],
  ] as Array<[number, string]>) {
    out.push(
      `<path d="M${x + 4} ${tableTop + 24} L${x + 14} ${tableTop - 30} L${x + 126} ${tableTop - 30} L${x + 136} ${tableTop + 24} Z" fill="${c}"/>`,
      `<circle cx="${x + 70}" cy="${tableTop - 3}" r="8" fill="${C.slate50}" opacity="0.8"/>`,
      `<rect x="${x - 16}" y="${tableTop + 22}" width="172" height="8" rx="4" fill="${C.slate500}"/>`,
    );
  }
  out.push(
    `<path d="M1132 ${tableTop + 4} h30 l-3 28 h-24 Z" fill="${C.slate50}"/><path d="M1161 ${tableTop + 10} q12 0 11 9 q-1 8 -13 8" fill="none" stroke="${C.slate50}" stroke-width="3.5"/>`,
    `<rect x="1050" y="${tableTop + 14}" width="64" height="16" rx="3" fill="${C.white}" transform="rotate(-6 1082 ${tableTop + 22})"/>`,
  );

  // Speech bubbles.
  const bubble = (x: number, y: number, w: number, fill: string, lineFill: string, tailLeft: boolean) =>
    `<g><rect x="${x}" y="${y}" width="${w}" height="54" rx="16" fill="${fill}"/><path d="M${tailLeft ? x + 24 : x + w - 24} ${y + 52} l${tailLeft ? -6 : 6} 18 l${tailLeft ? 18 : -18} -18 Z" fill="${fill}"/><rect x="${x + 18}" y="${y + 16}" width="${w - 60}" height="8" rx="4" fill="${lineFill}"/><rect x="${x + 18}" y="${y + 31}" width="${w - 36}" height="8" rx="4" fill="${lineFill}" opacity="0.6"/></g>`;
  out.push(bubble(830, 360, 150, C.slate50, C.slate200, true));
  out.push(bubble(1360, 330, 160, C.accentSoft, C.accent, false));

  return out.join('');
}

/* ------------------------------------------------------------------ */
/* 3. Full-stack engineering for digital transformation                  */
/* ------------------------------------------------------------------ */

function codeLines(r: Rand, x: number, y: number, w: number, rows: number, gap: number): string {
  const colors = [C.teal, C.accent, C.slate500, C.accentSoft, C.primaryLight, C.slate500];
  const out: string[] = [];
  let indent = 0;
  for (let i = 0; i < rows; i += 1) {
    if (i > 0 && r() < 0.35) indent = Math.min(indent + 1, 3);
    else if (r() < 0.3) indent = Math.max(indent - 1, 0);
    let cx = x + indent * 22;
    const tokens = 1 + Math.floor(r() * 3);
    for (let t = 0; t < tokens && cx < x + w - 30; t += 1) {
      const tw = Math.min(between(r, 26, 90), x + w - cx);
      out.push(`<rect x="${n(cx)}" y="${n(y + i * gap)}" width="${n(tw)}" height="9" rx="4.5" fill="${colors[Math.floor(r() * colors.length)] ?? C.teal}"/>`);
      cx += tw + 10;
    }
  }
  return out.join('');
}

export function heroFullStack(): string {
  const ids = new Ids();
  const r = rng(303);
  const out: string[] = [heroBackdrop(ids, { x: 1170, y: 450 })];
  out.push(sparkles(r, 6, [800, 60, 1560, 840]));
  const sh = shadowFilter(ids, 16, 0.5);
  out.push(sh.def);

  // Back layer: code editor.
  const ex = 1090;
  const ey = 130;
  out.push(
    `<g filter="url(#${sh.id})"><rect x="${ex}" y="${ey}" width="420" height="290" rx="16" fill="${C.slate900}"/></g>`,
    `<rect x="${ex}" y="${ey}" width="420" height="290" rx="16" fill="none" stroke="${C.slate700}" stroke-width="2"/>`,
    `<circle cx="${ex + 24}" cy="${ey + 22}" r="6" fill="${C.accent}"/><circle cx="${ex + 44}" cy="${ey + 22}" r="6" fill="${C.teal}"/><circle cx="${ex + 64}" cy="${ey + 22}" r="6" fill="${C.slate500}"/>`,
    codeLines(r, ex + 62, ey + 56, 330, 10, 22),
    Array.from({ length: 10 }, (_, i) => `<rect x="${ex + 24}" y="${ey + 56 + i * 22}" width="18" height="9" rx="4" fill="${C.slate700}"/>`).join(''),
  );

  // Middle layer: browser window with a dashboard.
  const bx = 820;
  const by = 250;
  const bw = 580;
  const bh = 390;
  out.push(
    `<g filter="url(#${sh.id})"><rect x="${bx}" y="${by}" width="${bw}" height="${bh}" rx="18" fill="${C.slate50}"/></g>`,
    `<path d="M${bx} ${by + 44} v-26 a18 18 0 0 1 18 -18 h${bw - 36} a18 18 0 0 1 18 18 v26 Z" fill="${C.slate200}"/>`,
    `<circle cx="${bx + 26}" cy="${by + 22}" r="6.5" fill="${C.accent}"/><circle cx="${bx + 48}" cy="${by + 22}" r="6.5" fill="${C.teal}"/><circle cx="${bx + 70}" cy="${by + 22}" r="6.5" fill="${C.slate500}"/>`,
    `<rect x="${bx + 110}" y="${by + 12}" width="${bw - 200}" height="20" rx="10" fill="${C.white}"/>`,
    // sidebar
    `<rect x="${bx}" y="${by + 44}" width="120" height="${bh - 44}" fill="${C.primary}"/><path d="M${bx} ${by + bh - 18} v18 h18 a18 18 0 0 1 -18 -18 Z" fill="${C.primary}"/>`,
    `<rect x="${bx + 20}" y="${by + 70}" width="34" height="34" rx="10" fill="${C.accent}"/>`,
    Array.from({ length: 5 }, (_, i) => `<rect x="${bx + 20}" y="${by + 130 + i * 34}" width="${i === 1 ? 80 : 64}" height="10" rx="5" fill="${i === 1 ? C.slate50 : C.primaryLight}"/>`).join(''),
  );
  // KPI cards
  const kx = bx + 146;
  const kpiColors = [C.teal, C.accent, C.primaryLight];
  for (let i = 0; i < 3; i += 1) {
    const x = kx + i * 136;
    out.push(
      `<rect x="${x}" y="${by + 66}" width="120" height="76" rx="12" fill="${C.white}" stroke="${C.slate200}" stroke-width="2"/>`,
      `<rect x="${x + 16}" y="${by + 84}" width="50" height="8" rx="4" fill="${C.slate200}"/>`,
      `<rect x="${x + 16}" y="${by + 104}" width="${70 + i * 8}" height="16" rx="8" fill="${kpiColors[i] ?? C.teal}"/>`,
    );
  }
  // Chart card
  const chx = kx;
  const chy = by + 160;
  const chw = 400;
  const chh = 200;
  const area: Array<[number, number]> = [];
  for (let i = 0; i <= 8; i += 1) {
    area.push([chx + 20 + i * ((chw - 40) / 8), chy + chh - 36 - (28 + i * 14 + Math.sin(i * 1.3) * 18)]);
  }
  const ag = ids.next('area');
  out.push(
    `<defs>${linear(ag, [[0, C.teal, 0.35], [1, C.teal, 0]], { x1: 0, y1: 0, x2: 0, y2: 1 })}</defs>`,
    `<rect x="${chx}" y="${chy}" width="${chw}" height="${chh}" rx="12" fill="${C.white}" stroke="${C.slate200}" stroke-width="2"/>`,
    `<rect x="${chx + 20}" y="${chy + 18}" width="90" height="9" rx="4.5" fill="${C.slate200}"/>`,
    `<polygon points="${pts([...area, [chx + chw - 20, chy + chh - 20], [chx + 20, chy + chh - 20]])}" fill="url(#${ag})"/>`,
    `<polyline points="${pts(area)}" fill="none" stroke="${C.teal}" stroke-width="4.5" stroke-linejoin="round" stroke-linecap="round"/>`,
    Array.from({ length: 8 }, (_, i) => {
      const h = 16 + ((i * 37) % 40);
      return `<rect x="${chx + 34 + i * 45}" y="${chy + chh - 20 - h}" width="14" height="${h}" rx="4" fill="${C.accent}" opacity="0.55"/>`;
    }).join(''),
  );

  // Front layer: phone.
  const px = 1320;
  const py = 420;
  out.push(
    `<g filter="url(#${sh.id})"><rect x="${px}" y="${py}" width="180" height="350" rx="28" fill="${C.slate900}"/></g>`,
    `<rect x="${px + 10}" y="${py + 10}" width="160" height="330" rx="20" fill="${C.slate50}"/>`,
    `<rect x="${px + 66}" y="${py + 18}" width="48" height="8" rx="4" fill="${C.slate900}"/>`,
    `<rect x="${px + 22}" y="${py + 42}" width="136" height="86" rx="14" fill="${C.primary}"/>`,
    `<circle cx="${px + 50}" cy="${py + 72}" r="14" fill="${C.accent}"/><rect x="${px + 74}" y="${py + 62}" width="66" height="8" rx="4" fill="${C.slate50}"/><rect x="${px + 74}" y="${py + 78}" width="46" height="8" rx="4" fill="${C.primaryLight}"/>`,
    `<rect x="${px + 36}" y="${py + 104}" width="108" height="10" rx="5" fill="${C.primaryLight}"/><rect x="${px + 36}" y="${py + 104}" width="70" height="10" rx="5" fill="${C.teal}"/>`,
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${px + 22}" y="${py + 142 + i * 56}" width="136" height="44" rx="10" fill="${C.white}" stroke="${C.slate200}" stroke-width="2"/><circle cx="${px + 44}" cy="${py + 164 + i * 56}" r="10" fill="${[C.teal, C.accent, C.primaryLight][i]}"/><rect x="${px + 62}" y="${py + 154 + i * 56}" width="${70 - i * 10}" height="8" rx="4" fill="${C.slate500}"/><rect x="${px + 62}" y="${py + 168 + i * 56}" width="50" height="7" rx="3.5" fill="${C.slate200}"/>`,
      )
      .join(''),
    `<rect x="${px + 22}" y="${py + 312}" width="136" height="14" rx="7" fill="${C.slate200}"/>`,
  );

  // Code badge and check badge.
  out.push(
    `<g transform="translate(${bx - 10} ${by + bh - 10})" filter="url(#${sh.id})"><circle r="46" fill="${C.accent}"/></g>`,
    `<g transform="translate(${bx - 10} ${by + bh - 10})" fill="none" stroke="${C.primaryDark}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"><path d="M-12 -14 L-26 0 L-12 14"/><path d="M12 -14 L26 0 L12 14"/><path d="M5 -20 L-5 20" stroke-width="6"/></g>`,
    `<g transform="translate(${ex + 420} ${ey + 2})"><circle r="30" fill="${C.teal}"/><path d="M-12 1 L-3 10 L13 -8" fill="none" stroke="${C.white}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/></g>`,
  );
  // Connector from editor to phone.
  out.push(
    `<path d="M${ex + 380} ${ey + 290} C${ex + 380} ${ey + 330} ${px + 130} ${py - 60} ${px + 130} ${py - 8}" fill="none" stroke="${C.accentSoft}" stroke-width="2.5" stroke-dasharray="2 8" stroke-linecap="round"/>`,
  );
  return out.join('');
}

/* ------------------------------------------------------------------ */
/* 4. Investing in early-stage startups                                 */
/* ------------------------------------------------------------------ */

export function heroStartups(): string {
  const ids = new Ids();
  const r = rng(404);
  const out: string[] = [heroBackdrop(ids, { x: 1180, y: 430 }, C.accent)];
  out.push(sparkles(r, 12, [800, 60, 1560, 560]));
  const sh = shadowFilter(ids, 14, 0.45);
  out.push(sh.def);

  // Ground.
  const ground = 760;
  out.push(`<ellipse cx="1090" cy="${ground + 6}" rx="400" ry="34" fill="${C.primaryDark}" opacity="0.55"/>`);

  // Rising bars.
  const bars = [100, 160, 225, 290, 370];
  const bw = 60;
  const gap = 28;
  const x0 = 900;
  const tops: Array<[number, number]> = [];
  const barGrad = ids.next('bar');
  const barGradA = ids.next('bara');
  out.push(
    `<defs>${linear(barGrad, [[0, C.teal], [1, C.teal, 0.35]], { x1: 0, y1: 0, x2: 0, y2: 1 })}${linear(barGradA, [[0, C.accent], [1, C.accent, 0.45]], { x1: 0, y1: 0, x2: 0, y2: 1 })}</defs>`,
  );
  bars.forEach((h, i) => {
    const x = x0 + i * (bw + gap);
    const last = i === bars.length - 1;
    out.push(`<path d="M${x} ${ground} v${-h + 14} a14 14 0 0 1 14 -14 h${bw - 28} a14 14 0 0 1 14 14 v${h - 14} Z" fill="url(#${last ? barGradA : barGrad})"/>`);
    out.push(`<rect x="${x + 14}" y="${ground - h + 18}" width="${bw - 28}" height="6" rx="3" fill="${C.white}" opacity="0.45"/>`);
    tops.push([x + bw / 2, ground - h - 34]);
  });
  // Trend line through the bars, continuing as the rocket's trail.
  out.push(
    `<polyline points="${pts(tops)}" fill="none" stroke="${C.accentSoft}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
    tops.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${C.primaryDark}" stroke="${C.accentSoft}" stroke-width="4"/>`).join(''),
  );
  const last = tops[tops.length - 1] ?? [0, 0];

  // Rocket.
  const rx = 1440;
  const ry = 190;
  out.push(
    `<path d="M${last[0] + 8} ${last[1] - 14} C${last[0] + 30} ${last[1] - 60} ${rx - 110} ${ry + 130} ${rx - 84} ${ry + 100}" fill="none" stroke="${C.accentSoft}" stroke-width="4" stroke-dasharray="3 11" stroke-linecap="round"/>`,
  );
  // Exhaust puffs.
  for (const [dx, dy, rr, o] of [
    [-96, 104, 24, 0.3],
    [-60, 130, 15, 0.2],
    [-128, 84, 13, 0.18],
  ] as Array<[number, number, number, number]>) {
    out.push(`<circle cx="${rx + dx}" cy="${ry + dy}" r="${rr}" fill="${C.slate50}" opacity="${o}"/>`);
  }
  out.push(`<g transform="translate(${rx} ${ry}) rotate(42)" filter="url(#${sh.id})">`);
  out.push(
    // flame
    `<path d="M-22 96 Q0 190 22 96 Z" fill="${C.accent}"/><path d="M-12 96 Q0 150 12 96 Z" fill="${C.accentSoft}"/>`,
    // fins
    `<path d="M-34 40 L-70 100 L-34 92 Z" fill="${C.teal}"/><path d="M34 40 L70 100 L34 92 Z" fill="${C.teal}"/>`,
    // body
    `<path d="M0 -120 C44 -80 50 -10 36 100 L-36 100 C-50 -10 -44 -80 0 -120 Z" fill="${C.slate50}"/>`,
    `<path d="M0 -120 C44 -80 50 -10 36 100 L14 100 C24 0 22 -70 0 -120 Z" fill="${C.slate200}"/>`,
    `<path d="M0 -120 C16 -106 28 -88 34 -66 L-34 -66 C-28 -88 -16 -106 0 -120 Z" fill="${C.accent}"/>`,
    `<circle cx="0" cy="-8" r="24" fill="${C.primaryLight}" stroke="${C.primary}" stroke-width="7"/><circle cx="-7" cy="-15" r="7" fill="${C.white}" opacity="0.6"/>`,
    `<path d="M-37.5 70 L37.5 70 L36.6 84 L-36.6 84 Z" fill="${C.primaryLight}"/>`,
  );
  out.push('</g>');

  // Sprout growing from a stack of coins (front left).
  const cx = 815;
  const coinH = 16;
  const coins: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const y = ground - i * coinH;
    coins.push(
      `<path d="M${cx - 52} ${y - 10} v10 a52 16 0 0 0 104 0 v-10 Z" fill="${mix(C.accent, C.primaryDark, 0.3)}"/><ellipse cx="${cx}" cy="${y - 10}" rx="52" ry="16" fill="${C.accent}"/><ellipse cx="${cx}" cy="${y - 10}" rx="34" ry="9" fill="none" stroke="${C.accentSoft}" stroke-width="3" opacity="0.8"/>`,
    );
  }
  out.push(coins.join(''));
  const sy = ground - 5 * coinH;
  out.push(
    `<path d="M${cx} ${sy} C${cx - 4} ${sy - 50} ${cx + 10} ${sy - 90} ${cx + 4} ${sy - 140}" fill="none" stroke="${C.teal}" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M${cx + 2} ${sy - 70} C${cx - 30} ${sy - 70} ${cx - 70} ${sy - 90} ${cx - 74} ${sy - 130} C${cx - 30} ${sy - 130} ${cx - 4} ${sy - 104} ${cx + 2} ${sy - 70} Z" fill="${C.teal}"/>`,
    `<path d="M${cx + 6} ${sy - 110} C${cx + 36} ${sy - 110} ${cx + 74} ${sy - 132} ${cx + 80} ${sy - 172} C${cx + 36} ${sy - 174} ${cx + 8} ${sy - 146} ${cx + 6} ${sy - 110} Z" fill="${mix(C.teal, C.white, 0.25)}"/>`,
    `<path d="M${cx - 4} ${sy - 74} C${cx - 30} ${sy - 86} ${cx - 50} ${sy - 100} ${cx - 64} ${sy - 122}" fill="none" stroke="${mix(C.teal, C.primaryDark, 0.3)}" stroke-width="3" stroke-linecap="round"/>`,
  );
  return out.join('');
}

export const heroScenes = {
  'hero-cloud-platform': heroCloudPlatform,
  'hero-partnership': heroPartnership,
  'hero-full-stack': heroFullStack,
  'hero-startups': heroStartups,
} as const;

export { W as HERO_W, H as HERO_H };
