import ApartmentIcon from '@mui/icons-material/Apartment';
import { CompanyCreate } from './CompanyCreate';
import { CompanyEdit } from './CompanyEdit';
import { CompanyList } from './CompanyList';

export default { list: CompanyList, create: CompanyCreate, edit: CompanyEdit, icon: ApartmentIcon, recordRepresentation: 'name' };
