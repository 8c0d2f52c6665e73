import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { lazyView } from '../../common/lazyView';

const InquiryList = lazyView(() => import('./InquiryResource'), 'InquiryList');
const InquiryShow = lazyView(() => import('./InquiryResource'), 'InquiryShow');

export default { list: InquiryList, show: InquiryShow, icon: QuestionAnswerIcon };
