import { useEffect } from 'react';
import { PARTNER_PATH } from '../../shell/common/partnerAccess';
import { PageLoading } from '../../shell/common/PageLoading';

/** Mobile /member/partner: the partner area is the office app, a separate page load (§2). */
export default function PartnerRedirect() {
  useEffect(() => window.location.assign(PARTNER_PATH), []);
  return <PageLoading />;
}
