import type { NotFoundCopy } from "../en/not-found";

export const notFound = {
  title: "Página não encontrada",
  code: "404",
  heading: "Ops! Página não encontrada",
  message: "A página que você procurou não existe ou mudou de endereço.",
  backLabel: "Voltar ao início",
} satisfies NotFoundCopy;
