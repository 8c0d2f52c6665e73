export { createJobRunner, type Job, type JobRunner } from './runner';
export { leaderLock, type LeaderLock } from './leaderLock';
