import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's Algorithm is a const enum (not importable under isolatedModules): 2 is Argon2id.
const ARGON2ID = 2;
import type { Config } from '../../config';

/** argon2id for every secret (passwords, withdrawal and partner passwords, staff passwords). */
export const hashSecret = (config: Pick<Config, 'ARGON2_MEMORY_KIB' | 'ARGON2_PASSES'>, secret: string) =>
  hash(secret, {
    algorithm: ARGON2ID,
    memoryCost: config.ARGON2_MEMORY_KIB,
    timeCost: config.ARGON2_PASSES,
    parallelism: 1,
  });

export const verifySecret = async (stored: string | null, secret: string): Promise<boolean> => {
  if (!stored) return false;
  try {
    return await verify(stored, secret);
  } catch {
    return false;
  }
};
