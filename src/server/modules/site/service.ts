import type { Kysely } from 'kysely';
import type { BankEntry } from '../../../shared/api/site';
import type { DB } from '../../db/schema';
import { commonCodes } from '../common/service';

/** The code group of the banks a member may name (§3 bank name). */
const BANK_GROUP = 'BANK';

export const bankList = async (db: Kysely<DB>): Promise<BankEntry[]> => (await commonCodes(db, BANK_GROUP)).map(({ code, codeName }) => ({ code, codeName }));
