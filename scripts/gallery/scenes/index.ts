/** Scene functions per album, in photo order. The album list itself lives in app/content/celebrations.ts. */
import type { Ctx } from '../lib/core';
import { ethnicScenes } from './ethnic';
import { offshoreScenes } from './offshore';
import { annualScenes } from './annual';
import { themeScenes } from './theme';
import { independenceScenes } from './independence';

export type Scene = (ctx: Ctx) => string;

export const scenes: Record<string, Scene[]> = {
  'ethnic-wear-day': ethnicScenes,
  'offshore-meeting': offshoreScenes,
  'annual-day': annualScenes,
  'theme-day': themeScenes,
  'independence-day-event': independenceScenes,
};
