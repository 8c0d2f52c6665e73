import { ApiError, createApiClient, type ApiClient, type CallOptions } from '../dataProvider/apiClient';
import { currentSite } from '../dataProvider/siteConfig';
import { createTokenStore } from '../authProvider/tokenStore';
import { ResultCode } from '../shared/resultCodes';

/** The member front's session and API client (the office has its own token key). */
export const memberTokens = createTokenStore('member.session');
const site = currentSite();
const client = createApiClient({ siteId: site.siteId, siteKey: site.siteKey, getToken: memberTokens.token });

let sessionExpired: () => void = () => undefined;
/** Set by the session store: what to do when the server no longer accepts the held token. */
export const onSessionExpired = (listener: () => void): void => {
  sessionExpired = listener;
};

/** §4: any call answered E006 while a token is held means the session is over (sign out, go home). */
export const api: ApiClient = {
  siteId: client.siteId,
  async call<T>(path: string, body?: object, options?: CallOptions): Promise<T> {
    try {
      return await client.call<T>(path, body, options);
    } catch (error) {
      if (error instanceof ApiError && error.code === ResultCode.LoginRequired && memberTokens.token()) sessionExpired();
      throw error;
    }
  },
};
