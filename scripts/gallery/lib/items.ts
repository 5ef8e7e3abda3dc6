/** Things people hold, drawn in person-local coordinates at the hand position (x, y). */
import { C, E, n, shade } from './core';
import { handFlag, trophy } from './props';

export type Item = (x: number, y: number) => string;

export const diyaPlate: Item = (x, y) =>
  `<ellipse cx="${n(x)}" cy="${n(y - 4)}" rx="36" ry="9" fill="${E.gold}"/><ellipse cx="${n(x)}" cy="${n(y - 6)}" rx="28" ry="6" fill="${shade(E.gold, 0.12)}"/>` +
  [-16, 0, 16]
    .map((dx) => `<circle cx="${n(x + dx)}" cy="${n(y - 22)}" r="11" fill="${E.marigold}" opacity="0.25"/><path d="M${n(x + dx - 7)} ${n(y - 10)} q7 6 14 0 Z" fill="${E.clay}"/><path d="M${n(x + dx)} ${n(y - 24)} q4 7 0 12 q-4 -5 0 -12 Z" fill="${E.marigold}"/>`)
    .join('');

export const phone: Item = (x, y) => `<rect x="${n(x - 8)}" y="${n(y - 26)}" width="16" height="28" rx="3" fill="${C.slate900}"/>`;

export const smallTrophy: Item = (x, y) => trophy(x, y + 14, 0.7);
export const bigTrophy: Item = (x, y) => trophy(x, y + 18, 1);

export const flag: Item = (x, y) => handFlag(x, y);

export const mic: Item = (x, y) => `<path d="M${n(x)} ${n(y)} L${n(x + 2)} ${n(y - 26)}" stroke="${C.slate900}" stroke-width="6" stroke-linecap="round"/><circle cx="${n(x + 2)}" cy="${n(y - 30)}" r="7" fill="${C.slate700}"/>`;

export const certificate: Item = (x, y) => `<rect x="${n(x - 26)}" y="${n(y - 34)}" width="52" height="38" rx="2" fill="${C.white}" stroke="${E.gold}" stroke-width="3"/><circle cx="${n(x + 12)}" cy="${n(y - 6)}" r="6" fill="${E.red}"/>`;

export const bouquet: Item = (x, y) =>
  `<path d="M${n(x - 6)} ${n(y + 4)} L${n(x - 22)} ${n(y - 40)} L${n(x + 22)} ${n(y - 40)} L${n(x + 6)} ${n(y + 4)} Z" fill="${C.tealSoft}"/>` +
  [[-14, -48, E.rani], [0, -56, E.marigold], [14, -48, E.rose], [-6, -40, E.red], [8, -40, '#ffc233']]
    .map(([dx, dy, c]) => `<circle cx="${n(x + Number(dx))}" cy="${n(y + Number(dy))}" r="9" fill="${c}"/>`)
    .join('');

export const pompom = (c: string): Item => (x, y) => {
  const rays: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const a = (Math.PI * 2 * i) / 14;
    rays.push(`M${n(x)} ${n(y)} l${n(Math.cos(a) * 24)} ${n(Math.sin(a) * 24)}`);
  }
  return `<path d="${rays.join(' ')}" stroke="${c}" stroke-width="6" stroke-linecap="round"/><circle cx="${n(x)}" cy="${n(y)}" r="12" fill="${c}"/>`;
};

export const foamFinger = (c: string): Item => (x, y) => `<path d="M${n(x - 14)} ${n(y + 10)} L${n(x - 14)} ${n(y - 30)} L${n(x - 4)} ${n(y - 30)} L${n(x - 4)} ${n(y - 74)} Q${n(x + 3)} ${n(y - 82)} ${n(x + 8)} ${n(y - 74)} L${n(x + 8)} ${n(y - 30)} L${n(x + 16)} ${n(y - 30)} L${n(x + 16)} ${n(y + 10)} Z" fill="${c}"/>`;

export const football: Item = (x, y) => ball(x, y - 20, 20);

export function ball(x: number, y: number, rr: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${rr}" fill="${C.white}" stroke="${C.slate700}" stroke-width="1.5"/><path d="M${n(x)} ${n(y - rr * 0.35)} l${n(rr * 0.33)} ${n(rr * 0.24)} l${n(-rr * 0.13)} ${n(rr * 0.4)} l${n(-rr * 0.4)} 0 l${n(-rr * 0.13)} ${n(-rr * 0.4)} Z" fill="${C.slate900}"/>`;
}

export const bat: Item = (x, y) => `<g transform="rotate(-25 ${n(x)} ${n(y)})"><rect x="${n(x - 4)}" y="${n(y - 30)}" width="8" height="34" rx="3" fill="${C.slate900}"/><rect x="${n(x - 10)}" y="${n(y - 118)}" width="20" height="90" rx="6" fill="${E.sand}"/></g>`;

export const racket = (c: string): Item => (x, y) => `<g transform="rotate(20 ${n(x)} ${n(y)})"><rect x="${n(x - 3)}" y="${n(y - 40)}" width="6" height="46" fill="${C.slate900}"/><ellipse cx="${n(x)}" cy="${n(y - 60)}" rx="18" ry="22" fill="${shade(c, 0.05)}" stroke="${c}" stroke-width="4"/></g>`;

export const paddle = (c: string): Item => (x, y) => `<rect x="${n(x - 3)}" y="${n(y - 10)}" width="6" height="16" fill="${E.wood}"/><circle cx="${n(x)}" cy="${n(y - 24)}" r="17" fill="${c}"/>`;

export const popcorn: Item = (x, y) =>
  `<path d="M${n(x - 18)} ${n(y - 40)} L${n(x + 18)} ${n(y - 40)} L${n(x + 13)} ${n(y + 4)} L${n(x - 13)} ${n(y + 4)} Z" fill="${C.white}"/><path d="M${n(x - 9)} ${n(y - 40)} L${n(x - 7)} ${n(y + 4)} M${n(x + 3)} ${n(y - 40)} L${n(x + 3)} ${n(y + 4)}" stroke="${E.red}" stroke-width="6"/>` +
  [-12, -4, 4, 12, -8, 8, 0].map((dx, i) => `<circle cx="${n(x + dx)}" cy="${n(y - 44 - (i > 4 ? 8 : 0) - (i === 6 ? 8 : 0))}" r="7" fill="${E.cream}"/>`).join('');

export const megaphone: Item = (x, y) => `<path d="M${n(x - 6)} ${n(y - 8)} L${n(x + 40)} ${n(y - 30)} L${n(x + 40)} ${n(y + 10)} L${n(x - 6)} ${n(y + 2)} Z" fill="${E.marigold}"/><ellipse cx="${n(x + 40)}" cy="${n(y - 10)}" rx="6" ry="20" fill="${shade(E.marigold, 0.2)}"/>`;

export const clapper: Item = (x, y) => `<rect x="${n(x - 26)}" y="${n(y - 34)}" width="52" height="36" fill="${C.slate900}"/><g transform="rotate(-18 ${n(x - 26)} ${n(y - 34)})"><rect x="${n(x - 26)}" y="${n(y - 46)}" width="52" height="12" fill="${C.white}"/><path d="M${n(x - 20)} ${n(y - 46)} l8 12 M${n(x - 4)} ${n(y - 46)} l8 12 M${n(x + 12)} ${n(y - 46)} l8 12" stroke="${C.slate900}" stroke-width="5"/></g><path d="M${n(x - 26)} ${n(y - 22)} h52 M${n(x - 26)} ${n(y - 10)} h52" stroke="${C.white}" stroke-width="1.5" opacity="0.6"/>`;

export const vinyl: Item = (x, y) => `<circle cx="${n(x)}" cy="${n(y - 24)}" r="26" fill="${C.slate900}"/><circle cx="${n(x)}" cy="${n(y - 24)}" r="18" fill="none" stroke="${C.slate700}" stroke-width="1.5"/><circle cx="${n(x)}" cy="${n(y - 24)}" r="8" fill="${E.marigold}"/>`;

export const boombox: Item = (x, y) => `<rect x="${n(x - 48)}" y="${n(y - 40)}" width="96" height="52" rx="6" fill="${C.slate700}"/><path d="M${n(x - 30)} ${n(y - 40)} Q${n(x)} ${n(y - 70)} ${n(x + 30)} ${n(y - 40)}" fill="none" stroke="${C.slate900}" stroke-width="5"/><circle cx="${n(x - 26)}" cy="${n(y - 12)}" r="15" fill="${C.slate900}"/><circle cx="${n(x + 26)}" cy="${n(y - 12)}" r="15" fill="${C.slate900}"/><circle cx="${n(x - 26)}" cy="${n(y - 12)}" r="6" fill="${E.marigold}"/><circle cx="${n(x + 26)}" cy="${n(y - 12)}" r="6" fill="${E.marigold}"/><rect x="${n(x - 10)}" y="${n(y - 32)}" width="20" height="10" fill="${C.tealSoft}"/>`;

export const balloonItem = (c: string, h = 150): Item => (x, y) => `<path d="M${n(x)} ${n(y)} q8 ${n(-h / 2)} 0 ${n(-h)}" fill="none" stroke="${C.slate500}" stroke-width="1.5"/><ellipse cx="${n(x)}" cy="${n(y - h - 26)}" rx="22" ry="26" fill="${c}"/><ellipse cx="${n(x - 8)}" cy="${n(y - h - 36)}" rx="5" ry="8" fill="${C.white}" opacity="0.45"/>`;

export const kiteReel: Item = (x, y) => `<rect x="${n(x - 12)}" y="${n(y - 8)}" width="24" height="16" rx="4" fill="${E.red}"/><rect x="${n(x - 9)}" y="${n(y - 5)}" width="18" height="10" fill="${E.cream}"/>`;

export const sword: Item = (x, y) => `<path d="M${n(x)} ${n(y)} L${n(x + 10)} ${n(y - 90)}" stroke="${C.slate300}" stroke-width="6" stroke-linecap="round"/><path d="M${n(x - 10)} ${n(y - 6)} L${n(x + 12)} ${n(y - 2)}" stroke="${E.gold}" stroke-width="6" stroke-linecap="round"/>`;

export const glass = (c: string): Item => (x, y) => `<path d="M${n(x - 8)} ${n(y - 30)} L${n(x + 8)} ${n(y - 30)} L${n(x + 6)} ${n(y + 2)} L${n(x - 6)} ${n(y + 2)} Z" fill="${c}" opacity="0.85"/><path d="M${n(x - 8)} ${n(y - 30)} L${n(x + 8)} ${n(y - 30)}" stroke="${C.white}" stroke-width="2"/>`;

export const coconut: Item = (x, y) => `<circle cx="${n(x)}" cy="${n(y - 14)}" r="15" fill="#6b8f3a"/><path d="M${n(x + 4)} ${n(y - 28)} L${n(x + 12)} ${n(y - 52)}" stroke="${E.rani}" stroke-width="3"/>`;

export const lampTaper: Item = (x, y) => `<path d="M${n(x)} ${n(y)} L${n(x + 34)} ${n(y - 34)}" stroke="${E.gold}" stroke-width="4" stroke-linecap="round"/><path d="M${n(x + 36)} ${n(y - 50)} q5 8 0 13 q-5 -5 0 -13 Z" fill="${E.marigold}"/>`;

export const clipboard: Item = (x, y) => `<rect x="${n(x - 18)}" y="${n(y - 40)}" width="36" height="46" rx="3" fill="${E.wood}"/><rect x="${n(x - 13)}" y="${n(y - 34)}" width="26" height="34" fill="${C.white}"/><rect x="${n(x - 7)}" y="${n(y - 44)}" width="14" height="8" rx="2" fill="${C.slate500}"/>`;
