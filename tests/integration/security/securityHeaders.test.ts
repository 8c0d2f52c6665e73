import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';

/** Security headers on every answer, by path. */
let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({
    env: { TRUST_PROXY: 'true', VENDOR_FRAME_ORIGINS: 'https://games.vendor.example/lobby' },
  });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

const directives = (csp: unknown): Map<string, string> =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );

describe('every answer', () => {
  it('a front page: strict CSP, no framing, nosniff, referrer kept on this origin, no HSTS on http', async () => {
    for (const url of ['/', '/partner', '/partner/members', '/slot/game', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src'), url).toBe("'self'");
      expect(csp.get('script-src-attr'), url).toBe("'none'");
      expect(csp.get('object-src'), url).toBe("'none'");
      expect(csp.get('default-src'), url).toBe("'self'");
      expect(csp.get('frame-ancestors'), url).toBe("'none'");
      expect(csp.get('connect-src'), url).toBe("'self'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('the office opens in its own browsing context group; the member front keeps its game popups', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/partner' })).headers['cross-origin-opener-policy']).toBe(
      'same-origin',
    );
    expect((await t.app.inject({ method: 'GET', url: '/partner/gate' })).headers['cross-origin-opener-policy']).toBe(
      'same-origin',
    );
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers['cross-origin-opener-policy']).toBe(
      'same-origin-allow-popups',
    );
    expect((await t.app.inject({ method: 'GET', url: '/partnerx' })).headers['cross-origin-opener-policy']).toBe(
      'same-origin-allow-popups',
    );
  });

  it('/api answers are never stored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/etc/siteOption',
      payload: { siteId: 'demo' },
      headers: { authorization: 'demo-site-key' },
    });
    expect(res.json().resultCode).toBe('200');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/cash/getUserCash',
      payload: { siteId: 'demo' },
      headers: { authorization: 'demo-site-key' },
    });
    expect(refused.json().resultCode).toBe('E006');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).headers['cache-control']).toBe('no-store');
  });

  it('a vendor game page may be framed by this origin only, under the same strict script rule', async () => {
    const res = await proxied.app.inject({ method: 'GET', url: '/vendor/demo/play/slot-1?lang=ko' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(
      directives(
        (await proxied.app.inject({ method: 'GET', url: '/vendor/demo/lobby' })).headers['content-security-policy'],
      ).get('frame-ancestors'),
    ).toBe("'none'");
  });

  it('a vendor game page names its charset', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/vendor/demo/play/demo-slot-5x3?lang=ko' });
    // the page itself once built (npm run build), the hint to build it before
    expect(res.headers['content-type']).toMatch(/^text\/(html|plain); charset=utf-8$/i);
  });

  it('every answer turns off the browser features the site does not use', async () => {
    for (const url of ['/', '/partner', '/vendor/demo/play/demo-slot-5x3', '/no/such/page']) {
      const policy = String((await t.app.inject({ method: 'GET', url })).headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(policy, url).toContain(`${feature}=()`);
      expect(policy, url).toContain('fullscreen=(self)');
    }
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/etc/siteOption',
      payload: { siteId: 'demo' },
      headers: { authorization: 'demo-site-key' },
    });
    expect(api.headers['permissions-policy']).toContain('camera=()');
    // a framed vendor game may go full screen too
    expect((await proxied.app.inject({ method: 'GET', url: '/' })).headers['permissions-policy']).toContain(
      'fullscreen=(self "https://games.vendor.example")',
    );
  });

  it('the member front may frame configured vendor origins and no other', async () => {
    const csp = directives(
      (await proxied.app.inject({ method: 'GET', url: '/slot/game' })).headers['content-security-policy'],
    );
    expect(csp.get('frame-src')).toBe("'self' https://games.vendor.example");
    expect(
      directives((await t.app.inject({ method: 'GET', url: '/slot/game' })).headers['content-security-policy']).get(
        'frame-src',
      ),
    ).toBe("'self'");
  });

  it('HSTS only when served over https (X-Forwarded-Proto believed with TRUST_PROXY)', async () => {
    const https = await proxied.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(
      (await proxied.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'http' } })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
    // without TRUST_PROXY a client cannot claim https
    expect(
      (await t.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
  });
});

describe('the fronts need no inline script', () => {
  it('index.html and partner.html load only module files', () => {
    for (const page of ['index.html', 'partner.html']) {
      const html = readFileSync(page, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length, page).toBeGreaterThan(0);
      for (const [, attrs, body] of scripts) {
        expect(attrs, page).toMatch(/\bsrc="\/src\//);
        expect(body!.trim(), page).toBe('');
      }
      expect(html, page).not.toMatch(/\son[a-z]+=/i);
    }
  });
});
