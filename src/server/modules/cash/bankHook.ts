import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ResultCode } from '../../../shared/resultCodes';
import { BankNoticeInput } from '../../../shared/api/bankNotices';
import { AppError } from '../../http/appError';
import { success } from '../../http/envelope';
import { inMoneyTransaction } from '../ledger/service';
import { alertStaff } from '../realtime/staffAlerts';
import { readOptions } from '../site/options/service';
import { BANK_HOOK_PREFIX, receiveNotice } from './bankNotices';
import { hookSecret } from './bankNoticesRepo';

/** Headers the bank sends (docs/domains/cash.md#the-bank-webhook). */
const BANK_TIMESTAMP_HEADER = 'x-bank-timestamp';
const BANK_SIGNATURE_HEADER = 'x-bank-signature';

/**
 * The signature of a notice: HMAC-SHA256 with the site's secret over `<timestamp>.<raw body>`,
 * hex. The timestamp is signed with the body, so an old notice cannot be re-sent with a new time.
 */
const bankSignature = (secret: string, timestamp: string, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

const digest = (s: string) => createHash('sha256').update(s).digest();
/** Constant time whatever the lengths: both sides hashed to 32 bytes first. */
const sameSignature = (given: string, expected: string): boolean => timingSafeEqual(digest(given), digest(expected));

const header = (req: FastifyRequest, name: string): string => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

/**
 * The bank's webhook, `POST /hooks/bank/<siteId>`: not an /api call (the bank holds no site key or
 * session), authenticated by its signature alone, answered with the §7 envelope. Checked in order:
 * the site has a secret and the signature is its (C404), the timestamp is within the site's
 * `bankNoticeSkewSeconds` of our clock (C405), the body is a notice (E003), then the notice is
 * received and matched; a bank reference or signature already received answers C406.
 */
export async function bankHookRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  // The signature is over the bytes as sent: keep the body as text and parse it only once it is verified.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));

  app.post<{ Params: { siteId: string } }>(`${BANK_HOOK_PREFIX}:siteId`, async (req) => {
    const siteId = req.params.siteId;
    const raw = typeof req.body === 'string' ? req.body : '';
    const secret = (await hookSecret(deps.db, siteId))?.secret;
    const timestamp = header(req, BANK_TIMESTAMP_HEADER);
    const given = header(req, BANK_SIGNATURE_HEADER)
      .replace(/^sha256=/, '')
      .toLowerCase();
    if (!secret || !given || !sameSignature(given, bankSignature(secret, timestamp, raw)))
      throw new AppError(ResultCode.BankNoticeSignature);
    const options = await readOptions(deps, siteId);
    const sent = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) * 1000 : NaN;
    if (!(Math.abs(deps.clock.now().getTime() - sent) <= options.bankNoticeSkewSeconds * 1000))
      throw new AppError(ResultCode.BankNoticeClockSkew);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new AppError(ResultCode.InvalidRequest, { fields: ['(body)'] });
    }
    const notice = BankNoticeInput.parse(json);
    const got = await inMoneyTransaction(deps, (m) =>
      receiveNotice(
        deps,
        m,
        { siteId, options },
        {
          source: 'webhook',
          bankRef: notice.bankRef,
          depositor: notice.depositor,
          amount: notice.amount,
          paidAt: new Date(notice.paidAt),
          signature: given,
        },
      ),
    );
    if (got.status === 'waiting')
      alertStaff(deps, siteId, { kind: 'bankNotice', id: got.id, at: deps.clock.now().toISOString() });
    return success(got);
  });
}
