import type { SeedStep } from '../../db/seed/demoSeed';
import { prepareMinigames } from './engine';

/** The demo site gets every house minigame and its default odds (rounds open on the first tick). */
export const seedMinigames: SeedStep = (db, config) => prepareMinigames({ db, config });
