import { createApiClient } from '../dataProvider/apiClient';
import { currentSite } from '../dataProvider/siteConfig';
import { createTokenStore } from '../authProvider/tokenStore';

/** The member front's session and API client (the office has its own token key). */
export const memberTokens = createTokenStore('member.session');
const site = currentSite();
export const api = createApiClient({ siteId: site.siteId, siteKey: site.siteKey, getToken: memberTokens.token });
