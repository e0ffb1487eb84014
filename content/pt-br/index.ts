import type { Copy } from "../en";
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

export const ptBr = {
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
