/** §6: the gate password is asked once per browser session (a new tab session asks again). */
const KEY = 'office.gatePassed';

export const gatePassed = (): boolean => sessionStorage.getItem(KEY) === 'Y';
export const markGatePassed = () => sessionStorage.setItem(KEY, 'Y');
export const clearGatePassed = () => sessionStorage.removeItem(KEY);
