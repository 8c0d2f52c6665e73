import { useEffect, useState } from 'react';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';

/**
 * The tab the bet list opens on: the one its link names (`mode`, the mobile path's game type or
 * `tab`), else the product of the member's latest slip, else the first. Null while asking.
 */
export function useOpeningTab<T extends string>(tabs: readonly T[], named: string | null | undefined): T | null {
  const api = useApi();
  const asked = tabs.find((tab) => tab === named) ?? null;
  const [latest, setLatest] = useState<T | null>(null);
  useEffect(() => {
    if (asked) return;
    let live = true;
    api
      .call(API.bet.list, { page: 1, count_per_list: 1 })
      .then((answer) => live && setLatest(tabs.find((tab) => tab === answer.list[0]?.gameCategory) ?? tabs[0]!))
      .catch(() => live && setLatest(tabs[0]!));
    return () => {
      live = false;
    };
  }, [api, asked, tabs]);
  return asked ?? latest;
}
