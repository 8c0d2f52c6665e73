import { OfficeArea, officeList } from '../api/office';
import { LoginEventList, LoginEventRecord, OnlineList, OnlineRecord } from '../api/office/access';
import { endpoint, partner, staff } from './endpoint';

const members = staff(OfficeArea.Members);

/** §2 partner tabs "access info" and "online members": the caller's subtree only. */
export const partnerLogins = {
  list: endpoint({
    path: '/api/partner/logins/list',
    body: LoginEventList,
    response: officeList(LoginEventRecord),
    access: partner,
    summary: 'Sign-in tries of my subtree (time, IP, device, result), refused ones included',
  }),
};
export const partnerOnline = {
  list: endpoint({
    path: '/api/partner/online/list',
    body: OnlineList,
    response: officeList(OnlineRecord),
    access: partner,
    summary: 'Members of my subtree with a live session now',
  }),
};

/** The same for staff, over the whole site (the member detail's logins tab). */
export const adminLogins = {
  list: endpoint({
    path: '/api/admin/logins/list',
    body: LoginEventList,
    response: officeList(LoginEventRecord),
    access: members,
    summary: 'Sign-in tries of the site, refused ones and unknown ids included',
  }),
};
export const adminOnline = {
  list: endpoint({
    path: '/api/admin/online/list',
    body: OnlineList,
    response: officeList(OnlineRecord),
    access: members,
    summary: 'Members and partners with a live session now',
  }),
};
