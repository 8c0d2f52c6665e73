import { ResultCode } from '../../../shared/resultCodes';
import type { SiteOptions } from '../../../shared/api/site';
import { AppError } from '../../http/appError';
import type { ApiRequest } from '../../http/route';
import type { MemberRow } from '../identity/sessionRepo';

/** Who is reading: the site, its options, and the logged-in member (null for a guest or staff). */
export interface Viewer {
  siteId: string;
  options: SiteOptions;
  member: MemberRow | null;
}

export interface MemberViewer extends Viewer {
  member: MemberRow;
}

export const viewerOf = (req: ApiRequest<unknown>): Viewer => ({
  siteId: req.site.site.id,
  options: req.site.options,
  member: req.auth?.kind === 'member' ? req.auth.member : null,
});

export function requireViewerMember(viewer: Viewer): MemberViewer {
  if (!viewer.member) throw new AppError(ResultCode.LoginRequired);
  return viewer as MemberViewer;
}
