import { OFFICE_COOKIE } from '../../src/shared/api/office/officeSession';
import { DEMO } from '../../src/server/db/seed/demoSeed';

/**
 * An office login over HTTP to a server in another process (`/api/admin/login` for staff,
 * `/api/partner/login` for a partner): the office token from the HttpOnly cookie it sets, to send
 * back in the `token` header as an API client outside a browser does.
 */
export async function officeTokenOver(
  base: string,
  path: '/api/admin/login' | '/api/partner/login',
  body: Record<string, unknown>,
): Promise<string> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: DEMO.siteKey },
    body: JSON.stringify({ siteId: DEMO.siteId, ...body }),
  });
  const token = new RegExp(`${OFFICE_COOKIE}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`${path} ${JSON.stringify(body)} set no office cookie: ${await res.text()}`);
  return token;
}
