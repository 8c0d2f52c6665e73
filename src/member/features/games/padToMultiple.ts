import { VENDOR_GRID_MULTIPLE } from '../../../shared/constants';

/** §9: vendor grids are padded with empty cells to a multiple of 4. */
export function padToMultiple<T>(items: T[], multiple: number = VENDOR_GRID_MULTIPLE): (T | null)[] {
  const missing = (multiple - (items.length % multiple)) % multiple;
  return [...items, ...Array<null>(missing).fill(null)];
}
