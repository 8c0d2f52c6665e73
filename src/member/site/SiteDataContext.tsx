import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { ApiError, type ApiClient } from '../../dataProvider/apiClient';
import { ResultCode } from '../../shared/resultCodes';
import type { PublicSiteOptions } from '../../shared/api/site';
import { API } from '../../shared/endpoints/member';
import { useApi } from '../apiContext';
import {
  siteUnderMaintenance,
  type Banner,
  type CommonCode,
  type MainInfo,
  type Product,
  type SiteCheck,
} from './siteTypes';

export interface SiteData {
  loaded: boolean;
  /** §4: the site answered S001 (maintenance): the front shows /warning. */
  maintenance: boolean;
  /** Empty until the site's options answer. */
  options: Partial<PublicSiteOptions>;
  codes: CommonCode[];
  /** §7 game group codes: the product groups the site sells (casino, slot, sports, minigame). */
  gameGroups: CommonCode[];
  products: Product[];
  popups: Banner[];
  banners: Banner[];
  siteChecks: SiteCheck[];
  mainInfo: MainInfo;
}

const defaults: SiteData = {
  loaded: false,
  maintenance: false,
  options: {},
  codes: [],
  gameGroups: [],
  products: [],
  popups: [],
  banners: [],
  siteChecks: [],
  mainInfo: {},
};

const SiteDataContext = createContext<SiteData>(defaults);

/** One start-up call; a call that fails (or is not built yet) leaves its part empty, never the page. */
const quiet = async <T,>(answer: Promise<T>, onMaintenance: () => void = () => undefined): Promise<T | null> => {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ApiError && error.code === ResultCode.SiteMaintenance) onMaintenance();
    return null;
  }
};

/** §7 start-up loads, done once for the whole front (the member's own data is the session's). */
export async function loadSiteData(api: ApiClient): Promise<SiteData> {
  let maintenance = false;
  const page = { userPageType: 'main' };
  const [options, gameGroups, codes, products, popups, siteChecks, banners, mainInfo] = await Promise.all([
    quiet(api.call(API.site.options), () => (maintenance = true)),
    quiet(api.call(API.common.gameGroups)),
    quiet(api.call(API.common.codes)),
    quiet(api.call(API.common.products)),
    quiet(api.call(API.main.popups, page)),
    quiet(api.call(API.common.siteChecks)),
    quiet(api.call(API.main.banners, page)),
    quiet(api.call(API.main.info)),
  ]);
  const checks = siteChecks ?? [];
  return {
    loaded: true,
    maintenance: maintenance || siteUnderMaintenance(checks),
    options: options ?? {},
    codes: codes ?? [],
    gameGroups: gameGroups ?? [],
    products: products ?? [],
    popups: popups?.list ?? [],
    siteChecks: checks,
    banners: banners?.list ?? [],
    mainInfo: mainInfo ?? {},
  };
}

export function SiteDataProvider({ children, initial }: { children: ReactNode; initial?: SiteData }) {
  const api = useApi();
  const [data, setData] = useState<SiteData>(initial ?? defaults);
  useEffect(() => {
    if (initial) return;
    let live = true;
    void loadSiteData(api).then((loaded) => live && setData(loaded));
    return () => {
      live = false;
    };
  }, [api, initial]);
  return <SiteDataContext.Provider value={data}>{children}</SiteDataContext.Provider>;
}

export const useSiteData = (): SiteData => useContext(SiteDataContext);
export const emptySiteData = defaults;
