/** Where the office remembers whether alerts make a sound (per browser, off until switched on). */
const SOUND_KEY = 'office.alertSound';

export const soundWanted = (storage: Storage = localStorage): boolean => storage.getItem(SOUND_KEY) === 'on';
export const rememberSound = (on: boolean, storage: Storage = localStorage): void =>
  storage.setItem(SOUND_KEY, on ? 'on' : 'off');

/** A short two-tone chime made by the browser itself: no audio file to fetch or to be blocked. */
export function playChime(): void {
  const Ctx = window.AudioContext;
  if (!Ctx) return;
  const ctx = new Ctx();
  const gain = ctx.createGain();
  gain.connect(ctx.destination);
  gain.gain.setValueAtTime(0.15, ctx.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.5);
  [880, 1320].forEach((hz, i) => {
    const osc = ctx.createOscillator();
    osc.frequency.value = hz;
    osc.connect(gain);
    osc.start(ctx.currentTime + i * 0.15);
    osc.stop(ctx.currentTime + 0.5);
  });
  setTimeout(() => void ctx.close(), 800);
}
