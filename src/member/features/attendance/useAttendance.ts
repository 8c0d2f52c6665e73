import { useCallback, useEffect, useState } from 'react';
import type { AttendanceMonth } from '../../../shared/api/attendance';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { apiErrorCode } from '../../ui';

/** The month shown (site time; the server's current month until the member pages). */
export function useAttendance() {
  const api = useApi();
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [data, setData] = useState<AttendanceMonth | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    api
      .call(API.event.attendance.list, month ? { month } : {})
      .then((answer) => live && (setData(answer), setErrorCode(null)))
      .catch((error: unknown) => live && setErrorCode(apiErrorCode(error)));
    return () => {
      live = false;
    };
  }, [api, month, version]);

  return { data, errorCode, setMonth, reload: useCallback(() => setVersion((v) => v + 1), []) };
}

/** 'YYYY-MM' moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}
