import type { NetworkInterfaceInfo } from "node:os";

import { devOrigins } from "@/lib/dev-origins";

const ipv4 = (address: string, internal = false): NetworkInterfaceInfo => ({
  address,
  netmask: "255.255.255.0",
  family: "IPv4",
  mac: "02:00:00:00:00:01",
  internal,
  cidr: `${address}/24`,
});

const ipv6 = (address: string, internal = false): NetworkInterfaceInfo => ({
  address,
  netmask: "ffff:ffff:ffff:ffff::",
  family: "IPv6",
  mac: "02:00:00:00:00:01",
  internal,
  cidr: `${address}/64`,
  scopeid: 0,
});

describe("devOrigins", () => {
  it("names the loopback and the network addresses, an IPv6 one as an origin writes it", () => {
    expect(
      devOrigins({
        lo: [ipv4("127.0.0.1", true), ipv6("::1", true)],
        eth0: [ipv4("192.168.1.20"), ipv6("fd00::2")],
      }),
    ).toEqual(["127.0.0.1", "[::1]", "192.168.1.20", "[fd00::2]"]);
  });

  it("writes an address two interfaces share once", () => {
    expect(
      devOrigins({ wlan0: [ipv4("10.0.0.5")], bridge0: [ipv4("10.0.0.5")] }),
    ).toEqual(["10.0.0.5"]);
  });

  it("names nothing for a machine without interfaces", () => {
    expect(devOrigins({ down: undefined })).toEqual([]);
  });
});
