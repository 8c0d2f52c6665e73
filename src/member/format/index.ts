export { formatMoney, formatDate, currentLanguage } from './format';
