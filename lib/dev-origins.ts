import type { NetworkInterfaceInfo } from "node:os";

/**
 * The hosts a browser may name when it opens this machine's `next dev`: every address of its
 * network interfaces, as a page's origin writes it (an IPv6 one between brackets). `next dev`
 * prints the network address for a phone on the same network to open, yet answers its
 * live-reload socket only to `localhost` unless told otherwise. A page under one of these hosts
 * is served by this machine, so allowing them lets in no other site.
 */
export function devOrigins(
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
): string[] {
  const addresses = Object.values(interfaces).flatMap((infos) =>
    (infos ?? []).map(({ address, family }) =>
      family === "IPv6" ? `[${address}]` : address,
    ),
  );
  return [...new Set(addresses)];
}
