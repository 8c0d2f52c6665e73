import { createHash } from 'node:crypto';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { ApiRequest } from '../../http/route';
import { claimIdempotencyKey, findIdempotencyKey, storeIdempotentResponse, type KeyScope } from './idempotencyRepo';
import { inMoneyTransaction, type MoneyTx } from './service';

const MAX_KEY_LENGTH = 200;

class KeyTaken extends Error {}

/** Who the key belongs to: two members may send the same key without colliding. */
const actorOf = (req: ApiRequest<unknown>): string => {
  const auth = req.auth;
  if (!auth) return 'guest';
  return auth.kind === 'member' ? `m:${auth.member.id}` : `s:${auth.staff.id}`;
};

const hashRequest = (path: string, body: unknown): string => {
  const { siteId: _siteId, ...rest } = (body ?? {}) as Record<string, unknown>;
  return createHash('sha256')
    .update(JSON.stringify([path, rest]))
    .digest('hex');
};

/** The call's Idempotency-Key (E003 when longer than any business event needs). */
export function idempotencyKeyOf(req: ApiRequest<unknown>): string | undefined {
  const key = req.idempotencyKey;
  if (key && key.length > MAX_KEY_LENGTH)
    throw new AppError(ResultCode.InvalidRequest, { fields: ['Idempotency-Key'] });
  return key;
}

/**
 * DESIGN: Money — a money call with an `Idempotency-Key` header runs once. The key is claimed in
 * the same SQL transaction as the movement and its answer stored there, so either both commit or
 * neither does. A replay returns the first answer and moves nothing; the same key with another
 * body (or on another call) answers E004. A refusal is not stored: nothing moved, so a retry is
 * simply judged again. Without the header the call is not deduplicated.
 */
export async function idempotentMoneyCall<R>(req: ApiRequest<unknown>, work: (m: MoneyTx) => Promise<R>): Promise<R> {
  const deps: AppDeps = req.deps;
  const key = idempotencyKeyOf(req);
  if (!key) return inMoneyTransaction(deps, work);
  const scope: KeyScope = { siteId: req.site.site.id, actor: actorOf(req), key };
  const hash = hashRequest(req.raw.url, req.body);

  const replay = async (): Promise<R> => {
    const row = await findIdempotencyKey(deps.db, scope);
    if (!row || row.request_hash !== hash) throw new AppError(ResultCode.IdempotencyKeyReused);
    return row.response?.data as R;
  };

  if (await findIdempotencyKey(deps.db, scope)) return replay();
  try {
    return await inMoneyTransaction(deps, async (m) => {
      // A concurrent call with the same key waits here until the first commits, then replays it.
      if (!(await claimIdempotencyKey(m.trx, scope, hash))) throw new KeyTaken();
      const result = await work(m);
      await storeIdempotentResponse(m.trx, scope, result);
      return result;
    });
  } catch (error) {
    if (error instanceof KeyTaken) return replay();
    throw error;
  }
}
