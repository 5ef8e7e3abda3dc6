/** Section illustrations (light, 4:3). */
import { avatar, HAIR, SKIN, type AvatarSpec } from '../lib/avatar';
import { between, C, Ids, linear, mix, n, rng, type Rand } from '../lib/svg';

function softShadow(ids: Ids, blur: number, opacity: number, color: string = C.primary): { id: string; def: string } {
  const id = ids.next('sh');
  return {
    id,
    def: `<defs><filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/><feOffset dy="${blur * 0.7}" result="b"/><feFlood flood-color="${color}" flood-opacity="${opacity}"/><feComposite in2="b" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter></defs>`,
  };
}

function lightBackdrop(ids: Ids, w: number, h: number, blobs: Array<[number, number, number, string, number]>): string {
  const bg = ids.next('bg');
  return (
    `<defs>${linear(bg, [[0, C.slate50], [1, C.white]], { x1: 0, y1: 0, x2: 0, y2: 1 })}</defs><rect width="${w}" height="${h}" fill="url(#${bg})"/>` +
    blobs.map(([x, y, r, c, o]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}" opacity="${o}"/>`).join('')
  );
}

function pin(x: number, y: number, color: string, s = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="4" rx="16" ry="5" fill="${C.primary}" opacity="0.18"/><path d="M0 0 C-6 -14 -26 -30 -26 -50 A26 26 0 0 1 26 -50 C26 -30 6 -14 0 0 Z" fill="${color}"/><circle cx="0" cy="-50" r="10" fill="${C.white}"/></g>`;
}

function building(r: Rand, x: number, base: number, w: number, h: number, body: string, win: string, winOpacity: number): string {
  const out = [`<rect x="${n(x)}" y="${n(base - h)}" width="${n(w)}" height="${n(h)}" fill="${body}"/>`];
  const cols = Math.max(2, Math.floor((w - 16) / 18));
  const cw = (w - 16) / cols;
  const wins: string[] = [];
  for (let yy = base - h + 16; yy < base - 24; yy += 22) {
    for (let c = 0; c < cols; c += 1) {
      if (r() < 0.2) continue;
      wins.push(`M${n(x + 8 + c * cw + 2)} ${n(yy)}h${n(cw - 6)}v9h${n(-(cw - 6))}Z`);
    }
  }
  out.push(`<path d="${wins.join('')}" fill="${win}" opacity="${winOpacity}"/>`);
  return out.join('');
}

/* ------------------------------------------------------------------ */

export function aboutUs(w: number, h: number): string {
  const ids = new Ids();
  const r = rng(505);
  const out: string[] = [
    lightBackdrop(ids, w, h, [
      [700, 230, 250, C.accentSoft, 0.6],
      [170, 520, 190, C.slate200, 0.7],
    ]),
  ];

  // Faint globe behind the skyline.
  const gx = 480;
  const gy = 330;
  const gr = 250;
  out.push(
    `<g fill="none" stroke="${C.primaryLight}" stroke-opacity="0.1" stroke-width="2"><circle cx="${gx}" cy="${gy}" r="${gr}"/>` +
      [0.35, 0.7].map((k) => `<ellipse cx="${gx}" cy="${gy}" rx="${gr * k}" ry="${gr}"/>`).join('') +
      [-0.5, 0, 0.5].map((k) => `<ellipse cx="${gx}" cy="${gy + gr * k}" rx="${Math.sqrt(1 - k * k) * gr}" ry="${gr * 0.12 * Math.sqrt(1 - k * k)}"/>`).join('') +
      `</g>`,
  );

  // Skyline: a lighter back row and a navy front row on a ground strip.
  const base = 520;
  let x = 90;
  while (x < 860) {
    const bw = between(r, 46, 86);
    const bh = between(r, 150, 250);
    out.push(building(r, x, base, bw, bh, mix(C.primaryLight, C.white, 0.72), C.white, 0.7));
    x += bw + between(r, 6, 16);
  }
  x = 60;
  const front: Array<[number, number]> = [];
  while (x < 900) {
    const bw = between(r, 56, 100);
    const bh = between(r, 90, 190);
    front.push([x, bw]);
    out.push(building(r, x, base, bw, bh, r() < 0.5 ? C.primary : C.primaryLight, C.accentSoft, 0.55));
    x += bw + between(r, 4, 12);
  }
  // Head-office tower in the middle.
  const tx = 430;
  const tw = 100;
  const th = 300;
  out.push(
    `<path d="M${tx} ${base} V${base - th + 30} L${tx + tw / 2} ${base - th} L${tx + tw} ${base - th + 30} V${base} Z" fill="${C.primaryDark}"/>`,
    `<rect x="${tx + tw / 2 - 3}" y="${base - th - 40}" width="6" height="42" fill="${C.primaryDark}"/><circle cx="${tx + tw / 2}" cy="${base - th - 42}" r="7" fill="${C.accent}"/>`,
    `<rect x="${tx}" y="${base - th + 54}" width="${tw}" height="10" fill="${C.accent}"/>`,
    building(r, tx, base, tw, th - 80, C.primaryDark, C.accentSoft, 0.8),
  );
  out.push(`<rect x="0" y="${base}" width="${w}" height="${h - base}" fill="${C.slate200}"/><rect x="0" y="${base}" width="${w}" height="6" fill="${C.slate500}" opacity="0.35"/>`);

  // Offices linked by routes (Pune HQ in the middle, US left, Dubai right).
  const pins: Array<[number, number, string]> = [
    [180, 200, C.teal],
    [480, 130, C.accent],
    [780, 190, C.primaryLight],
  ];
  const [p0, p1, p2] = pins as [[number, number, string], [number, number, string], [number, number, string]];
  out.push(
    `<g fill="none" stroke="${C.primary}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round" opacity="0.7">` +
      `<path d="M${p0[0]} ${p0[1] - 50} Q${(p0[0] + p1[0]) / 2} ${p1[1] - 150} ${p1[0]} ${p1[1] - 60}"/>` +
      `<path d="M${p1[0]} ${p1[1] - 60} Q${(p1[0] + p2[0]) / 2} ${p1[1] - 150} ${p2[0]} ${p2[1] - 50}"/>` +
      `</g>`,
  );
  for (const [px, py, c] of pins) out.push(pin(px, py, c, px === 480 ? 1.3 : 1));

  // Team in front.
  const people: Array<[AvatarSpec, number, number, boolean]> = [
    [{ skin: SKIN.olive, hair: 'short', hairColor: HAIR.black, shirt: C.teal, top: 'collar', collar: C.slate50, glasses: true }, 150, 250, false],
    [{ skin: SKIN.brown, hair: 'long', hairColor: HAIR.black, shirt: C.accent, top: 'blazer', collar: C.slate50, earrings: C.primaryLight }, 355, 270, false],
    [{ skin: SKIN.light, hair: 'curly', hairColor: HAIR.brown, shirt: C.primaryLight, top: 'crew' }, 570, 250, true],
  ];
  for (const [spec, px, size, mirror] of people) {
    out.push(avatar(spec, { x: px, y: h - size * 0.98, size, mirror }));
  }
  return out.join('');
}

/* ------------------------------------------------------------------ */

function iconBubble(x: number, y: number, glyph: string, ring: string): string {
  return `<g transform="translate(${x} ${y})"><circle r="46" fill="${C.white}" stroke="${ring}" stroke-width="4"/>${glyph}</g>`;
}

const GLYPH = {
  mail: `<g fill="none" stroke="${C.primary}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"><rect x="-22" y="-15" width="44" height="30" rx="5"/><path d="M-20 -12 L0 4 L20 -12"/></g>`,
  phone: `<path d="M-14 -22 l9 -2 l7 14 l-6 6 q5 10 14 14 l6 -6 l14 7 l-2 9 q-3 5 -10 4 q-22 -4 -34 -28 q-2 -12 2 -18 Z" fill="${C.teal}"/>`,
  chat: `<g><path d="M-22 -18 h44 a6 6 0 0 1 6 6 v22 a6 6 0 0 1 -6 6 h-22 l-12 10 v-10 h-10 a6 6 0 0 1 -6 -6 v-22 a6 6 0 0 1 6 -6 Z" fill="${C.accent}"/><circle cx="-10" cy="-1" r="3.5" fill="${C.white}"/><circle cx="0" cy="-1" r="3.5" fill="${C.white}"/><circle cx="10" cy="-1" r="3.5" fill="${C.white}"/></g>`,
  calendar: `<g><rect x="-22" y="-18" width="44" height="40" rx="6" fill="${C.primaryLight}"/><rect x="-22" y="-18" width="44" height="12" rx="6" fill="${C.primary}"/><rect x="-14" y="-26" width="6" height="14" rx="3" fill="${C.primary}"/><rect x="8" y="-26" width="6" height="14" rx="3" fill="${C.primary}"/><g fill="${C.white}"><rect x="-15" y="0" width="8" height="7" rx="2"/><rect x="-4" y="0" width="8" height="7" rx="2"/><rect x="7" y="0" width="8" height="7" rx="2" fill="${C.accent}"/><rect x="-15" y="10" width="8" height="7" rx="2"/><rect x="-4" y="10" width="8" height="7" rx="2"/></g></g>`,
};

function miniFace(x: number, y: number, rad: number, skin: string, hair: string, bg: string): string {
  return `<g><circle cx="${x}" cy="${y}" r="${rad}" fill="${bg}"/><path d="M${x - rad * 0.75} ${y + rad * 0.66} a${rad * 0.75} ${rad * 0.6} 0 0 1 ${rad * 1.5} 0" fill="${C.white}" opacity="0.9"/><circle cx="${x}" cy="${y - rad * 0.15}" r="${rad * 0.42}" fill="${skin}"/><path d="M${x - rad * 0.44} ${y - rad * 0.2} a${rad * 0.44} ${rad * 0.44} 0 0 1 ${rad * 0.88} 0 q-${rad * 0.44} -${rad * 0.16} -${rad * 0.88} 0 Z" fill="${hair}"/></g>`;
}

export function sisterCompanyCrm(w: number, h: number): string {
  const ids = new Ids();
  const out: string[] = [
    lightBackdrop(ids, w, h, [
      [800, 120, 170, C.accentSoft, 0.6],
      [150, 600, 200, C.slate200, 0.8],
    ]),
  ];
  const sh = softShadow(ids, 16, 0.22);
  const shSmall = softShadow(ids, 8, 0.16);
  out.push(sh.def, shSmall.def);
  out.push('<g transform="translate(0 -40)">');

  // Connectors from icons to the cloud.
  const icons: Array<[number, number, keyof typeof GLYPH, string, number, number]> = [
    [86, 214, 'mail', C.primaryLight, 240, 390],
    [76, 470, 'phone', C.teal, 160, 530],
    [874, 214, 'chat', C.accent, 720, 390],
    [884, 470, 'calendar', C.primaryLight, 800, 530],
  ];
  out.push(
    `<g fill="none" stroke="${C.slate500}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round" opacity="0.8">` +
      icons.map(([x, y, , , tx, ty]) => `<path d="M${x} ${y} C${x} ${(y + ty) / 2 + 40} ${(x + tx) / 2} ${ty} ${tx} ${ty}"/>`).join('') +
      `</g>`,
  );

  // The cloud: union of circles on a rounded base, one user-space gradient.
  const cloudX = 140;
  const cloudW = 680;
  const cloudBase = 612;
  const ch = cloudW * 0.5;
  const cg = ids.next('cloud');
  out.push(
    `<defs><linearGradient id="${cg}" gradientUnits="userSpaceOnUse" x1="0" y1="${cloudBase - ch * 1.1}" x2="0" y2="${cloudBase}"><stop offset="0" stop-color="${C.primaryLight}"/><stop offset="1" stop-color="${C.primary}"/></linearGradient></defs>`,
  );
  const cloudShapes = [
    `<rect x="${cloudX}" y="${n(cloudBase - ch * 0.5)}" width="${cloudW}" height="${n(ch * 0.5)}" rx="${n(ch * 0.25)}"/>`,
    `<circle cx="${n(cloudX + cloudW * 0.27)}" cy="${n(cloudBase - ch * 0.5)}" r="${n(ch * 0.34)}"/>`,
    `<circle cx="${n(cloudX + cloudW * 0.53)}" cy="${n(cloudBase - ch * 0.62)}" r="${n(ch * 0.46)}"/>`,
    `<circle cx="${n(cloudX + cloudW * 0.77)}" cy="${n(cloudBase - ch * 0.48)}" r="${n(ch * 0.32)}"/>`,
  ].join('');
  out.push(`<g filter="url(#${sh.id})" fill="url(#${cg})">${cloudShapes}</g>`);
  // Sync arrows in the cloud's crown.
  const ax = cloudX + cloudW * 0.53;
  const ay = cloudBase - ch * 0.62 - 92;
  out.push(
    `<g fill="none" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><path d="M${n(ax - 16)} ${n(ay + 18)} v-36 m-12 12 l12 -12 l12 12" stroke="${C.accent}"/><path d="M${n(ax + 16)} ${n(ay - 18)} v36 m-12 -12 l12 12 l12 -12" stroke="${C.white}"/></g>`,
  );

  // Dashboard inside the cloud.
  const dx = 230;
  const dy = 300;
  const dw = 500;
  const dh = 290;
  out.push(`<g transform="translate(268 352) scale(0.85) translate(${-dx} ${-dy})">`);
  out.push(
    `<g filter="url(#${shSmall.id})"><rect x="${dx}" y="${dy}" width="${dw}" height="${dh}" rx="18" fill="${C.slate50}"/></g>`,
    `<rect x="${dx + 22}" y="${dy + 20}" width="120" height="12" rx="6" fill="${C.primary}"/>`,
    `<rect x="${dx + dw - 92}" y="${dy + 16}" width="70" height="22" rx="11" fill="${C.accent}"/>`,
  );
  // Contacts list.
  const faces: Array<[string, string, string]> = [
    [SKIN.brown, HAIR.black, C.teal],
    [SKIN.light, HAIR.auburn, C.accent],
    [SKIN.deep, HAIR.black, C.primaryLight],
  ];
  faces.forEach(([skin, hair, bg], i) => {
    const y = dy + 64 + i * 66;
    out.push(
      `<rect x="${dx + 22}" y="${y}" width="200" height="54" rx="12" fill="${C.white}" stroke="${C.slate200}" stroke-width="2"/>`,
      miniFace(dx + 50, y + 27, 17, skin, hair, bg),
      `<rect x="${dx + 78}" y="${y + 16}" width="${100 - i * 14}" height="9" rx="4.5" fill="${C.slate700}"/><rect x="${dx + 78}" y="${y + 32}" width="70" height="7" rx="3.5" fill="${C.slate200}"/>`,
    );
  });
  // Pipeline columns.
  const px = dx + 244;
  const cols = [
    [C.slate500, C.slate500, C.slate500],
    [C.primaryLight, C.primaryLight],
    [C.teal],
  ];
  cols.forEach((chips, ci) => {
    const x = px + ci * 80;
    out.push(`<rect x="${x}" y="${dy + 64}" width="70" height="124" rx="10" fill="${C.slate200}" opacity="0.7"/>`);
    chips.forEach((c, k) => {
      out.push(`<rect x="${x + 8}" y="${dy + 74 + k * 36}" width="54" height="28" rx="7" fill="${C.white}"/><rect x="${x + 8}" y="${dy + 74 + k * 36}" width="6" height="28" rx="3" fill="${c}"/><rect x="${x + 20}" y="${dy + 84 + k * 36}" width="32" height="7" rx="3.5" fill="${C.slate200}"/>`);
    });
  });
  // Donut + bars.
  const cx = px + 40;
  const cy = dy + 238;
  const rr = 30;
  const circ = 2 * Math.PI * rr;
  const seg = (frac: number, off: number, c: string) =>
    `<circle cx="${cx}" cy="${cy}" r="${rr}" fill="none" stroke="${c}" stroke-width="14" stroke-dasharray="${n(circ * frac)} ${n(circ)}" stroke-dashoffset="${n(-circ * off)}" transform="rotate(-90 ${cx} ${cy})"/>`;
  out.push(seg(0.55, 0, C.teal), seg(0.28, 0.56, C.accent), seg(0.15, 0.85, C.primaryLight));
  [38, 22, 30, 44].forEach((bh, i) => {
    out.push(`<rect x="${px + 100 + i * 30}" y="${cy + 28 - bh}" width="18" height="${bh}" rx="5" fill="${i === 3 ? C.accent : C.primaryLight}"/>`);
  });

  out.push('</g>');
  for (const [x, y, g, ring] of icons) {
    out.push(`<g filter="url(#${shSmall.id})">${iconBubble(x, y, GLYPH[g], ring)}</g>`);
  }
  out.push('</g>');

  return out.join('');
}
