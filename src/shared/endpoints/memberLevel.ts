import { LevelProgress } from '../api/memberLevel';
import { endpoint, member, NoBody } from './endpoint';

/** Automatic member levels (docs/domains/member-levels.md): the member's own progress. */
export const memberLevel = {
  progress: endpoint({
    path: '/api/member/level',
    body: NoBody,
    response: LevelProgress,
    access: member,
    summary:
      "Own level, the figures of the program's window, what the next level and keeping this one take, and what both give",
  }),
};
