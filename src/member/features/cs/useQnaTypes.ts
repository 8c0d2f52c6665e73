import { QNA_TYPE_GROUP } from '../../../shared/api/inquiry';
import { inquiryTypeName } from '../../../shared/labels/inquiries';
import { useLabels } from '../../labels';
import { useSiteData } from '../../site';

/** §3 inquiry types: common codes QNA_TYPE when the site has them, else the spec's own pair. */
const FALLBACK = ['bankaccount', 'etc'];

export function useQnaTypes(): { types: string[]; label(code: string): string } {
  const { t } = useLabels();
  const { codes } = useSiteData();
  const own = codes.filter((code) => code.groupCode === QNA_TYPE_GROUP).sort((a, b) => (a.ord ?? 0) - (b.ord ?? 0));
  const names = new Map(own.map((code) => [code.code, code.codeName]));
  return {
    types: own.length > 0 ? own.map((code) => code.code) : FALLBACK,
    label: (code) => inquiryTypeName(t, code, names.get(code)),
  };
}
