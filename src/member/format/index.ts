export { formatMoney, formatDate, formatDay, formatOdds, currentLanguage } from './format';
