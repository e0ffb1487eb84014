export type Explorer = "solscan" | "solana-explorer";
/** A token mint, by its address, or a transaction, by its signature. */
export type ExplorerEntity = "token" | "tx";

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
// Base58 lengths of a 32-byte mint address and a 64-byte signature.
const LENGTHS = {
  token: { min: 32, max: 44 },
  tx: { min: 64, max: 88 },
} satisfies Record<ExplorerEntity, { min: number; max: number }>;

const pages = {
  solscan: { token: "https://solscan.io/token/", tx: "https://solscan.io/tx/" },
  "solana-explorer": {
    token: "https://explorer.solana.com/address/",
    tx: "https://explorer.solana.com/tx/",
  },
} satisfies Record<Explorer, Record<ExplorerEntity, `https://${string}/`>>;

/**
 * The explorer page of a token mint or a transaction, or null while the id is a placeholder (null,
 * empty) or is not shaped like one: a link to a wrong page would be worse than none.
 */
export function explorerUrl(
  explorer: Explorer,
  entity: ExplorerEntity,
  id: string | null,
): `https://${string}` | null {
  if (!id) return null;
  const { min, max } = LENGTHS[entity];
  if (id.length < min || id.length > max || !BASE58.test(id)) return null;
  return `${pages[explorer][entity]}${id}`;
}
