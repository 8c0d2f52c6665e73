import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { InquiryList, InquiryShow } from './InquiryResource';

export default { list: InquiryList, show: InquiryShow, icon: QuestionAnswerIcon };
