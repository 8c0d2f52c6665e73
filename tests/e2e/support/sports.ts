import type { Page } from '@playwright/test';
import { expect } from './journey';
import type { SportsFixture } from '../../../src/shared/api/sports';
import { closePopups } from './member';

/** The odds a leg needs to count towards the folder bonus (site option sportsBonusMinLegOdds). */
const BONUS_MIN_ODDS = 130;
/** Three legs at most this price stay far inside the total-odds limit (RATE_LIMIT_MAX 1000.00). */
const EVEN_MAX_ODDS = 500;

export interface Leg {
  fixture: SportsFixture;
  type: string;
  pick: 'home' | 'away';
}

/**
 * Three fixtures of the board that kick off well after the test, each with an open winner market
 * with a side whose price counts for the bonus; the earliest ones, so they are on the first page.
 */
export function chooseLegs(fixtures: SportsFixture[]): Leg[] {
  const later = Date.now() + 30 * 60_000;
  const legs: Leg[] = [];
  for (const fixture of [...fixtures].sort((a, b) => a.startsAt.localeCompare(b.startsAt)).slice(0, 20)) {
    if (fixture.state !== 'open' || Date.parse(fixture.startsAt) < later) continue;
    const market = fixture.markets.find((m) => m.kind === 'winloose' && m.state === 'open');
    // The shortest price that still counts for the bonus, on an even match (a price up to 5.00): a
    // mismatch's only counting side is the outsider, and three of those pass the total-odds limit.
    const pick = market?.odds
      .filter((o) => (o.pick === 'home' || o.pick === 'away') && o.odds >= BONUS_MIN_ODDS && o.odds <= EVEN_MAX_ODDS)
      .sort((a, b) => a.odds - b.odds)[0];
    if (market && pick) legs.push({ fixture, type: market.type, pick: pick.pick as Leg['pick'] });
    if (legs.length === 3) break;
  }
  if (legs.length < 3) throw new Error('the demo feed offers fewer than three fixtures to bet on');
  return legs;
}

/**
 * §2: the sports modal (the side menu's opener on a desktop, a main page card on a phone) lists the
 * sports vendors; the house's opens its board, where the member picks each leg. Returns the slip,
 * opened from its bar on a phone.
 */
export async function pickLegs(page: Page, isMobile: boolean, legs: Leg[]) {
  await closePopups(page);
  await page.getByRole('button', { name: '스포츠', exact: true }).first().click();
  await page.getByRole('dialog').getByTestId('vendor-house').click();
  await expect(page).toHaveURL(/\/member\/sportsViewer\?vendor=300&gameCode=house$/);
  await expect(page.getByTestId('fixture').first()).toBeVisible({ timeout: 20_000 });

  for (const leg of legs)
    await page.locator(`[data-fixture="${leg.fixture.fixtureId}"]`).getByTestId(`pick-${leg.type}-${leg.pick}`).click();
  if (isMobile) {
    await expect(page.getByTestId('slip-bar')).toContainText(String(legs.length));
    await page.getByTestId('slip-bar').click();
  }
  return page.getByTestId('sports-slip');
}
