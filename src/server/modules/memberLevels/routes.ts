import type { FastifyInstance } from 'fastify';
import { memberLevel as memberCalls } from '../../../shared/endpoints/memberLevel';
import { adminLevelMoves, adminLevelRules, adminMemberLevels } from '../../../shared/endpoints/memberLevelsOffice';
import { recordId } from '../../http/recordId';
import { route } from '../../http/route';
import { listLevelMoves } from './moves';
import { levelProgress } from './progress';
import { levelRules, previewLevelRules, updateLevelRules } from './rules';
import { lockMemberLevel, memberLevel } from './standing';

/** Automatic member levels: the member's progress, the office's rules, moves and member locks. */
export default async function memberLevelRoutes(app: FastifyInstance): Promise<void> {
  route(app, memberCalls.progress, (req, { member }) => levelProgress(req.deps, req.site.site.id, member.id));
  route(app, adminLevelRules.get, (req, caller) => levelRules(req.deps, caller.siteId));
  route(app, adminLevelRules.preview, (req, caller) => previewLevelRules(req.deps, caller.siteId, req.body.data));
  route(app, adminLevelRules.update, (req, caller) => updateLevelRules(req.deps, caller, req.body.data));
  route(app, adminLevelMoves.list, (req, caller) => listLevelMoves(req.deps, caller.siteId, req.body));
  route(app, adminMemberLevels.get, (req, caller) => memberLevel(req.deps, caller.siteId, recordId(req.body.id)));
  route(app, adminMemberLevels.lock, (req, caller) =>
    lockMemberLevel(req.deps, caller, recordId(req.body.id), req.body.locked),
  );
}
