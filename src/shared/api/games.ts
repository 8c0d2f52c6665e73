import { z } from 'zod';
import { listBody, updateBody } from './office/common';

/**
 * Vendor games: the catalogue, launches and the game wallet, as §7 names them.
 * A vendor is `(groupCode, procId)` (§3 reuses ids across groups: casino 101 beside e-sports 101);
 * `vendorKey` in a request is the procId. A vendor's maintenance is a §3 site check of type `game`
 * whose gameCode is `vendorCheckCode(group, procId)` (or just the group for all its vendors).
 */

/** How the site reaches a vendor: none yet ("in preparation"), Valkyrie (seamless), or a transfer wallet. */
export const ADAPTER_KINDS = ['none', 'valkyrie', 'transfer'] as const;
export const AdapterKind = z.enum(ADAPTER_KINDS);
export type AdapterKind = z.infer<typeof AdapterKind>;

/**
 * Adapter settings per site. `baseUrl` is the Valkyrie (or transfer vendor) address; 'internal'
 * means this server's built-in demo provider at /vendor/demo. `provider` is the name Valkyrie
 * knows the provider by (evolution, redtiger, demo, demo-transfer).
 */
export const AdapterSettings = z.object({
  baseUrl: z.string().trim().max(300).default(''),
  /** The provider's name in the wallet calls (Valkyrie's own: `Evolution`, `Red Tiger`; the demo's `demo`). */
  provider: z.string().trim().max(40).default(''),
  /** Valkyrie's `base_path` of the provider (`evolution` of `/evolution/gamelaunch`); empty: the provider name. */
  launchPath: z.string().trim().max(60).optional(),
  /** Operator API key sent as bearer to the vendor; empty: the server's configured key. */
  apiKey: z.string().max(200).optional(),
  /** Extra `launchConfig` passed to Valkyrie's gamelaunch as is. */
  launchConfig: z.record(z.string(), z.unknown()).optional(),
});
export type AdapterSettings = z.infer<typeof AdapterSettings>;

/** The site-check gameCode that closes one vendor. */
export const vendorCheckCode = (group: string, procId: number): string => `${group}:${procId}`;

const VendorKey = z.coerce.number().int().min(0).max(1_000_000);
const IsMobile = z.union([z.literal(0), z.literal(1), z.enum(['0', '1'])]).optional();
const Lang = z.string().max(5).optional();
const GameKey = z.string().trim().max(60).optional();

/** /api/game/gamelist (§7): the games of one vendor. `gameType` is the vendor's group (default slot). */
export const GameListRequest = z.object({ vendorKey: VendorKey.optional(), gameType: z.string().max(20).optional() });

/** §3 slot game entry, with the game's type (slot, table, live…). */
/** A game's name in the site's languages besides Korean and English (cn, jp, th, vn), where the vendor gives one. */
export const GameNames = z.record(z.string(), z.string());
export type GameNames = z.infer<typeof GameNames>;

export const GameEntry = z.object({
  code: z.string(),
  name_KOR: z.string(),
  name_ENG: z.string(),
  /** Beside §7's two names: the other languages' (docs/domains/vendors.md#the-catalogue). */
  names: GameNames.optional(),
  thumbnail: z.string(),
  type: z.string(),
});
export type GameEntry = z.infer<typeof GameEntry>;

/**
 * §3: the Korean game name when the language is ko; another language's own name when the vendor
 * gives one, else the English one (the other when one is empty).
 */
export const gameName = (game: { name_KOR: string; name_ENG: string; names?: GameNames }, language: string): string =>
  language === 'ko'
    ? game.name_KOR || game.name_ENG
    : (language !== 'en' && game.names?.[language]) || game.name_ENG || game.name_KOR;

export const GameListResponse = z.object({
  vendorKey: z.number().int(),
  gameType: z.string(),
  gameList: z.array(GameEntry),
});

/** §7 casino launch: gameGroup, vendorKey, isMobile, gameKey (a table; empty opens the lobby), lang. */
export const CasinoLaunchRequest = z.object({
  gameGroup: z.string().max(20).optional(),
  vendorKey: VendorKey.optional(),
  isMobile: IsMobile,
  gameKey: GameKey,
  lang: Lang,
});
/** §7 slot launch: vendorKey, gameKey, isMobile, lang. */
export const SlotLaunchRequest = z.object({
  vendorKey: VendorKey.optional(),
  gameKey: GameKey,
  isMobile: IsMobile,
  lang: Lang,
});
/** §7 sports launch (crownSports): gameGroup, vendorKey, isMobile, gameKey, lang on mobile. */
/** @alias A sports vendor launches as a casino vendor does. */
export const SportsLaunchRequest = CasinoLaunchRequest;
/** §7 generic launch: vendorKey, gameType (the group), gameKey. */
export const GenericLaunchRequest = z.object({
  vendorKey: VendorKey.optional(),
  gameType: z.string().max(20).optional(),
  gameKey: GameKey,
  isMobile: IsMobile,
  lang: Lang,
});

/** A launch answer: the address to open in the pre-opened window (§4); the generic launch also says it as `gameurl`. */
export const LaunchAnswer = z.object({ gameUrl: z.string() });
export const GenericLaunchAnswer = LaunchAnswer.extend({ gameurl: z.string() });

/**
 * §4 10-second check while the window is open: keeps the member's game session alive. `open`
 * false when the session was ended (flag switched off, vendor maintenance): the front closes it.
 */
export const KeepAliveAnswer = z.object({ open: z.boolean() });

/** /api/cash/outGameMoney: bring the money held in a transfer-wallet game back (C010 without a category). */
export const OutGameMoneyRequest = z.object({
  gameCategory: z.string().max(20).optional(),
  vendorKey: VendorKey.optional(),
});
export const OutGameMoneyAnswer = z.object({ moved: z.number().int(), cashAmt: z.number().int() });

/**
 * /api/cash/gameMoney: the money transfer-wallet vendors hold for the member now, vendor by vendor
 * (only those holding some), as the header shows it until it is back
 * (docs/domains/vendors.md#money-left-at-a-vendor).
 */
export const HeldGameMoney = z.object({
  vendors: z.array(
    z.object({
      groupCode: z.string(),
      procId: z.number().int(),
      name: z.string(),
      amount: z.number().int(),
    }),
  ),
  total: z.number().int(),
});
export type HeldGameMoney = z.infer<typeof HeldGameMoney>;

// ---- office ----

/** One vendor of the catalogue with this site's settings. `id` is `<group>:<procId>`. */
export const VendorRecord = z.object({
  id: z.string(),
  groupCode: z.string(),
  procId: z.number().int(),
  name: z.string(),
  lobbySymbol: z.string(),
  image: z.string(),
  ord: z.number().int(),
  enabled: z.boolean(),
  adapterKind: AdapterKind,
  settings: AdapterSettings,
  /** A site check of type game closes it now. */
  maintenance: z.boolean(),
  games: z.number().int(),
});
export type VendorRecord = z.infer<typeof VendorRecord>;

export const VendorFilter = z.object({
  groupCode: z.string().max(20).optional(),
  enabled: z.boolean().optional(),
  q: z.string().trim().max(40).optional(),
});
export const VendorList = listBody(VendorFilter);
export const VendorUpdate = z.object({
  name: z.string().trim().min(1).max(60).optional(),
  image: z.string().max(500).optional(),
  ord: z.number().int().min(0).max(10_000).optional(),
  enabled: z.boolean().optional(),
  adapterKind: AdapterKind.optional(),
  settings: AdapterSettings.optional(),
});
export const VendorUpdateRequest = updateBody(VendorUpdate);
/** Switch a vendor's maintenance: on ends every open game session of the vendor (TK999 at the next poll). */
export const VendorMaintenanceRequest = z.object({
  id: z.string().max(40),
  on: z.boolean(),
  endAt: z.string().datetime({ offset: true }).nullable().optional(),
});
export const VendorSyncAnswer = z.object({
  id: z.string(),
  added: z.number().int(),
  updated: z.number().int(),
  total: z.number().int(),
});

/** One game of a vendor. `id` is `<group>:<procId>:<code>`. */
export const GameRecord = z.object({
  id: z.string(),
  groupCode: z.string(),
  procId: z.number().int(),
  code: z.string(),
  nameKor: z.string(),
  nameEng: z.string(),
  thumbnail: z.string(),
  type: z.string(),
  ord: z.number().int(),
  enabled: z.boolean(),
  /** Stated return in basis points (9612 = 96.12%), when the vendor says it. */
  rtpBp: z.number().int().nullable(),
});
export type GameRecord = z.infer<typeof GameRecord>;
export const GameFilter = z.object({
  vendorId: z.string().max(40).optional(),
  enabled: z.boolean().optional(),
  q: z.string().trim().max(40).optional(),
});
export const GameList = listBody(GameFilter);
export const GameUpdate = z.object({
  nameKor: z.string().trim().min(1).max(100).optional(),
  nameEng: z.string().trim().min(1).max(100).optional(),
  thumbnail: z.string().max(500).optional(),
  ord: z.number().int().min(0).max(100_000).optional(),
  enabled: z.boolean().optional(),
});
export const GameUpdateRequest = updateBody(GameUpdate);

/** Transfer-wallet reconciliation: the vendor's balance against the ledger's, per member. */
export const ReconcileRecord = z.object({
  id: z.number().int(),
  vendorId: z.string(),
  memId: z.string(),
  ledgerBalance: z.number().int(),
  vendorBalance: z.number().int().nullable(),
  difference: z.number().int(),
  checkedAt: z.string(),
});
export type ReconcileRecord = z.infer<typeof ReconcileRecord>;
export const ReconcileList = listBody(z.object({ vendorId: z.string().max(40).optional() }));
