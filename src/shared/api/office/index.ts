/**
 * The office contract: every /api/partner/* and /api/admin/* resource of the partner and staff
 * office, each following the list/get/getMany/create/update/delete/<action> convention of
 * ../office.ts. The react-admin dataProvider maps resource `name` onto `${path}/${verb}`.
 */
export * from './common';
export * from './rates';
export * from './partnerMe';
export * from './partnerGate';
export * from './members';
export * from './partners';
export * from './bets';
export * from './reports';
export * from './settlements';
export * from './site';
export * from './blocklist';
export * from './levels';
export * from './codes';
export * from './audit';
export * from './dashboard';
export * from './totp';
export * from './promotions';
export * from './access';
export * from './memberNotes';
export * from './sharedSignals';
export * from './sports';
export * from './sportsCashOut';
