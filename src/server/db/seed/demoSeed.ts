import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../schema';
import { insertSite } from '../../modules/site/newSite';
import { MemberStatus, StaffRole, Tier } from '../../../shared/enums';
import { hashSecret } from '../../modules/identity/passwords';
import { seedCatalogue } from './catalogueSeed';

export const DEMO = {
  siteId: 'demo',
  siteKey: 'demo-site-key',
  password: 'pass1234',
  withdrawPassword: '1234',
  staff: 'admin',
  /** A second master, so a correction above the threshold can be approved by someone else (four eyes). */
  secondStaff: 'admin2',
  /** The demo site's bank webhook secret (docs/domains/cash.md#the-bank-webhook); make a new one in production. */
  bankHookSecret: 'demo-bank-secret',
  partners: ['ptn01', 'ptn02', 'ptn03', 'ptn04', 'ptn05'],
  members: ['member01', 'member02', 'member03'],
  waiting: 'member04',
} as const;

/** Work that other modules add to the demo seed (balances, boards, rounds), run in order. */
export type SeedStep = (db: Kysely<DB>, config: Config, ids: DemoIds) => Promise<void>;
interface DemoIds {
  siteId: string;
  staffId: number;
  partners: number[];
  members: number[];
  waiting: number;
}

/** Seeds the demo site once; a database that already has it is left alone. */
export async function seedDemo(db: Kysely<DB>, config: Config, steps: readonly SeedStep[] = []): Promise<boolean> {
  if (await db.selectFrom('sites').select('id').where('id', '=', DEMO.siteId).executeTakeFirst()) return false;
  // One hash for every demo account: demo data, and it keeps a test database quick to seed.
  const passwordHash = await hashSecret(config, DEMO.password);
  const withdrawHash = await hashSecret(config, DEMO.withdrawPassword);
  const ids = await db.transaction().execute(async (trx) => {
    await insertSite(trx, {
      id: DEMO.siteId,
      name: 'WINNER',
      siteKey: DEMO.siteKey,
      domain: 'localhost',
      options: {
        sns1: 'telegram',
        sns1Link: 'https://t.me/winner_cs',
        sns1Id: '@winner_cs',
        sns2: 'kakao',
        sns2Link: 'https://open.kakao.com/o/winner',
        sns2Id: 'winner',
        bankName: '국민은행',
        bankAccountNo: '123-456-789012',
        bankAccountHolder: '(주)위너',
      },
    });
    const staff = await trx
      .insertInto('staff')
      .values({
        site_id: DEMO.siteId,
        staff_id: DEMO.staff,
        name: '관리자',
        password_hash: passwordHash,
        role: StaffRole.Master,
        totp_secret: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('staff')
      .values({
        site_id: DEMO.siteId,
        staff_id: DEMO.secondStaff,
        name: '관리자2',
        password_hash: passwordHash,
        role: StaffRole.Master,
        totp_secret: null,
      })
      .execute();
    await trx.insertInto('bank_hook_secrets').values({ site_id: DEMO.siteId, secret: DEMO.bankHookSecret }).execute();

    const member = (
      memId: string,
      nick: string,
      n: number,
      extra: Partial<{ tier: string; status: string; recommend_yn: string }>,
    ) => ({
      site_id: DEMO.siteId,
      mem_id: memId,
      mem_nick: nick,
      name: `홍길동${n}`,
      phone: `010-1000-${String(1000 + n)}`,
      bank_name: '국민은행',
      account_no: `1000200030${String(n).padStart(2, '0')}`,
      account_holder: `홍길동${n}`,
      password_hash: passwordHash,
      withdraw_password_hash: withdrawHash,
      status: MemberStatus.Normal,
      parent_id: null as number | null,
      ...extra,
    });

    const partners: number[] = [];
    let parentPath = '/';
    let parentId: number | null = null;
    for (const [i, memId] of DEMO.partners.entries()) {
      const row = member(memId, `파트너${i + 1}`, i + 1, { tier: `PTN_${i + 1}`, recommend_yn: 'Y' });
      const { id } = await trx
        .insertInto('members')
        .values({ ...row, parent_id: parentId })
        .returning('id')
        .executeTakeFirstOrThrow();
      parentPath = `${parentPath}${id}/`;
      await trx.updateTable('members').set({ path: parentPath }).where('id', '=', id).execute();
      partners.push(id);
      parentId = id;
      // Each tier below keeps a little less than its parent (§5: never above the parent's rate).
      await trx
        .insertInto('member_rates')
        .values(
          ['casino', 'slot', 'minigame', 'sports'].map((game_group) => ({
            member_id: id,
            game_group,
            rolling_bp: 150 - i * 20,
            losing_bp: 3000 - i * 400,
          })),
        )
        .execute();
    }
    const add = async (memId: string, n: number, status: string) => {
      const row = member(memId, `회원${n}`, 10 + n, { tier: Tier.Normal, status });
      const { id } = await trx
        .insertInto('members')
        .values({ ...row, parent_id: parentId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('members')
        .set({ path: `${parentPath}${id}/` })
        .where('id', '=', id)
        .execute();
      return id;
    };
    const members: number[] = [];
    for (const [i, memId] of DEMO.members.entries()) members.push(await add(memId, i + 1, MemberStatus.Normal));
    const waiting = await add(DEMO.waiting, 4, MemberStatus.Waiting);
    return { siteId: DEMO.siteId, staffId: staff.id, partners, members, waiting };
  });
  await seedCatalogue(db, DEMO.siteId);
  for (const step of steps) await step(db, config, ids);
  return true;
}
