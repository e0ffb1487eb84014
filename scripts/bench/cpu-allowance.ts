import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { posix } from "node:path";

/**
 * The CPU the bench is given. The calibrated slowdown reaches only the page's main thread; the
 * browser's network, compositing and painting run at the machine's own speed on the other cores,
 * as a phone spreads them over its own. Below two cores they share the page's core, and the
 * figures stand for no phone (docs/performance.md, "Half a core").
 */
export type CpuAllowance = {
  /** The cores this process may be scheduled on. */
  cores: number;
  /** The tightest cgroup quota over this process's cgroups and their parents, in cores. */
  quotaCores?: number;
  /** The lesser of the two. */
  allowance: number;
};

export const FEWEST_CORES = 2;

type Read = (file: string) => string | undefined;

type CgroupMount = { version: 1 | 2; root: string; mountPoint: string };

// mountinfo writes a space, tab, newline or backslash in a path as a three-digit octal escape.
const unescape = (field: string) =>
  field.replace(/\\([0-7]{3})/g, (_, octal: string) =>
    String.fromCharCode(parseInt(octal, 8)),
  );

/** The mounts that can hold a CPU quota: cgroup v2's, and v1's with the `cpu` controller. */
function cgroupMounts(mountinfo: string): CgroupMount[] {
  return mountinfo.split("\n").flatMap((line): CgroupMount[] => {
    const [mount = "", filesystem = ""] = line.split(" - ");
    const [, , , root, mountPoint] = mount.split(" ");
    const [type, , options = ""] = filesystem.split(" ");
    if (root === undefined || mountPoint === undefined) return [];
    const at = { root: unescape(root), mountPoint: unescape(mountPoint) };
    if (type === "cgroup2") return [{ version: 2, ...at }];
    if (type === "cgroup" && options.split(",").includes("cpu"))
      return [{ version: 1, ...at }];
    return [];
  });
}

/** This process's cgroup in each hierarchy, from /proc/self/cgroup ("id:controllers:path"). */
function cgroupPath(procCgroup: string, version: 1 | 2) {
  for (const line of procCgroup.split("\n")) {
    const [id, controllers = "", ...path] = line.split(":");
    if (path.length === 0) continue;
    const isCpu =
      version === 2
        ? id === "0" && controllers === ""
        : controllers.split(",").includes("cpu");
    if (isCpu) return path.join(":");
  }
  return undefined;
}

const whole = (text: string | undefined) =>
  text === undefined ? undefined : Number.parseInt(text.trim(), 10);

/** The quota one cgroup directory sets, in cores, or undefined where it sets none. */
function quotaIn(directory: string, version: 1 | 2, read: Read) {
  const [quota, period] =
    version === 2
      ? (read(posix.join(directory, "cpu.max"))?.trim().split(/\s+/) ?? [])
      : [
          read(posix.join(directory, "cpu.cfs_quota_us")),
          read(posix.join(directory, "cpu.cfs_period_us")),
        ];
  const [microseconds, every] = [whole(quota), whole(period)];
  if (!microseconds || microseconds < 0 || !every || every <= 0)
    return undefined;
  return microseconds / every;
}

/** A cgroup's directory under its mount, then each parent's, up to the mount's own. */
function selfAndParents(mountPoint: string, inside: string) {
  const directories = [];
  for (
    let relative = posix.normalize(`/${inside}`);
    ;
    relative = posix.dirname(relative)
  ) {
    directories.push(posix.join(mountPoint, relative));
    if (relative === "/") return directories;
  }
}

/**
 * The tightest CPU quota over this process's cgroup and each parent up to its mount, in cores
 * (a quota of 5 ms in every 10 is half a core), or undefined where none is set.
 */
export function cgroupQuotaCores(
  mountinfo: string,
  procCgroup: string,
  read: Read,
): number | undefined {
  const quotas = cgroupMounts(mountinfo).flatMap(
    ({ version, root, mountPoint }) => {
      const path = cgroupPath(procCgroup, version);
      if (path === undefined) return [];
      // In a container the mount's root is the container's own cgroup, which the path starts with.
      const inside =
        root === "/"
          ? path
          : path.startsWith(root)
            ? path.slice(root.length)
            : "";
      return selfAndParents(mountPoint, inside).flatMap(
        (directory) => quotaIn(directory, version, read) ?? [],
      );
    },
  );
  return quotas.length > 0 ? Math.min(...quotas) : undefined;
}

function readText(file: string) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** The cores this process may use and, on Linux, the cgroup quota that holds it to fewer. */
export function readCpuAllowance(): CpuAllowance {
  const cores = availableParallelism();
  const quotaCores =
    process.platform === "linux"
      ? cgroupQuotaCores(
          readText("/proc/self/mountinfo") ?? "",
          readText("/proc/self/cgroup") ?? "",
          readText,
        )
      : undefined;
  return {
    cores,
    ...(quotaCores !== undefined && { quotaCores }),
    allowance: Math.min(cores, quotaCores ?? cores),
  };
}

const coresText = (count: number) =>
  `${Number.isInteger(count) ? count : count.toFixed(2)} ${count === 1 ? "core" : "cores"}`;

/** What the bench ran on, in words, and a warning when it is too little to stand for a phone. */
export function cpuAllowanceLine({
  cores,
  quotaCores,
  allowance,
}: CpuAllowance) {
  const ran =
    quotaCores !== undefined && quotaCores < cores
      ? `The bench has ${coresText(cores)}, held by a cgroup quota to ${coresText(quotaCores)}.`
      : `The bench has ${coresText(cores)}.`;
  return allowance >= FEWEST_CORES
    ? ran
    : `${ran} Below ${FEWEST_CORES} cores, the browser's network, compositing and painting share the page's core and no slowdown takes them out: these figures stand for no phone (docs/performance.md, "Half a core").`;
}
