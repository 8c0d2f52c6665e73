import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertProductionSecrets, loadConfig, weakSecretsInUse } from '../../../src/server/config';
import { secretBits } from '../../../src/server/secretStrength';
import { createTestApp, type TestApp } from '../../support/testApp';

/**
 * Secrets judged by strength, /metrics behind a token, the API document in demo mode only
 * (docs/operations/security.md: "Secrets", "Metrics and the API document").
 */
const strong = () => randomBytes(32).toString('base64');
const production = (env: Record<string, string>) =>
  loadConfig({
    DEMO: 'false',
    JWT_SECRET: strong(),
    PAM_API_TOKEN: strong(),
    DEMO_PROVIDER_KEY: strong(),
    ...env,
  });

describe('secrets are judged by strength, not length', () => {
  it('refuses guessable values at a production start, naming them', () => {
    for (const weak of [
      'aaaaaaaaaaaaaaaa',
      'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      'abcdefghijklmnopqrstuvwxyz0123456789',
      'Passw0rd!Passw0rd!Passw0rd!Passw0rd!',
      'winner-site-jwt-secret',
    ]) {
      expect(() => assertProductionSecrets(production({ JWT_SECRET: weak })), weak).toThrow(
        /DEMO=false: JWT_SECRET is too easy to guess/,
      );
    }
    expect(weakSecretsInUse(production({ METRICS_TOKEN: 'prometheus' }))).toEqual(['METRICS_TOKEN']);
  });

  it('takes random values of 16 bytes and more, in hex or base64', () => {
    for (let i = 0; i < 50; i++) {
      expect(() =>
        assertProductionSecrets(
          production({
            JWT_SECRET: randomBytes(16).toString('hex'),
            PAM_API_TOKEN: randomBytes(24).toString('base64url'),
            METRICS_TOKEN: strong(),
          }),
        ),
      ).not.toThrow();
    }
    expect(secretBits('aaaaaaaaaaaaaaaa')).toBe(0);
  });

  it('demo mode judges nothing (its secrets are public anyway)', () => {
    expect(() => assertProductionSecrets(loadConfig({ DEMO: 'true', JWT_SECRET: 'aaaaaaaaaaaaaaaa' }))).not.toThrow();
  });
});

describe('/metrics and the API document', () => {
  const token = strong();
  let open: TestApp;
  let metered: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    [open, metered, production] = await Promise.all([
      createTestApp(),
      createTestApp({ env: { METRICS_TOKEN: token } }),
      createTestApp({ env: { DEMO: 'false' } }),
    ]);
  }, 300_000);
  afterAll(async () => {
    await Promise.all([open, metered, production].map((t) => t.close()));
  });

  it('without METRICS_TOKEN there are no metrics to read', async () => {
    const res = await open.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('process_cpu');
  });

  it('with it, /metrics answers its bearer only', async () => {
    expect((await metered.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect(
      (await metered.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } }))
        .statusCode,
    ).toBe(401);
    await metered.call('/api/etc/siteOption');
    const res = await metered.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_request_duration_seconds_count{route="/api/etc/siteOption",code="200"}');
  });

  it('the API document is public in demo mode only; staff read it in the office either way', async () => {
    expect((await open.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()).toHaveProperty('openapi');
    expect((await production.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(404);
    const staff = await production.loginStaff();
    const office = await production.call<{ openapi: string }>('/api/admin/openapi', {}, { token: staff });
    expect(office.resultCode).toBe('200');
    expect(office.data.openapi).toMatch(/^3\.1/);
  });
});
