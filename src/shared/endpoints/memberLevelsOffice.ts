import { OfficeArea, OfficeId, officeList } from '../api/office';
import {
  LevelMoveList,
  LevelMoveRecord,
  LevelRulesPreview,
  LevelRulesRecord,
  LevelRulesRequest,
  MemberLevelLockRequest,
  MemberLevelRecord,
} from '../api/office/memberLevels';
import { endpoint, NoBody, staff } from './endpoint';

/** The rules of the site's ladder (area site): read, preview who would move, save. */
export const adminLevelRules = {
  get: endpoint({
    path: '/api/admin/levelRules/get',
    body: NoBody,
    response: LevelRulesRecord,
    access: staff(OfficeArea.Site),
    summary: "The level program and each level's rule",
  }),
  preview: endpoint({
    path: '/api/admin/levelRules/preview',
    body: LevelRulesRequest,
    response: LevelRulesPreview,
    access: staff(OfficeArea.Site),
    summary: 'Who the given rules would move today, before they are saved (nothing is written)',
  }),
  update: endpoint({
    path: '/api/admin/levelRules/update',
    body: LevelRulesRequest,
    response: LevelRulesRecord,
    access: staff(OfficeArea.Site),
    summary: 'Save the level program and every level rule (audited)',
  }),
};

/** Every move of a member's level, by the rules or by staff (area members). */
export const adminLevelMoves = {
  list: endpoint({
    path: '/api/admin/levelMoves/list',
    body: LevelMoveList,
    response: officeList(LevelMoveRecord),
    access: staff(OfficeArea.Members),
    summary: 'Level moves, newest first, by member, kind and date',
  }),
};

/** A member's place in the program: its staff lock and a downgrade falling due (area members). */
export const adminMemberLevels = {
  get: endpoint({
    path: '/api/admin/memberLevels/get',
    body: OfficeId,
    response: MemberLevelRecord,
    access: staff(OfficeArea.Members),
    summary: "A member's level, staff lock and pending downgrade",
  }),
  lock: endpoint({
    path: '/api/admin/memberLevels/lock',
    body: MemberLevelLockRequest,
    response: MemberLevelRecord,
    access: staff(OfficeArea.Members),
    summary: "Hold a member's level against the rules, or let the rules move it again (audited)",
  }),
};
