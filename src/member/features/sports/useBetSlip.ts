import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SportsFixture, SportsLeague, SportsLegNow, SportsMarket, SportsPush } from '../../../shared/api/sports';
import type { AcceptMode } from '../../../shared/sports/acceptance';
import { API } from '../../../shared/endpoints/member';
import { ResultCode } from '../../../shared/resultCodes';
import { ApiError } from '../../../dataProvider/apiClient';
import { useApi } from '../../apiContext';
import { useSession } from '../../session';
import { useSubmit } from '../../ui';
import {
  acknowledgeChanges,
  applyMarkets,
  applyRefusal,
  removeLeg,
  toggleLeg,
  type MarketNow,
  type SlipLeg,
} from './slipModel';
import { takesBets } from './sportsPush';

/** Refusals that answer with the slip's legs as they stand now (`data.legs`). */
const REFUSALS_WITH_LEGS: ReadonlySet<string> = new Set([
  ResultCode.SportsOddsChanged,
  ResultCode.SportsMarketSuspended,
  ResultCode.SportsFixtureStarted,
]);

/**
 * Where the picks wait while the member goes from the board to the live list and a match page
 * (each its own page): the tab's session storage, so a new tab or a new visit starts empty.
 */
const SLIP_KEY = 'member.sportsSlip';

function keptLegs(): SlipLeg[] {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(SLIP_KEY) ?? '[]');
    return Array.isArray(kept) ? (kept as SlipLeg[]) : [];
  } catch {
    return [];
  }
}

/** A push's markets as the slip reads them. */
function pushedMarkets(push: SportsPush): Map<number, MarketNow> {
  const markets = new Map<number, MarketNow>();
  for (const fixture of push.fixtures) {
    for (const m of fixture.markets) {
      markets.set(m.marketId, {
        marketId: m.marketId,
        open: takesBets(fixture.state) && m.state === 'open',
        odds: (pick) => m.odds.find((o) => o.pick === pick)?.odds ?? null,
      });
    }
  }
  return markets;
}

/**
 * The sports slip of the pages that offer prices (the board, the live list, a match page): its
 * legs, stake and odds-change choice, what a push moves, and placing through /api/bet/betProc
 * (docs/domains/sportsbook.md#member-pages). A live market's pick is a leg like any other: the
 * server decides how it is placed.
 */
export function useBetSlip() {
  const api = useApi();
  const session = useSession();
  const [legs, setLegs] = useState<SlipLeg[]>(keptLegs);
  const [amount, setAmount] = useState<number | null>(null);
  const [acceptMode, setAcceptMode] = useState<AcceptMode>('none');
  const [placed, setPlaced] = useState(false);
  const [drawer, setDrawer] = useState(false);

  useEffect(() => sessionStorage.setItem(SLIP_KEY, JSON.stringify(legs)), [legs]);

  const onPush = useCallback(
    (push: SportsPush) => setLegs((current) => applyMarkets(current, pushedMarkets(push))),
    [],
  );

  const submit = useSubmit(async (idempotencyKey: string, stake: number) => {
    try {
      const res = await api.call(
        API.bet.place,
        {
          gameType: 'sports',
          legs: legs.map((l) => ({ marketId: l.marketId, pick: l.pick, odds: l.odds })),
          amount: stake,
          acceptMode,
        },
        { idempotencyKey },
      );
      session.setBalances(res.cashAmt, session.point);
    } catch (error) {
      // The server says how each leg stands now: the slip offers the new odds (or shows the lock).
      if (error instanceof ApiError && REFUSALS_WITH_LEGS.has(error.code)) {
        const now = (error.data as { legs?: SportsLegNow[] } | null)?.legs;
        if (now) setLegs((current) => applyRefusal(current, now));
      }
      throw error;
    }
  });

  const pick = (
    fixture: SportsFixture,
    market: SportsMarket,
    o: SportsMarket['odds'][number],
    league: SportsLeague | undefined,
  ) => {
    setPlaced(false);
    submit.clearFailure();
    setLegs((current) =>
      toggleLeg(current, {
        fixtureId: fixture.fixtureId,
        marketId: market.marketId,
        type: market.type,
        line: market.line,
        pick: o.pick,
        odds: o.odds,
        pickedOdds: o.odds,
        locked: false,
        sport: fixture.sport,
        league: league?.names ?? fixture.home.names,
        home: fixture.home.names,
        away: fixture.away.names,
        startsAt: fixture.startsAt,
      }),
    );
  };

  /** Whether the slip was taken. */
  const place = async (stake: number): Promise<boolean> => {
    setLegs(acknowledgeChanges);
    setPlaced(false);
    const taken = await submit.run(stake);
    if (taken) {
      // the phone's drawer stays open on the slip's confirmation; the member closes it
      setLegs([]);
      setPlaced(true);
    }
    return taken;
  };

  const picked = useMemo(() => new Map(legs.map((l) => [l.marketId, l.pick as string])), [legs]);

  return {
    legs,
    picked,
    pick,
    onPush,
    place,
    amount,
    setAmount,
    acceptMode,
    setAcceptMode,
    remove: (marketId: number) => setLegs((current) => removeLeg(current, marketId)),
    clear: () => setLegs([]),
    sending: submit.sending,
    failure: submit.failure,
    placed,
    drawer,
    setDrawer,
  };
}

export type BetSlip = ReturnType<typeof useBetSlip>;
