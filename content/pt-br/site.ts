import type { ChromeCopy, SiteCopy } from "../en/site";
import { site } from "../site";

export const siteCopy = {
  tagline: "gaste cripto como se fosse dinheiro",
  description:
    "Um cartão Visa virtual pré-pago que você recarrega com SOL e usa em qualquer lugar que aceite Apple Pay e Google Pay.",
  socialLabel: `${site.name} no X`,
  nav: [
    { href: "/", label: "Início" },
    { href: "/token", label: "Token" },
  ],
  cta: { href: "/get", label: "Peça seu cartão", shortLabel: "Pedir" },
  privacy: { href: "/privacy", label: "Privacidade" },
  legal: `Os cartões ${site.name} são cartões Visa virtuais pré-pagos. Criptomoedas são voláteis: só recarregue o que você está disposto a gastar. Visa é uma marca da Visa Inc.; Apple Pay e Google Pay são marcas de seus respectivos titulares.`,
} satisfies SiteCopy;

/** Words of the page chrome every route shares. */
export const chrome = {
  skipLink: "Pular para o conteúdo",
  mainNavLabel: "Principal",
  footerNavLabel: "Rodapé",
  homeLinkLabel: `${site.name}: página inicial`,
  newTabNote: "(abre em uma nova aba)",
  copyAddress: { label: "Copiar endereço do contrato", copied: "Copiado" },
  rightsLine: `© {year} ${site.name}. Todos os direitos reservados.`,
  languageLabel: "Idioma",
} satisfies ChromeCopy;
