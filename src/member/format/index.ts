export { formatMoney, formatDate, formatDay, formatOdds, formatPercent, currentLanguage } from './format';
