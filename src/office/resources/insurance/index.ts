import ShieldIcon from '@mui/icons-material/Shield';
import { lazyView } from '../../common/lazyView';

const InsuranceSettingsEdit = lazyView(() => import('./InsuranceSettingsEdit'), 'InsuranceSettingsEdit');
const InsuranceSettingsList = lazyView(() => import('./InsuranceSettingsList'), 'InsuranceSettingsList');

export default {
  list: InsuranceSettingsList,
  edit: InsuranceSettingsEdit,
  icon: ShieldIcon,
  recordRepresentation: 'memId',
};
