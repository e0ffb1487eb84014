/*
 * Copy with a slot is one string with named slots, "Welcome, {firstName}", so that each language
 * puts the slot where its word order wants it, and the copy stays plain data a client island can
 * be handed.
 */

const SLOT = /\{(\w+)\}/g;

/** The template with each `{name}` replaced by its value; a slot without a value is an error. */
export function fill(
  template: string,
  values: Record<string, string | number>,
): string {
  return template.replace(SLOT, (_, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`No value for {${name}} in "${template}"`);
    return String(value);
  });
}

/** The names of a template's slots, sorted: what every translation of it must also have. */
export function slotsOf(template: string): string[] {
  return [
    ...new Set([...template.matchAll(SLOT)].map(([, name]) => name!)),
  ].sort();
}
