export { MyBonusesPage } from './MyBonusesPage';
