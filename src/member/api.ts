import { createApiClient } from '../dataProvider/apiClient';
import { currentSite } from '../dataProvider/siteConfig';
import { createTokenStore } from '../authProvider/tokenStore';
import { ResultCode } from '../shared/resultCodes';

/** The member front's session and API client (the office has its own token key). */
export const memberTokens = createTokenStore('member.session');
const site = currentSite();

let sessionExpired: () => void = () => undefined;
/** Set by the session store: what to do when the server no longer accepts the held token. */
export const onSessionExpired = (listener: () => void): void => {
  sessionExpired = listener;
};

/** §4: any call answered E006 while a token is held means the session is over (sign out, go home). */
export const api = createApiClient({
  siteId: site.siteId,
  siteKey: site.siteKey,
  getToken: memberTokens.token,
  onError: (error) => {
    if (error.code === ResultCode.LoginRequired && memberTokens.token()) sessionExpired();
  },
});
