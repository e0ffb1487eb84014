/** What a field the browser refused says, in the page's language. */
export type RefusalMessages = {
  /** A required field left empty. */
  missing: string;
  /** An e-mail field whose text is not an address. */
  email: string;
  /** A date field with a day, month or year missing, or no such day. */
  date: string;
};

/**
 * The message for a field the browser's own check refused, or an empty one for a refusal none of
 * ours covers, which leaves the browser's message.
 */
export function refusalMessage(
  validity: ValidityState,
  messages: RefusalMessages,
): string {
  // A date typed in part has no value yet, so it is missing too: the part typed says more.
  if (validity.badInput) return messages.date;
  if (validity.valueMissing) return messages.missing;
  if (validity.typeMismatch) return messages.email;
  return "";
}
