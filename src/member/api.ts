import i18next from 'i18next';
import { createApiClient } from '../dataProvider/apiClient';
import { currentSite } from '../dataProvider/siteConfig';
import { createTokenStore } from '../authProvider/tokenStore';
import { createRenewalSync } from '../authProvider/renewalSync';
import { ResultCode } from '../shared/resultCodes';

/** The member front's session and API client (the office has its own token key). */
export const memberTokens = createTokenStore('member.session');
/** Renewals of the member token, shared by the API client and the refresher (renewalSync.ts). */
export const memberRenewals = createRenewalSync('member.session', memberTokens);
const site = currentSite();

let sessionExpired: () => void = () => undefined;
/** Set by the session store: what to do when the server no longer accepts the held token. */
export const onSessionExpired = (listener: () => void): void => {
  sessionExpired = listener;
};

const DEVICE_KEY = 'member.device';
/** One id per browser, kept in localStorage: the integrity job links accounts that sign in from one device. */
function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) localStorage.setItem(DEVICE_KEY, (id = crypto.randomUUID()));
  return id;
}

/** §4: any call answered E006 while a token is held means the session is over (sign out, go home). */
export const api = createApiClient({
  siteId: site.siteId,
  siteKey: site.siteKey,
  getToken: memberTokens.token,
  deviceId,
  language: () => i18next.language,
  renewals: memberRenewals,
  onError: (error) => {
    if (error.code === ResultCode.LoginRequired && memberTokens.token()) sessionExpired();
  },
});
