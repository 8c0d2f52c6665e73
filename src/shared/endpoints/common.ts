import { z } from 'zod';
import {
  CommonCode,
  CommonCodeRequest,
  GameCodesRequest,
  GameCodesResponse,
  ProductEntry,
  ProductListRequest,
} from '../api/common';
import { BankEntry, PublicSiteInfoSchema, SiteCheckInfo } from '../api/site';
import { endpoint, guest, NoBody } from './endpoint';

/**
 * §7 start-up data. Codes and site checks stay open through site maintenance: the front needs them
 * to show the /warning page; vendors and games close with the site.
 */
export const common = {
  codes: endpoint({
    path: '/api/common/code',
    body: CommonCodeRequest,
    response: z.array(CommonCode),
    access: guest,
    openDuringMaintenance: true,
    summary: 'Common codes of one group, or all',
  }),
  gameGroups: endpoint({
    path: '/api/common/gameGroupCodes',
    body: NoBody,
    response: z.array(CommonCode),
    access: guest,
    openDuringMaintenance: true,
    summary: 'The game groups the site sells',
  }),
  siteChecks: endpoint({
    path: '/api/common/siteCheckInfo',
    body: NoBody,
    response: z.array(SiteCheckInfo),
    access: guest,
    openDuringMaintenance: true,
    summary: 'Maintenance in effect or scheduled',
  }),
  products: endpoint({
    path: '/api/common/productList',
    body: ProductListRequest,
    response: z.array(ProductEntry),
    access: guest,
    summary: 'Vendors of one game group, or all',
  }),
  gameCodes: endpoint({
    path: '/api/common/gameCodes',
    body: GameCodesRequest,
    response: GameCodesResponse,
    access: guest,
    summary: 'The games of one vendor',
  }),
};

/** The site's public options and bank list. */
export const site = {
  // Open through maintenance: the /warning page reads the site status and the contact links here.
  options: endpoint({
    path: '/api/etc/siteOption',
    body: NoBody,
    response: PublicSiteInfoSchema,
    access: guest,
    openDuringMaintenance: true,
    summary: "The site's public options (§3 site option) and its clock's offset from UTC",
  }),
  banks: endpoint({
    path: '/api/etc/bank',
    body: NoBody,
    response: z.array(BankEntry),
    access: guest,
    summary: 'Banks a member may name at sign-up and in info edit',
  }),
};
