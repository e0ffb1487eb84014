import type { CardCopy } from "./card";
import type { FaqCopy } from "./faq";
import type { FeesCopy } from "./fees";
import type { GetCopy } from "./get";
import type { HomeCopy } from "./home";
import type { HowItWorksCopy } from "./how-it-works";
import type { NotFoundCopy } from "./not-found";
import type { PrivacyCopy } from "./privacy";
import type { ShareCopy } from "./share";
import type { ChromeCopy, SiteCopy } from "./site";
import type { TokenCopy } from "./token";
import type { VerifyCopy } from "./verify";
import { card } from "./card";
import { faq } from "./faq";
import { fees } from "./fees";
import { get } from "./get";
import { home } from "./home";
import { howItWorks } from "./how-it-works";
import { notFound } from "./not-found";
import { privacy } from "./privacy";
import { share } from "./share";
import { chrome, siteCopy } from "./site";
import { token } from "./token";
import { verify } from "./verify";

/** Every word of the site in one language: each language's folder exports one of these. */
export type Copy = {
  site: SiteCopy;
  chrome: ChromeCopy;
  home: HomeCopy;
  howItWorks: HowItWorksCopy;
  fees: FeesCopy;
  faq: FaqCopy;
  card: CardCopy;
  get: GetCopy;
  token: TokenCopy;
  verify: VerifyCopy;
  privacy: PrivacyCopy;
  notFound: NotFoundCopy;
  share: ShareCopy;
};

export const en = {
  site: siteCopy,
  chrome,
  home,
  howItWorks,
  fees,
  faq,
  card,
  get,
  token,
  verify,
  privacy,
  notFound,
  share,
} satisfies Copy;
