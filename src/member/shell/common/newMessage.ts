/** §2: the banner shows while messages are unread, except on a message route (name with message/msg). */
export const showsNewMessageBanner = (unread: number, pathname: string): boolean =>
  unread > 0 && !/message|msg/i.test(pathname);
