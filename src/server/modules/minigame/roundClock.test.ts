import { describe, expect, it } from 'vitest';
import { nextSlot, roundKeyOf } from './roundClock';

const KST = 540;
const at = (iso: string) => new Date(iso);

describe('round numbers (docs/domains/minigames.md#rounds)', () => {
  it('counts a site day from 1 by time when the game has no earlier round that day', () => {
    // 00:02 KST: the first 5-minute round of the day draws at 00:05
    expect(nextSlot(at('2026-11-20T15:02:00Z'), 300, 30, KST).roundNo).toBe(1);
    // 10:02 KST: 120 rounds drawn since midnight
    const slot = nextSlot(at('2026-11-21T01:02:00Z'), 300, 30, KST);
    expect(slot.roundNo).toBe(121);
    expect(roundKeyOf('pwball', slot)).toBe('pwball-20261121-0121');
  });

  it('gives the time-derived number when the round length stays the same', () => {
    const first = nextSlot(at('2026-11-21T01:02:00Z'), 300, 30, KST);
    const second = nextSlot(at('2026-11-21T01:05:10Z'), 300, 30, KST, first);
    expect(second.roundNo).toBe(first.roundNo + 1);
    expect(second.roundNo).toBe(nextSlot(at('2026-11-21T01:05:10Z'), 300, 30, KST).roundNo);
  });

  it('counts rounds missed while no node ran', () => {
    const first = nextSlot(at('2026-11-21T01:02:00Z'), 300, 30, KST);
    // an hour without a node: twelve rounds went by
    const later = nextSlot(at('2026-11-21T02:02:00Z'), 300, 30, KST, first);
    expect(later.roundNo).toBe(first.roundNo + 12);
  });

  it('goes on from the previous number when the round length changes, shorter or longer', () => {
    // 5-minute round 121 draws at 10:05 KST; the game turns to 3-minute rounds
    const five = nextSlot(at('2026-11-21T01:02:00Z'), 300, 30, KST);
    const three = nextSlot(at('2026-11-21T01:05:10Z'), 180, 20, KST, five);
    expect(three.drawsAt.toISOString()).toBe('2026-11-21T01:06:00.000Z');
    // by the clock alone this would be round 202
    expect(nextSlot(at('2026-11-21T01:05:10Z'), 180, 20, KST).roundNo).toBe(202);
    expect(three.roundNo).toBe(122);
    const next = nextSlot(at('2026-11-21T01:06:10Z'), 180, 20, KST, three);
    expect(next.roundNo).toBe(123);
    // and back to 5 minutes: no number used twice, none skipped
    const back = nextSlot(at('2026-11-21T01:09:10Z'), 300, 30, KST, next);
    expect(back.drawsAt.toISOString()).toBe('2026-11-21T01:10:00.000Z');
    expect(back.roundNo).toBe(124);
  });

  it('starts again from 1 on a new site day', () => {
    // the day's last 5-minute round draws at 24:00 KST and belongs to that day
    const last = nextSlot(at('2026-11-21T14:57:00Z'), 300, 30, KST);
    expect([last.roundNo, last.day]).toEqual([288, '20261121']);
    const first = nextSlot(at('2026-11-21T15:00:10Z'), 180, 20, KST, last);
    expect([first.roundNo, first.day]).toEqual([1, '20261122']);
  });
});
