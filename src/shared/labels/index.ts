/**
 * Words for what the API sends as codes: game names, minigame markets, picks and rounds, ledger
 * kinds and memos, states, rates, money and site time. Shared by the office screens, the member
 * front and the server's CSV exports; every text lives in the six locale catalogues.
 */
export * from './translate';
export * from './minigame';
export * from './games';
export * from './sports';
export * from './vendorBets';
export * from './ledger';
export * from './points';
export * from './inquiries';
export * from './statuses';
export * from './numbers';
export * from './audit';
