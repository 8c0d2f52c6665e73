import type { Rng } from '../rules/rng';

/**
 * DEMO_PROVIDER_CHAOS (tests): the network and provider faults a real RGS shows an operator.
 *   repeat  – a callback that was answered is sent once more (a provider retrying too eagerly)
 *   reorder – a round's first WITHDRAW is cancelled before it is sent, then sent late (a
 *             provider that timed out, cancelled, and whose request was only delayed)
 *   drop    – the request reaches /pam but its answer is thrown away, so the provider retries
 */
export interface Chaos {
  repeat: number;
  reorder: number;
  drop: number;
}

const NO_CHAOS: Chaos = { repeat: 0, reorder: 0, drop: 0 };

export function parseChaos(setting: string | undefined): Chaos {
  const chaos = { ...NO_CHAOS };
  for (const part of (setting ?? '').split(',')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name === 'repeat' || name === 'reorder' || name === 'drop') chaos[name] = Number(value);
  }
  return chaos;
}

/** True with the given chance (whole parts per million, so the crypto RNG decides). */
export const happens = (chance: number, rng: Rng): boolean =>
  chance > 0 && rng.int(1_000_000) < Math.round(chance * 1_000_000);
