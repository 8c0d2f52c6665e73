import { z } from 'zod';
import type { GameGroup } from '../constants';

/**
 * What a slip's product group may be: the catalogue's group codes (§3 product entry). Partner
 * rates exist for the four game groups of §3 (casino, slot, mini, sports); the other products
 * are counted under the group §3 places them in: e-sports (101) and virtual games (kiron, 102)
 * take casino vendor ids (casino 101-120), and fishing is sold by the slot providers (KPlay).
 */
export const PRODUCT_GROUPS = ['casino', 'slot', 'sports', 'minigame', 'virtual', 'esport', 'fishing'] as const;
export type ProductGroup = (typeof PRODUCT_GROUPS)[number];
export const ProductGroupSchema = z.enum(PRODUCT_GROUPS);

export const RATE_GROUP_OF: Record<ProductGroup, GameGroup> = {
  casino: 'casino',
  slot: 'slot',
  sports: 'sports',
  minigame: 'minigame',
  virtual: 'casino',
  esport: 'casino',
  fishing: 'slot',
};

export const isProductGroup = (v: string): v is ProductGroup => (PRODUCT_GROUPS as readonly string[]).includes(v);
