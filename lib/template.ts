/*
 * Copy with a slot is one string with named slots, "Welcome, {firstName}", so that each language
 * puts the slot where its word order wants it, and the copy stays plain data a client island can
 * be handed.
 */

const SLOT = /\{(\w+)\}/g;

/**
 * The template cut at its slots, each slot's value in its place between the text around it: for
 * copy whose slot is drawn in markup of its own. A slot without a value is an error.
 */
export function fillParts<T>(
  template: string,
  values: Record<string, T>,
): (string | T)[] {
  // Split at a pattern with a group, the text sits at even indexes and each slot's name between.
  return template.split(SLOT).map((part, index) => {
    if (index % 2 === 0) return part;
    const value = values[part];
    if (value === undefined)
      throw new Error(`No value for {${part}} in "${template}"`);
    return value;
  });
}

/** The template with each `{name}` replaced by its value. */
export function fill(
  template: string,
  values: Record<string, string | number>,
): string {
  return fillParts(template, values).join("");
}

/** The names of a template's slots, sorted: what every translation of it must also have. */
export function slotsOf(template: string): string[] {
  return [
    ...new Set([...template.matchAll(SLOT)].map(([, name]) => name!)),
  ].sort();
}
