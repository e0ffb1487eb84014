import {
  useEffect,
  useEffectEvent,
  useRef,
  type FormEvent,
  type ReactNode,
} from "react";

import { lastPressOnly, takeOrphanedPress } from "@/lib/form-replay-queue";

type ViewFormProps = {
  /** Runs on Enter or a submit button, with what the fields held at that moment. */
  onSubmit: (submitted: FormData) => void;
  children: ReactNode;
};

/**
 * A view's fields. The form's action is a function, so the server's HTML gives it no address:
 * nothing typed can be sent anywhere, with or without JavaScript. A press made before the page
 * is interactive is kept by React and replayed once it is, with what the fields held at the press
 * (which the browser checked then). A visitor who saw nothing happen may correct a field and press
 * again: React replays both, and the first would move the flow on with the typo while the second,
 * its view already left, did nothing. So a replayed press is dropped while a later press waits
 * behind it (`lastPressOnly`), and the last one counts. When React drew the page afresh instead of
 * hydrating it, it replays nothing: the form takes the last press itself as React would have, a
 * button with an action of its own pressed again.
 *
 * Once the page is interactive, a press is handled in the submit event instead, and React starts
 * no action. An action ends in a Transition that React commits later, and in WebKit that commit
 * landed up to a second after a refused press and put back into the fields what they held at the
 * press, over what the visitor had typed since. A button with an action of its own (sign-up's
 * Login) keeps it.
 *
 * A second press while the view is leaving reaches the form with neither handler taking it, and
 * the browser then tries the action's placeholder address, which the page's policy refuses with an
 * error in the console. A listener on the window, reached after React's own on the document,
 * refuses whatever submission is left.
 */
export function ViewForm({ onSubmit, children }: ViewFormProps) {
  const formRef = useRef<HTMLFormElement>(null);

  const takePressReactDropped = useEffectEvent(() => {
    const press = takeOrphanedPress();
    const button =
      press &&
      formRef.current?.querySelectorAll<HTMLElement>('[type="submit"]')[
        press.buttonIndex
      ];
    if (!press || !button) return;
    if (button.hasAttribute("formaction")) button.click();
    else onSubmit(press.data);
  });
  useEffect(() => takePressReactDropped(), []);

  useEffect(() => {
    const refuse = (event: SubmitEvent) => event.preventDefault();
    window.addEventListener("submit", refuse);
    return () => window.removeEventListener("submit", refuse);
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const { submitter } = event.nativeEvent as SubmitEvent;
    // React writes a button's own action as its formaction attribute.
    if (submitter?.hasAttribute("formaction")) return;
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget, submitter));
  }

  return (
    <form
      ref={formRef}
      action={lastPressOnly(onSubmit)}
      onSubmit={handleSubmit}
      className="mt-8 flex flex-col gap-5"
    >
      {children}
    </form>
  );
}

/** The text of each named field as submitted; empty for a field the form did not have. */
export function submittedFields<Name extends string>(
  submitted: FormData,
  names: readonly Name[],
) {
  return Object.fromEntries(
    names.map((name) => {
      const value = submitted.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as Record<Name, string>;
}
