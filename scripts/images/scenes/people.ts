/** Testimonial avatars and team portraits. */
import { avatarTile, HAIR, SKIN, type AvatarSpec } from '../lib/avatar';
import { C } from '../lib/svg';

type Bg = Parameters<typeof avatarTile>[2];

const cool: Bg = { from: C.slate200, to: C.slate50, accent: C.teal };
const warm: Bg = { from: C.accentSoft, to: C.slate50, accent: C.accent };
const navy: Bg = { from: C.slate200, to: C.slate50, accent: C.primaryLight };

const clients: Array<[AvatarSpec, Bg, 'plain' | 'dots']> = [
  [
    { skin: SKIN.brown, hair: 'long', hairColor: HAIR.black, shirt: C.teal, top: 'blazer', collar: C.slate50, earrings: C.accent },
    cool,
    'plain',
  ],
  [
    { skin: SKIN.light, hair: 'short', hairColor: HAIR.brown, shirt: C.primary, top: 'collar', collar: C.slate50, glasses: true },
    warm,
    'plain',
  ],
  [
    { skin: SKIN.deep, hair: 'bald', hairColor: HAIR.black, shirt: C.slate700, top: 'blazer', collar: C.accentSoft, beard: true },
    navy,
    'plain',
  ],
  [
    { skin: SKIN.olive, hair: 'scarf', hairColor: HAIR.black, scarf: C.primaryLight, shirt: C.primaryLight, top: 'crew' },
    warm,
    'plain',
  ],
  [
    { skin: SKIN.porcelain, hair: 'bob', hairColor: HAIR.grey, shirt: C.accent, top: 'v', glasses: true },
    cool,
    'plain',
  ],
];

const team: Array<[AvatarSpec, Bg, 'plain' | 'dots']> = [
  [
    { skin: SKIN.sand, hair: 'bun', hairColor: HAIR.black, shirt: C.primary, top: 'blazer', collar: C.slate50, glasses: true, earrings: C.accent },
    { ...cool, accent: C.teal },
    'dots',
  ],
  [
    { skin: SKIN.brown, hair: 'curly', hairColor: HAIR.black, shirt: C.teal, top: 'crew' },
    { ...warm, accent: C.accent },
    'dots',
  ],
  [
    { skin: SKIN.light, hair: 'side', hairColor: HAIR.auburn, shirt: C.slate700, top: 'collar', collar: C.slate200, beard: true },
    { ...navy, accent: C.primaryLight },
    'dots',
  ],
];

function tile(list: typeof clients, i: number, size: number): string {
  const item = list[i];
  if (!item) throw new Error(`no person ${i}`);
  const [spec, bg, deco] = item;
  return avatarTile(spec, size, bg, deco);
}

export const clientAvatar = (i: number) => (w: number) => tile(clients, i, w);
export const teamPortrait = (i: number) => (w: number) => tile(team, i, w);
