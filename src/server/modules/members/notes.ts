import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { OfficeList } from '../../../shared/api/office';
import type { MemberNoteInput, MemberNoteList, MemberNoteRecord } from '../../../shared/api/office/memberNotes';
import { ResultCode } from '../../../shared/resultCodes';
import type { DB } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { runPage } from '../../http/paging';
import type { OfficeCaller } from '../../http/route';
import { subtreePattern } from '../../http/officeAccess';
import { writeAudit } from '../audit/repo';
import { iso } from '../../http/officeDates';
import { scopeOf } from '../../http/officeScope';
import { findMemberInScope } from './repo';

/** The notes a caller may read: staff all; a partner its own and those of partners below it. */
function visibleNotes(db: Kysely<DB>, caller: OfficeCaller, memberId: number) {
  const q = db
    .selectFrom('member_notes as n')
    .where('n.site_id', '=', caller.siteId)
    .where('n.member_id', '=', memberId);
  return caller.kind === 'staff'
    ? q
    : q.where('n.author_kind', '=', 'partner').where(sql`n.author_path`, 'like', subtreePattern(caller.member.path));
}

const toRecord = (r: {
  id: number | string;
  member_id: number | string;
  author_kind: 'staff' | 'partner';
  author_id: string;
  note: string;
  created_at: Date;
}): MemberNoteRecord => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  authorKind: r.author_kind,
  authorId: r.author_id,
  note: r.note,
  createdAt: iso(r.created_at)!,
});

/** A member in the caller's scope (a partner: its subtree, itself excluded), or E007. */
async function memberInScope(deps: Pick<AppDeps, 'db'>, caller: OfficeCaller, memberId: number) {
  const member = await findMemberInScope(deps.db, scopeOf(caller), memberId);
  if (!member) throw new AppError(ResultCode.NotFound);
  return member;
}

/** The member detail's memo tab, newest first. */
export async function listMemberNotes(
  deps: Pick<AppDeps, 'db'>,
  caller: OfficeCaller,
  body: z.output<typeof MemberNoteList>,
): Promise<OfficeList<MemberNoteRecord>> {
  const member = await memberInScope(deps, caller, body.filter.memberId);
  const { rows, total } = await runPage(
    visibleNotes(deps.db, caller, member.id),
    (q) => q.selectAll('n'),
    body,
    { createdAt: 'n.created_at', id: 'n.id' },
    'n.id',
    'n.id',
  );
  return { list: rows.map(toRecord), total };
}

/** A note on a member of the caller's scope, audited with the note as written. */
export async function addMemberNote(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: OfficeCaller,
  input: z.output<typeof MemberNoteInput>,
): Promise<MemberNoteRecord> {
  const member = await memberInScope(deps, caller, input.memberId);
  const row = await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('member_notes')
      .values({
        site_id: caller.siteId,
        member_id: member.id,
        author_kind: caller.kind,
        author_id: caller.actor.loginId,
        author_path: caller.kind === 'partner' ? caller.member.path : null,
        note: input.note,
        created_at: deps.clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, caller.actor, 'member.note', member.mem_id, null, { note: input.note });
    return inserted;
  });
  return toRecord(row);
}
