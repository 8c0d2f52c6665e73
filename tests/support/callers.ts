import type { TestApp } from './testApp';

export type Caller = 'guest' | 'member' | 'partner' | 'staff';

/** One token per kind of caller of the demo site (a guest has none), for tests that try them all. */
export async function tokensOfEveryCaller(t: TestApp): Promise<Record<Caller, string | undefined>> {
  return {
    guest: undefined,
    member: await t.login('member02'),
    partner: await t.loginOffice('ptn03'),
    staff: await t.loginStaff(),
  };
}
