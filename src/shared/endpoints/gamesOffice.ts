import { z } from 'zod';
import { OfficeArea, OfficeId, OfficeIds, officeList } from '../api/office';
import {
  GameList,
  GameRecord,
  GameUpdateRequest,
  ReconcileList,
  ReconcileRecord,
  VendorList,
  VendorMaintenanceRequest,
  VendorRecord,
  VendorSyncAnswer,
  VendorUpdateRequest,
} from '../api/games';
import { endpoint, staff } from './endpoint';

/** Vendors and games in the office (area games): enable, order, thumbnails, adapters, sync, maintenance. */
const access = staff(OfficeArea.Games);

export const adminVendors = {
  list: endpoint({
    path: '/api/admin/vendors/list',
    body: VendorList,
    response: officeList(VendorRecord),
    access,
    summary: 'Vendors of every group with this site’s adapter settings',
  }),
  get: endpoint({
    path: '/api/admin/vendors/get',
    body: OfficeId,
    response: VendorRecord,
    access,
    summary: 'One vendor (`<group>:<procId>`)',
  }),
  getMany: endpoint({
    path: '/api/admin/vendors/getMany',
    body: OfficeIds,
    response: z.array(VendorRecord),
    access,
    summary: 'Vendors by id',
  }),
  update: endpoint({
    path: '/api/admin/vendors/update',
    body: VendorUpdateRequest,
    response: VendorRecord,
    access,
    summary: 'Enable, order, image, adapter kind and settings',
  }),
  sync: endpoint({
    path: '/api/admin/vendors/sync',
    body: OfficeId,
    response: VendorSyncAnswer,
    access,
    summary: "Fetch the vendor's game list through its adapter",
  }),
  maintenance: endpoint({
    path: '/api/admin/vendors/maintenance',
    body: VendorMaintenanceRequest,
    response: VendorRecord,
    access,
    summary: 'Switch vendor maintenance (a §3 game check); open windows close (TK999)',
  }),
};

export const adminGames = {
  list: endpoint({
    path: '/api/admin/games/list',
    body: GameList,
    response: officeList(GameRecord),
    access,
    summary: 'Games of a vendor',
  }),
  get: endpoint({
    path: '/api/admin/games/get',
    body: OfficeId,
    response: GameRecord,
    access,
    summary: 'One game (`<group>:<procId>:<code>`)',
  }),
  getMany: endpoint({
    path: '/api/admin/games/getMany',
    body: OfficeIds,
    response: z.array(GameRecord),
    access,
    summary: 'Games by id',
  }),
  update: endpoint({
    path: '/api/admin/games/update',
    body: GameUpdateRequest,
    response: GameRecord,
    access,
    summary: 'Enable, order, names, thumbnail',
  }),
};

export const adminReconcile = {
  list: endpoint({
    path: '/api/admin/vendorReconcile/list',
    body: ReconcileList,
    response: officeList(ReconcileRecord),
    access,
    summary: 'Transfer-wallet differences between a vendor’s balance and the ledger',
  }),
};
