/** One scene per manifest entry: adding a manifest entry without a scene is a type error. */
import type { ImageName } from '../../../app/model/built-in-images.ts';
import { HERO_TEXT_ZONE, heroScenes } from './heroes';
import { aboutUs, sisterCompanyCrm } from './illustrations';
import { clientAvatar, teamPortrait } from './people';

/** Returns the SVG body for a viewBox of (width x height) = the manifest's intrinsic size. */
export type Scene = (width: number, height: number) => string;

export const scenes: Record<ImageName, Scene> = {
  ...heroScenes,
  'avatar-client-1': clientAvatar(0),
  'avatar-client-2': clientAvatar(1),
  'avatar-client-3': clientAvatar(2),
  'avatar-client-4': clientAvatar(3),
  'avatar-client-5': clientAvatar(4),
  'team-member-1': teamPortrait(0),
  'team-member-2': teamPortrait(1),
  'team-member-3': teamPortrait(2),
  'about-us': aboutUs,
  'sister-company-crm': sisterCompanyCrm,
};

/** Horizontal bands [from, to] (fractions of the width) that must carry white text at WCAG AA. */
export const contrastZones: Partial<Record<ImageName, [number, number]>> = {
  'hero-cloud-platform': HERO_TEXT_ZONE,
  'hero-partnership': HERO_TEXT_ZONE,
  'hero-full-stack': HERO_TEXT_ZONE,
  'hero-startups': HERO_TEXT_ZONE,
};
