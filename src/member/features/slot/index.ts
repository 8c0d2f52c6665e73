/** The slot game frame (§2 /slot/game, empty layout). */
export { SlotGamePage } from './SlotGamePage';
