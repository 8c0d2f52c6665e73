export { SiteDataProvider, useSiteData, loadSiteData, emptySiteData, type SiteData } from './SiteDataContext';
export { type Product, type Banner, type CommonCode, type MainInfo, type BoardTitle, type CashRow, type SiteCheck } from './siteTypes';
export { vendorStatus, type VendorStatus } from './vendorStatus';
