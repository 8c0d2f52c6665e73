import { QNA_BOARD_TYPE } from '../../../shared/api/board';

export { InquiryStatus, type InquiryDetail, type InquiryListItem } from '../../../shared/api/inquiry';

/** The inquiry calls ride on the board paths: /api/board/qna/list|datail|save (§7). */
export const QNA_BOARD_TYPE_PATH = `/api/board/${QNA_BOARD_TYPE}`;
