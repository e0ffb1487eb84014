/** The key code a browser gives a key its input method takes while it composes text. */
export const PROCESSED_BY_INPUT_METHOD = 229;

/**
 * Whether a key press belongs to an input method composing text (a Japanese, Chinese or Korean
 * keyboard, an accent typed with a dead key): its arrows move through the method's candidates,
 * its Enter confirms the text and its Escape drops it, so a field's own shortcuts leave it alone.
 * Safari reports the confirming Enter after the composition has ended, known only by its key code.
 */
export function isInputMethodKey(event: KeyboardEvent) {
  return event.isComposing || event.keyCode === PROCESSED_BY_INPUT_METHOD;
}
