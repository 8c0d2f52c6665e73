import { ResultCode } from '../../../shared/resultCodes';
import type { SiteOptions } from '../../../shared/api/site';
import type { Language } from '../../../shared/locales';
import { requestLanguage } from '../../http/language';
import { AppError } from '../../http/appError';
import type { ApiRequest } from '../../http/route';
import type { MemberRow } from '../identity/sessionRepo';

/** Who is reading: the site, its options, the logged-in member (null for a guest or staff) and the language to read in. */
export interface Viewer {
  siteId: string;
  options: SiteOptions;
  member: MemberRow | null;
  lang: Language;
}

export interface MemberViewer extends Viewer {
  member: MemberRow;
}

export const viewerOf = (req: ApiRequest<unknown>): Viewer => ({
  siteId: req.site.site.id,
  options: req.site.options,
  member: req.auth?.kind === 'member' ? req.auth.member : null,
  lang: requestLanguage(req.raw.headers['accept-language']),
});

export function requireViewerMember(viewer: Viewer): MemberViewer {
  if (!viewer.member) throw new AppError(ResultCode.LoginRequired);
  return viewer as MemberViewer;
}
