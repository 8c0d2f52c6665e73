import { useEffect, useState } from 'react';
import { ApiError } from '../../../dataProvider/apiClient';
import { API } from '../../../shared/endpoints/member';
import { ResultCode } from '../../../shared/resultCodes';
import { useApi } from '../../apiContext';
import { siteUnderMaintenance } from '../../site/siteTypes';

/**
 * Whether the site is under maintenance now, asked afresh (the start-up answer may be older than
 * an INSPECT sign-out): null while asking. A failure that is not S001 counts as no maintenance.
 */
export function useMaintenanceNow(): boolean | null {
  const api = useApi();
  const [maintenance, setMaintenance] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([api.call(API.site.options), api.call(API.common.siteChecks)])
      .then(([, checks]) => live && setMaintenance(siteUnderMaintenance(checks)))
      .catch(
        (error: unknown) =>
          live && setMaintenance(error instanceof ApiError && error.code === ResultCode.SiteMaintenance),
      );
    return () => {
      live = false;
    };
  }, [api]);
  return maintenance;
}
