import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { leaderSession, type LeaderSession } from './leaderLock';

/** One piece of scheduled work (minigame rounds, partner settlements, later feeds). */
export interface Job {
  name: string;
  /** Pause between the end of one pass and the start of the next. */
  everyMs: number;
  /** Pause before the first pass (work that calls this node over HTTP waits for it to listen). */
  firstAfterMs?: number;
  /** Work that must run on one node at a time names an advisory-lock key; without one every node runs it. */
  lockKey?: number;
  /** Awaited once by start(), before the node answers calls. */
  prepare?(): Promise<void>;
  run(): Promise<void>;
}

export interface JobRunner {
  add(job: Job): void;
  start(): Promise<void>;
  /** Ends every job: no new pass starts, the pass under way is awaited, the lead is given up. */
  stop(): Promise<void>;
}

interface Running {
  stop(): Promise<void>;
}

function startJob(job: Job, leads: LeaderSession, log: FastifyBaseLogger): Running {
  const lock = job.lockKey === undefined ? null : leads.lock(job.lockKey, job.name);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  // The next pass is planned after this one ends, so a slow pass never piles passes up.
  const pass = async (): Promise<void> => {
    try {
      if (!lock || (await lock.hold())) await job.run();
    } catch (error) {
      log.error({ err: error, job: job.name }, `${job.name}: pass failed`);
    }
    if (!stopped) timer = setTimeout(() => void (running = pass()), job.everyMs);
  };
  if (job.firstAfterMs) timer = setTimeout(() => void (running = pass()), job.firstAfterMs);
  else running = pass();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await lock?.release();
    },
  };
}

/**
 * DESIGN: the one runner of scheduled work; app.ts adds the jobs and starts and stops it with the
 * app. `takeoverMs`: how long a hung leader keeps its jobs (LEADER_TAKEOVER_S).
 */
export function createJobRunner(database: Database, log: FastifyBaseLogger, takeoverMs: number): JobRunner {
  const jobs: Job[] = [];
  let running: Running[] = [];
  return {
    add(job) {
      jobs.push(job);
    },
    async start() {
      for (const job of jobs) await job.prepare?.();
      const leads = leaderSession(database, log, takeoverMs);
      running = jobs.map((job) => startJob(job, leads, log));
    },
    async stop() {
      const stopping = running;
      running = [];
      await Promise.all(stopping.map((job) => job.stop()));
    },
  };
}
