export { SiteDataProvider, useSiteData, emptySiteData, type SiteData } from './SiteDataContext';
export { type Product, type Banner, type BoardTitle, type CashRow, type SiteCheck } from './siteTypes';
export { vendorStatus, type VendorStatus } from './vendorStatus';
