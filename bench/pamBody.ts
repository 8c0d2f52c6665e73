/** A PAM addTransaction body as Valkyrie's Evolution module sends it (one round of a demo table). */
export const pamTx = (
  provider: string,
  type: string,
  id: string,
  round: string,
  amount: number,
  gameId = 'demo-baccarat',
) => ({
  currency: 'KRW',
  provider,
  transactionType: type,
  cashAmount: amount,
  bonusAmount: 0,
  promoAmount: 0,
  transactionDateTime: new Date().toISOString(),
  providerTransactionId: id,
  providerBetRef: `${round}-ref`,
  providerGameId: gameId,
  providerRoundId: round,
});
