import ShieldIcon from '@mui/icons-material/Shield';
import { InsuranceSettingsEdit } from './InsuranceSettingsEdit';
import { InsuranceSettingsList } from './InsuranceSettingsList';

export default { list: InsuranceSettingsList, edit: InsuranceSettingsEdit, icon: ShieldIcon, recordRepresentation: 'memId' };
