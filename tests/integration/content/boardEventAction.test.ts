import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { BoardDetailResponse, BoardListResponse, OfficeBoard } from '../../../src/shared/api/board';

/** Event posts that carry a member action (docs/domains/content.md#event-actions). */

let t: TestApp;
let staff: string;
let member01: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.loginStaff();
  member01 = await t.login('member01');
});
afterAll(() => t.close());

const read = (boardType: string, boardIdx: number) =>
  t.call<BoardDetailResponse>(`/api/board/${boardType}/datail`, { boardIdx }, { token: member01 });
const office = <T>(path: string, body: Record<string, unknown>) =>
  t.call<T>(`/api/admin/${path}`, body, { token: staff });
const actionOf = async (id: number) =>
  (await t.database.db.selectFrom('boards').select('event_action').where('id', '=', id).executeTakeFirstOrThrow())
    .event_action;

describe('event actions', () => {
  it('the demo check-in event offers the check-in; the other events and the notices offer nothing', async () => {
    const events = await t.call<BoardListResponse>('/api/board/event/list', { page: 1, count_per_list: 20 });
    const actions = await Promise.all(
      events.data.list.map(async (e) => [e.title, (await read('event', e.boardIdx)).data.board.eventAction] as const),
    );
    expect(actions.filter(([, action]) => action === 'attendance').map(([title]) => title)).toEqual([
      '매일 출석 체크 이벤트',
    ]);
    expect(actions.filter(([, action]) => action === null)).toHaveLength(actions.length - 1);
    const notice = (await t.call<BoardListResponse>('/api/board/notice/list', { page: 1, count_per_list: 1 })).data
      .list[0]!;
    expect((await read('notice', notice.boardIdx)).data.board.eventAction).toBeNull();
  });

  it('staff set and clear an event post’s action, and members see it', async () => {
    const created = await office<OfficeBoard>('events/create', {
      data: { title: '출석 이벤트 2', content: '<p>매일 출석</p>', eventAction: 'attendance' },
    });
    expect(created.resultCode).toBe('200');
    expect(created.data.eventAction).toBe('attendance');
    expect((await read('event', created.data.id)).data.board.eventAction).toBe('attendance');

    const cleared = await office<OfficeBoard>('events/update', { id: created.data.id, data: { eventAction: null } });
    expect(cleared.data.eventAction).toBeNull();
    expect((await read('event', created.data.id)).data.board.eventAction).toBeNull();
  });

  it('refuses an action on any other board, and an unknown action, with E003 and nothing written', async () => {
    const notice = await office('notices/create', {
      data: { title: '공지', content: '<p>본문</p>', eventAction: 'attendance' },
    });
    expect(notice.resultCode).toBe('E003');
    const unknown = await office('events/create', {
      data: { title: '이벤트', content: '<p>본문</p>', eventAction: 'jackpot' },
    });
    expect(unknown.resultCode).toBe('E003');

    const post = await office<OfficeBoard>('boards/create', {
      data: { boardType: 'event', title: '이벤트', content: '<p>본문</p>', eventAction: 'attendance' },
    });
    expect(post.resultCode).toBe('200');
    const moved = await office('boards/update', {
      id: post.data.id,
      data: { boardType: 'notice', eventAction: 'attendance' },
    });
    expect(moved.resultCode).toBe('E003');
    expect(await actionOf(post.data.id)).toBe('attendance');
    // moved off the event board without naming an action: the action stays behind
    const plain = await office<OfficeBoard>('boards/update', { id: post.data.id, data: { boardType: 'notice' } });
    expect(plain.resultCode).toBe('200');
    expect(await actionOf(post.data.id)).toBeNull();
  });
});
