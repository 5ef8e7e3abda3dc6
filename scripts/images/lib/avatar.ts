/**
 * Friendly geometric head-and-shoulders avatars. Drawn in a 200 x 200 box
 * (head centre 100,88) and placed with a transform.
 */
import { C, mix } from './svg';

export const SKIN = {
  porcelain: '#f6d7c3',
  light: '#eec1a0',
  sand: '#d9a47a',
  olive: '#c08a5c',
  brown: '#9a6440',
  deep: '#6b432b',
} as const;

export const HAIR = {
  black: '#141a2e',
  dark: C.slate900,
  brown: '#4a3022',
  auburn: '#7a3f22',
  grey: '#94a3b8',
  blonde: '#d8a95a',
} as const;

export type HairStyle = 'short' | 'side' | 'long' | 'bun' | 'curly' | 'bald' | 'scarf' | 'bob' | 'none';

export interface AvatarSpec {
  skin: string;
  hair: HairStyle;
  hairColor: string;
  shirt: string;
  /** colour of the inner shirt / collar */
  collar?: string;
  /** 'v' (skin V), 'collar' (shirt with collar), 'crew', 'blazer' */
  top?: 'v' | 'collar' | 'crew' | 'blazer';
  glasses?: boolean;
  beard?: boolean;
  earrings?: string;
  /** scarf/hijab colour when hair = 'scarf' */
  scarf?: string;
}

export interface Placement {
  x: number;
  y: number;
  /** size of the 200 x 200 box in output units */
  size: number;
  /** optional clip to the box (for square avatars) */
  mirror?: boolean;
}

export function avatar(spec: AvatarSpec, at: Placement): string {
  const s = at.size / 200;
  const t = at.mirror
    ? `translate(${at.x + at.size} ${at.y}) scale(${-s} ${s})`
    : `translate(${at.x} ${at.y}) scale(${s})`;
  return `<g transform="${t}">${avatarBody(spec)}</g>`;
}

function avatarBody(a: AvatarSpec): string {
  const skinShade = mix(a.skin, '#3b2416', 0.18);
  const parts: string[] = [];
  const top = a.top ?? 'crew';

  // Long hair and bun sit behind everything.
  if (a.hair === 'long') {
    parts.push(
      `<path d="M58 92 C54 48 80 34 100 34 C124 34 148 48 142 94 C140 116 148 140 150 160 C132 170 68 170 50 160 C54 140 60 116 58 92 Z" fill="${a.hairColor}"/>`,
    );
  }
  if (a.hair === 'bob') {
    parts.push(
      `<path d="M60 92 C56 48 80 36 100 36 C124 36 146 48 140 92 C140 108 144 122 146 130 C132 136 68 136 54 130 C58 120 61 108 60 92 Z" fill="${a.hairColor}"/>`,
    );
  }
  if (a.hair === 'bun') {
    parts.push(`<circle cx="100" cy="42" r="18" fill="${a.hairColor}"/>`);
  }
  if (a.hair === 'curly') {
    const blobs: string[] = [];
    for (let i = 0; i <= 10; i += 1) {
      const ang = Math.PI * (0.95 + (i / 10) * 1.1);
      const cx = 100 + Math.cos(ang) * 38;
      const cy = 80 + Math.sin(ang) * 40;
      blobs.push(`<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${i % 2 ? 17 : 15}"/>`);
    }
    parts.push(`<g fill="${a.hairColor}"><ellipse cx="100" cy="72" rx="42" ry="36"/>${blobs.join('')}</g>`);
  }
  if (a.hair === 'scarf') {
    const sc = a.scarf ?? C.teal;
    parts.push(
      `<path d="M56 96 C52 50 78 36 100 36 C122 36 148 50 144 96 C142 118 150 134 160 148 C140 160 60 160 40 148 C50 134 58 118 56 96 Z" fill="${sc}"/>`,
    );
  }

  // Shoulders and top.
  const shoulders = 'M26 200 C26 162 56 144 100 144 C144 144 174 162 174 200 Z';
  parts.push(`<path d="${shoulders}" fill="${a.shirt}"/>`);
  if (top === 'blazer') {
    const inner = a.collar ?? C.slate50;
    parts.push(`<path d="M80 146 L100 200 L120 146 Z" fill="${inner}"/>`);
    parts.push(
      `<path d="M78 145 L96 186 L88 162 L94 156 Z M122 145 L104 186 L112 162 L106 156 Z" fill="${mix(a.shirt, C.slate900, 0.25)}"/>`,
    );
  }

  // Neck.
  parts.push(`<path d="M86 112 L86 146 Q100 156 114 146 L114 112 Z" fill="${skinShade}"/>`);
  if (top === 'v') {
    parts.push(`<path d="M84 144 L100 168 L116 144 Z" fill="${skinShade}"/>`);
  }
  if (top === 'crew') {
    parts.push(`<path d="M82 146 Q100 160 118 146" fill="none" stroke="${mix(a.shirt, C.slate900, 0.3)}" stroke-width="4" stroke-linecap="round"/>`);
  }
  if (top === 'collar') {
    const col = a.collar ?? C.slate50;
    parts.push(`<path d="M84 140 L100 158 L92 168 L76 150 Z M116 140 L100 158 L108 168 L124 150 Z" fill="${col}"/>`);
  }

  if (a.hair === 'scarf') {
    // scarf wraps the neck
    const sc = a.scarf ?? C.teal;
    parts.push(`<path d="M64 118 C74 146 126 146 136 118 L140 150 C120 166 80 166 60 150 Z" fill="${mix(sc, C.slate900, 0.12)}"/>`);
  }

  // Ears.
  if (a.hair !== 'scarf') {
    parts.push(`<ellipse cx="66" cy="92" rx="7" ry="10" fill="${skinShade}"/><ellipse cx="134" cy="92" rx="7" ry="10" fill="${skinShade}"/>`);
    if (a.earrings) {
      parts.push(`<circle cx="66" cy="106" r="3.5" fill="${a.earrings}"/><circle cx="134" cy="106" r="3.5" fill="${a.earrings}"/>`);
    }
  }

  // Head.
  parts.push(`<ellipse cx="100" cy="86" rx="34" ry="40" fill="${a.skin}"/>`);

  // Beard (below the mouth line).
  if (a.beard) {
    parts.push(
      `<path d="M66 88 C66 122 84 130 100 130 C116 130 134 122 134 88 C130 104 122 110 112 106 C106 104 94 104 88 106 C78 110 70 104 66 88 Z" fill="${a.hairColor}"/>`,
    );
  }

  // Face.
  const ink = C.slate900;
  parts.push(`<circle cx="87" cy="88" r="3.6" fill="${ink}"/><circle cx="113" cy="88" r="3.6" fill="${ink}"/>`);
  parts.push(
    `<path d="M80 78 Q87 74 93 77 M107 77 Q113 74 120 78" fill="none" stroke="${a.hair === 'none' || a.hair === 'bald' || a.hair === 'scarf' ? skinShade : a.hairColor}" stroke-width="3" stroke-linecap="round"/>`,
  );
  parts.push(`<path d="M100 92 Q97 100 101 102" fill="none" stroke="${skinShade}" stroke-width="2.5" stroke-linecap="round"/>`);
  parts.push(
    `<path d="M90 110 Q100 118 110 110" fill="none" stroke="${a.beard ? C.slate50 : mix(a.skin, '#5a1f1f', 0.55)}" stroke-width="3.2" stroke-linecap="round"/>`,
  );
  parts.push(`<circle cx="79" cy="101" r="5" fill="${C.accent}" opacity="0.14"/><circle cx="121" cy="101" r="5" fill="${C.accent}" opacity="0.14"/>`);
  if (a.glasses) {
    parts.push(
      `<g fill="none" stroke="${ink}" stroke-width="2.6"><rect x="74" y="79" width="24" height="18" rx="7"/><rect x="102" y="79" width="24" height="18" rx="7"/><path d="M98 86 Q100 84 102 86"/></g>`,
    );
  }

  // Hair in front of the head.
  switch (a.hair) {
    case 'short':
      parts.push(
        `<path d="M64 88 C60 52 82 40 102 42 C126 42 142 58 136 88 C132 74 126 66 116 62 C102 68 84 70 72 70 C68 76 66 82 64 88 Z" fill="${a.hairColor}"/>`,
      );
      break;
    case 'side':
      parts.push(
        `<path d="M64 90 C58 50 84 38 104 40 C128 42 142 60 136 90 C134 76 130 68 124 62 C112 58 96 62 84 56 C78 66 70 72 64 90 Z" fill="${a.hairColor}"/>`,
      );
      break;
    case 'long':
    case 'bob':
      parts.push(
        `<path d="M62 96 C58 52 82 40 102 40 C124 40 144 54 138 96 C134 80 128 70 122 64 C108 72 84 66 80 60 C72 70 66 80 62 96 Z" fill="${a.hairColor}"/>`,
      );
      break;
    case 'bun':
      parts.push(
        `<path d="M64 90 C60 54 82 44 100 44 C122 44 142 56 136 90 C132 74 122 62 100 60 C84 62 70 72 64 90 Z" fill="${a.hairColor}"/>`,
      );
      break;
    case 'curly':
      parts.push(
        `<g fill="${a.hairColor}"><circle cx="76" cy="62" r="13"/><circle cx="94" cy="54" r="14"/><circle cx="112" cy="55" r="14"/><circle cx="127" cy="64" r="12"/></g>`,
      );
      break;
    case 'bald':
      parts.push(
        `<path d="M66 92 C66 80 68 74 70 70 L72 92 Z M134 92 C134 80 132 74 130 70 L128 92 Z" fill="${a.hairColor}"/>`,
      );
      break;
    case 'scarf': {
      const sc = a.scarf ?? C.teal;
      parts.push(
        `<path d="M62 92 C60 56 80 44 100 44 C120 44 140 56 138 92 C134 72 124 58 100 56 C76 58 66 72 62 92 Z" fill="${mix(sc, C.white, 0.12)}"/>`,
      );
      break;
    }
    case 'none':
      break;
  }

  return parts.join('');
}

/** Square avatar tile with a soft backdrop (for testimonials / team). Safe for circular crops. */
export function avatarTile(
  spec: AvatarSpec,
  size: number,
  bg: { from: string; to: string; accent: string },
  deco: 'plain' | 'dots' = 'plain',
): string {
  const id = `bg${Math.round(size)}`;
  const u = size / 100;
  const dots =
    deco === 'dots'
      ? Array.from({ length: 4 }, (_, r) =>
          Array.from({ length: 4 }, (_, c) => `<circle cx="${(74 + c * 5.5) * u}" cy="${(10 + r * 5.5) * u}" r="${0.9 * u}"/>`).join(''),
        ).join('')
      : '';
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg.from}"/><stop offset="1" stop-color="${bg.to}"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#${id})"/>` +
    `<circle cx="${50 * u}" cy="${46 * u}" r="${33 * u}" fill="${bg.accent}" opacity="0.16"/>` +
    `<circle cx="${50 * u}" cy="${46 * u}" r="${40 * u}" fill="none" stroke="${bg.accent}" stroke-opacity="0.22" stroke-width="${0.8 * u}"/>` +
    (dots ? `<g fill="${bg.accent}" opacity="0.6">${dots}</g>` : '') +
    avatar(spec, { x: size * 0.06, y: size * 0.1, size: size * 0.9 })
  );
}
