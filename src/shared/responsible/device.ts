/** The header carrying the id a browser keeps for itself; the integrity job links accounts by it. */
export const DEVICE_HEADER = 'x-device-id';
/** What the server keeps of it: letters, digits and '-', up to 64 characters (a UUID fits). */
export const DEVICE_ID = /^[A-Za-z0-9-]{8,64}$/;
