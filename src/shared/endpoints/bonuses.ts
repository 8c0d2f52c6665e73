import { BonusForfeited, BonusForfeitRequest, BonusOffers, MyBonusList, MyBonusQuery } from '../api/bonuses';
import { endpoint, member, NoBody } from './endpoint';

/** The member's bonuses (docs/domains/bonuses.md): the deposit form's offers, "My bonuses", forfeit. */
export const bonus = {
  offers: endpoint({
    path: '/api/bonus/offers',
    body: NoBody,
    response: BonusOffers,
    access: member,
    closedBy: ['deposit'],
    summary: 'The deposit bonuses the member may choose now, with rate, cap and rollover',
  }),
  list: endpoint({
    path: '/api/bonus/list',
    body: MyBonusQuery,
    response: MyBonusList,
    access: member,
    summary: "The member's bonuses and their wagering, newest first",
  }),
  forfeit: endpoint({
    path: '/api/bonus/forfeit',
    body: BonusForfeitRequest,
    response: BonusForfeited,
    access: member,
    idempotent: true,
    summary: 'Give up an active bonus: its unplayed part is taken back (never more than the balance)',
  }),
};
