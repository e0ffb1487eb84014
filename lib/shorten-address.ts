const SHOWN_CHARS = 6;

/** "5tnmP8…m8NikUd" style: the first and last six characters around an ellipsis. */
export function shortenAddress(address: string): string {
  if (address.length <= SHOWN_CHARS * 2 + 1) return address;
  return `${address.slice(0, SHOWN_CHARS)}…${address.slice(-SHOWN_CHARS)}`;
}
