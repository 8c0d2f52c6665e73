import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { SiteOptionsSchema, type SiteOptions } from '../../../shared/api/site';
import { DEFAULT_ROLE_PAIRS } from '../../../shared/api/office/areas';

/** The ten member levels a site starts with: each level bets and wins more and earns more points. */
const startingLevels = (siteId: string) =>
  Array.from({ length: 10 }, (_, i) => ({
    site_id: siteId,
    level: i + 1,
    name: `LV${i + 1}`,
    bet_min: 1_000,
    bet_max: 1_000_000 * (i + 1),
    win_max: 10_000_000 * (i + 1),
    point_bp: 50 + i * 10,
    point_bonus_bp: i * 5,
    // Comp starts at the deposit point percent on every game group (docs/domains/points.md#comp).
    comp_casino_bp: 50 + i * 10,
    comp_slot_bp: 50 + i * 10,
    comp_sports_bp: 50 + i * 10,
    comp_minigame_bp: 50 + i * 10,
  }));

/**
 * A new site with what every site needs before its first member: its row with the options'
 * defaults (plus the given ones), its levels, its level program and the default staff roles. Used by the demo seed and by the master's
 * company registration, so a registered company opens like the demo site does.
 */
export async function insertSite(
  db: Kysely<DB> | Transaction<DB>,
  site: { id: string; name: string; siteKey: string; domain: string; options?: Partial<SiteOptions> },
): Promise<void> {
  const options = SiteOptionsSchema.parse(site.options ?? {});
  await db
    .insertInto('sites')
    .values({
      id: site.id,
      name: site.name,
      site_key: site.siteKey,
      domain: site.domain,
      options: JSON.stringify(options),
    })
    .execute();
  await db.insertInto('levels').values(startingLevels(site.id)).execute();
  // its automatic level program, off until staff write its rules (docs/domains/member-levels.md)
  await db.insertInto('level_programs').values({ site_id: site.id }).execute();
  // the default staff roles: rows that name them, their pairs in code (docs/domains/staff.md#roles)
  await db
    .insertInto('staff_roles')
    .values(Object.keys(DEFAULT_ROLE_PAIRS).map((key) => ({ site_id: site.id, key, name: key, pairs: null })))
    .execute();
}
