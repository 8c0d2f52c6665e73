/**
 * §5 point conversion checks made before asking the server (which alone checks the minimum, P003,
 * and the unit, P002): the i18n key of the message, or null when the amount may be sent.
 */
export function pointAmountError(
  amount: number | null,
  held: number,
): 'front.point.check' | 'front.point.enoughChangePoint' | null {
  if (!amount) return 'front.point.check';
  if (amount > held) return 'front.point.enoughChangePoint';
  return null;
}
