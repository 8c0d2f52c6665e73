-- The main page's slot "jackpot" was a display figure that no money funded and no win paid
-- (docs/domains/content.md#the-main-page): its two site options go with it.
update sites set options = options - 'jackpotSeed' - 'jackpotContributionBp'
where options ? 'jackpotSeed' or options ? 'jackpotContributionBp';
