import type { RateRule } from '../../http/route';

const MINUTE = 60_000;

const memberKey: RateRule['key'] = ({ auth }) => (auth?.kind === 'member' ? String(auth.member.id) : '');

/**
 * What a member writes for others to read (board posts, comments, questions): ten a minute per
 * member and thirty per address, counted together over the three, so one account cannot flood a
 * board and a crowd of new accounts on one address cannot either (docs/operations/security.md).
 */
export const contentWriteLimits: readonly RateRule[] = [
  { name: 'content-write-member', key: memberKey, max: 10, windowMs: MINUTE },
  { name: 'content-write-ip', key: ({ ip }) => ip, max: 30, windowMs: MINUTE },
];

/** A member's changes to its own messages (read, delete): looser, but not unbounded. */
export const messageWriteLimits: readonly RateRule[] = [
  { name: 'message-write-member', key: memberKey, max: 30, windowMs: MINUTE },
];
