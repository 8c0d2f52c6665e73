import { describe, expect, it } from 'vitest';
import { betDelayS, decideAcceptance, type AcceptMode, type PendingLeg } from './acceptance';

const leg = (odds: number, currentOdds: number | null, over: Partial<PendingLeg> = {}): PendingLeg => ({
  odds,
  currentOdds,
  marketState: 'open',
  fixtureState: 'live',
  betStopped: false,
  stoppedSincePlaced: false,
  ...over,
});

describe('acceptance of a slip whose bet delay is over', () => {
  it.each<[string, AcceptMode, PendingLeg[], ReturnType<typeof decideAcceptance>]>([
    ['none, odds unchanged', 'none', [leg(200, 200), leg(150, 150)], { accepted: true, odds: [200, 150] }],
    ['none, one leg rose', 'none', [leg(200, 210), leg(150, 150)], { accepted: false, reason: 'oddsChanged' }],
    ['none, one leg fell', 'none', [leg(200, 190)], { accepted: false, reason: 'oddsChanged' }],
    [
      'higher, one leg rose: at the new odds',
      'higher',
      [leg(200, 230), leg(150, 150)],
      { accepted: true, odds: [230, 150] },
    ],
    [
      'higher, one rose and one fell',
      'higher',
      [leg(200, 230), leg(150, 140)],
      { accepted: false, reason: 'oddsChanged' },
    ],
    ['any, odds fell: at the new odds', 'any', [leg(200, 160)], { accepted: true, odds: [160] }],
    [
      'a pre-match leg open before kick-off',
      'none',
      [leg(200, 200, { fixtureState: 'open' })],
      { accepted: true, odds: [200] },
    ],
  ])('%s', (_, mode, legs, decision) => {
    expect(decideAcceptance(mode, legs)).toEqual(decision);
  });

  it.each<[string, PendingLeg]>([
    ['a bet stop in force', leg(200, 200, { betStopped: true })],
    ['a suspension during the delay, open again now', leg(200, 200, { stoppedSincePlaced: true })],
    ['the market suspended now', leg(200, 200, { marketState: 'suspended' })],
    ['the fixture suspended before kick-off', leg(200, 200, { fixtureState: 'suspended' })],
  ])('refuses %s as a bet stop, whatever the mode', (_, l) => {
    for (const mode of ['none', 'higher', 'any'] as const)
      expect(decideAcceptance(mode, [leg(150, 150), l])).toEqual({ accepted: false, reason: 'betStop' });
  });

  it.each<[string, PendingLeg]>([
    ['the market closed', leg(200, 200, { marketState: 'closed' })],
    ['the market settled', leg(200, 200, { marketState: 'settled', betStopped: true })],
    ['the fixture ended', leg(200, 200, { fixtureState: 'resulted' })],
    ['the pick without odds', leg(200, null)],
  ])('refuses %s as closed, before a bet stop', (_, l) => {
    expect(decideAcceptance('any', [l, leg(150, 150, { betStopped: true })])).toEqual({
      accepted: false,
      reason: 'marketClosed',
    });
  });
});

describe('the bet delay', () => {
  const options = {
    sportsLiveDelayS: 5,
    sportsLiveDelays: [
      { sport: 'soccer' as const, seconds: 8 },
      { sport: 'tennis' as const, seconds: 3 },
    ],
  };
  it('is the sport’s own, else the site’s default, the longest of the live legs', () => {
    expect(betDelayS(['tennis'], options, null)).toBe(3);
    expect(betDelayS(['basketball'], options, null)).toBe(5);
    expect(betDelayS(['tennis', 'soccer', 'basketball'], options, null)).toBe(8);
  });
  it('is the member’s risk profile’s when it has one, shorter or longer', () => {
    expect(betDelayS(['soccer'], options, 20)).toBe(20);
    expect(betDelayS(['soccer'], options, 0)).toBe(0);
  });
});
