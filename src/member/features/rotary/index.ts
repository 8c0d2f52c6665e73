/** The roulette area (§2 /member/rotary). */
export { RotaryPage } from './RotaryPage';
