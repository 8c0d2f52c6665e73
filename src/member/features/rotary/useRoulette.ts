import { useCallback, useEffect, useState } from 'react';
import type { RouletteInfo } from '../../../shared/api/roulette';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { apiErrorCode } from '../../ui';

/** The roulette's state from /api/event/roulette/info; `reload` asks again. */
export function useRoulette() {
  const api = useApi();
  const [info, setInfo] = useState<RouletteInfo | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    api
      .call(API.event.roulette.info, {})
      .then((answer) => live && (setInfo(answer), setErrorCode(null)))
      .catch((error: unknown) => live && setErrorCode(apiErrorCode(error)));
    return () => {
      live = false;
    };
  }, [api, version]);
  return { info, errorCode, reload: useCallback(() => setVersion((v) => v + 1), []) };
}
