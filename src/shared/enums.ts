/** Enumerations shared by server and fronts: `as const` objects with a derived union. */
export const MemberStatus = {
  Normal: 'normal',
  Waiting: 'wait',
  Stop: 'stop',
  Black: 'black',
  Deleted: 'deleted',
} as const;
export type MemberStatus = (typeof MemberStatus)[keyof typeof MemberStatus];

/** §3 partner tiers; NORMAL is a general member. */
export const Tier = {
  HeadOffice: 'PTN_1',
  MajorOffice: 'PTN_2',
  SubOffice: 'PTN_3',
  Distributor: 'PTN_4',
  Shop: 'PTN_5',
  Normal: 'NORMAL',
} as const;
export type Tier = (typeof Tier)[keyof typeof Tier];
export const PARTNER_TIERS = [Tier.HeadOffice, Tier.MajorOffice, Tier.SubOffice, Tier.Distributor, Tier.Shop] as const;
export const tierDepth = (tier: Tier): number => (tier === Tier.Normal ? 6 : Number(tier.slice(4)));

export const StaffRole = {
  Master: 'master',
  DepositManager: 'deposit',
  WithdrawalManager: 'withdrawal',
  PointManager: 'point',
} as const;
export type StaffRole = (typeof StaffRole)[keyof typeof StaffRole];

export const YN = { Y: 'Y', N: 'N' } as const;
export type YN = (typeof YN)[keyof typeof YN];
