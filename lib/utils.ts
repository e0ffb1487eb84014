import { clsx, type ClassValue } from "clsx";

/**
 * Joins class lists. Deliberately without tailwind-merge: it would add ~7 KB of JavaScript to
 * every page through the navbar islands. Components merge `className` last and callers only add
 * classes that do not conflict (spacing, width); a variant covers anything else.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
