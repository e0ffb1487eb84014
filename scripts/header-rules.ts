type HeaderRule = {
  /** The path pattern as written, e.g. `/_next/static/*`. */
  path: string;
  headers: Record<string, string>;
};

/** Netlify-style `_headers`: a path pattern on its own line, then indented `Name: value` lines. */
export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const separator = line.indexOf(":");
    const rule = rules.at(-1);
    if (rule && separator > 0)
      rule.headers[line.slice(0, separator).trim()] = line
        .slice(separator + 1)
        .trim();
  }
  return rules;
}

function matches(pattern: string, path: string): boolean {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${source}$`).test(path);
}

/** The headers every matching rule sends on a path, later rules overriding earlier ones. */
export function headersForPath(
  rules: HeaderRule[],
  path: string,
): Record<string, string> {
  return Object.assign(
    {},
    ...rules
      .filter((rule) => matches(rule.path, path))
      .map((rule) => rule.headers),
  );
}
