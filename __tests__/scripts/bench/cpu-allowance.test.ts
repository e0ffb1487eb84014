import {
  cgroupQuotaCores,
  cpuAllowanceLine,
} from "@/scripts/bench/cpu-allowance";

// A hybrid host as Debian mounts it: v1's cpu controller beside an empty v2 hierarchy.
const HYBRID_MOUNTS = [
  "31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755",
  "32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu",
  "33 31 0:30 / /sys/fs/cgroup/cpuacct rw,relatime - cgroup cgroup rw,cpuacct",
  "35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory",
  "41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw",
].join("\n");

const V2_MOUNTS =
  "29 23 0:26 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:4 - cgroup2 cgroup2 rw,nsdelegate";

type Case = {
  what: string;
  mountinfo: string;
  procCgroup: string;
  files: Record<string, string>;
  quota: number | undefined;
};

const CASES: Case[] = [
  {
    what: "reads a v1 quota as the share of a core it leaves",
    mountinfo: HYBRID_MOUNTS,
    procCgroup: "4:memory:/\n2:cpuacct:/\n1:cpu:/slowbench\n0::/",
    files: {
      "/sys/fs/cgroup/cpu/slowbench/cpu.cfs_quota_us": "5000\n",
      "/sys/fs/cgroup/cpu/slowbench/cpu.cfs_period_us": "10000\n",
      "/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "-1\n",
      "/sys/fs/cgroup/cpu/cpu.cfs_period_us": "100000\n",
    },
    quota: 0.5,
  },
  {
    what: "finds none where no v1 cgroup sets one",
    mountinfo: HYBRID_MOUNTS,
    procCgroup: "1:cpu:/\n0::/",
    files: {
      "/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "-1\n",
      "/sys/fs/cgroup/cpu/cpu.cfs_period_us": "100000\n",
    },
    quota: undefined,
  },
  {
    what: "finds none where v2 says max",
    mountinfo: V2_MOUNTS,
    procCgroup: "0::/",
    files: { "/sys/fs/cgroup/cpu.max": "max 100000\n" },
    quota: undefined,
  },
  {
    what: "takes the tightest of a v2 cgroup and its parents",
    mountinfo: V2_MOUNTS,
    procCgroup: "0::/user.slice/bench.scope",
    files: {
      "/sys/fs/cgroup/user.slice/bench.scope/cpu.max": "max 100000\n",
      "/sys/fs/cgroup/user.slice/cpu.max": "150000 100000\n",
    },
    quota: 1.5,
  },
  {
    what: "finds v1's cpu controller where it shares a mount with cpuacct",
    mountinfo:
      "30 25 0:27 / /sys/fs/cgroup/cpu,cpuacct rw - cgroup cgroup rw,cpu,cpuacct",
    procCgroup: "3:cpu,cpuacct:/ci",
    files: {
      "/sys/fs/cgroup/cpu,cpuacct/ci/cpu.cfs_quota_us": "100000",
      "/sys/fs/cgroup/cpu,cpuacct/ci/cpu.cfs_period_us": "100000",
    },
    quota: 1,
  },
  {
    what: "reads a cgroup inside a container, whose mount's root is the container's own",
    mountinfo: "40 35 0:30 /docker/abc /sys/fs/cgroup ro - cgroup2 cgroup rw",
    procCgroup: "0::/docker/abc/app",
    files: {
      "/sys/fs/cgroup/app/cpu.max": "50000 100000",
      "/sys/fs/cgroup/cpu.max": "max 100000",
    },
    quota: 0.5,
  },
  {
    what: "reads a mount point whose path has an escaped space",
    mountinfo: "29 23 0:26 / /mnt/cgroup\\040v2 rw - cgroup2 cgroup2 rw",
    procCgroup: "0::/",
    files: { "/mnt/cgroup v2/cpu.max": "200000 100000" },
    quota: 2,
  },
  {
    what: "finds none where /proc cannot be read",
    mountinfo: "",
    procCgroup: "",
    files: {},
    quota: undefined,
  },
];

describe("cgroupQuotaCores", () => {
  it.each(CASES)("$what", ({ mountinfo, procCgroup, files, quota }) => {
    expect(cgroupQuotaCores(mountinfo, procCgroup, (file) => files[file])).toBe(
      quota,
    );
  });
});

describe("cpuAllowanceLine", () => {
  it("says what the bench ran on", () => {
    expect(cpuAllowanceLine({ cores: 2, allowance: 2 })).toBe(
      "The bench has 2 cores.",
    );
  });

  it("warns below two cores that the figures stand for no phone", () => {
    const line = cpuAllowanceLine({
      cores: 2,
      quotaCores: 0.5,
      allowance: 0.5,
    });

    expect(line).toMatch(
      /^The bench has 2 cores, held by a cgroup quota to 0\.50 cores\. Below 2 cores,/,
    );
    expect(line).toContain("these figures stand for no phone");
    expect(cpuAllowanceLine({ cores: 1, allowance: 1 })).toMatch(
      /^The bench has 1 core\. Below 2 cores,/,
    );
  });

  it("leaves out a quota that allows more than the cores", () => {
    expect(cpuAllowanceLine({ cores: 2, quotaCores: 4, allowance: 2 })).toBe(
      "The bench has 2 cores.",
    );
  });
});
