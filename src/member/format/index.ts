export { formatMoney, formatDate, formatOdds, currentLanguage } from './format';
