import { VENDOR_GRID_MULTIPLE } from '../../../shared/constants';

/** §2/§9: vendor grids are padded with empty cells to a multiple of 4. */
export function padToMultiple<T>(items: readonly T[], multiple: number = VENDOR_GRID_MULTIPLE): (T | null)[] {
  const padding = (multiple - (items.length % multiple)) % multiple;
  return [...items, ...Array<null>(padding).fill(null)];
}
