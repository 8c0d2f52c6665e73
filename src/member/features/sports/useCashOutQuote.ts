import { useCallback, useEffect, useState } from 'react';
import { sportsTopic, type SportsCashOutQuote, type SportsPush } from '../../../shared/api/sports';
import { ResultCode } from '../../../shared/resultCodes';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { usePublicTopic } from '../../realtime';
import { apiFailure, type ApiFailure } from '../../ui';
import { withPushedOdds } from './cashOutPush';

/** How often an open slip's cash-out value is asked again, besides the odds pushes (a socket may be down). */
const CASH_OUT_POLL_MS = 5_000;

/**
 * The slip's cash-out quote (docs/domains/sportsbook.md#cash-out): its legs at their odds now and
 * the margin, which the page values by the shared rule. The board's odds push (/topic/sports)
 * moves its legs' odds as they change, and it is asked again every few seconds; `failure` says why
 * there is none (a suspended market, kick-off, cash-out off…).
 */
export function useCashOutQuote(betIdx: number) {
  const api = useApi();
  const [quote, setQuote] = useState<SportsCashOutQuote | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    let live = true;
    const load = () =>
      api.call(API.sports.cashOutQuote, { betIdx }).then(
        (q) => {
          if (!live) return;
          setQuote(q);
          setFailure(null);
        },
        (error: unknown) => {
          if (!live) return;
          setQuote(null);
          setFailure(apiFailure(error));
        },
      );
    void load();
    const timer = setInterval(() => void load(), CASH_OUT_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [api, betIdx, round]);

  usePublicTopic<SportsPush>(sportsTopic(api.siteId), (push) => {
    if (!quote) return;
    const next = withPushedOdds(quote, push);
    setQuote(next);
    if (!next) setFailure({ code: ResultCode.SportsMarketSuspended, values: {} });
  });

  return { quote, failure, refresh };
}
