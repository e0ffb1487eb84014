import type { ChromeCopy, SiteCopy } from "../en/site";
import { site } from "../site";

export const siteCopy = {
  tagline: "gasta cripto como si fuera efectivo",
  description:
    "Una tarjeta Visa virtual prepagada que recargas con SOL y usas donde funcionen Apple Pay y Google Pay.",
  socialLabel: `${site.name} en X`,
  nav: [
    { href: "/", label: "Inicio" },
    { href: "/token", label: "Token" },
  ],
  cta: { href: "/get", label: "Pide tu tarjeta", shortLabel: "Pedir" },
  privacy: { href: "/privacy", label: "Privacidad" },
  legal: `Las tarjetas ${site.name} son tarjetas Visa virtuales prepagadas. Las criptomonedas son volátiles: carga solo lo que estés dispuesto a gastar. Visa es una marca comercial de Visa Inc.; Apple Pay y Google Pay son marcas comerciales de sus respectivos titulares.`,
} satisfies SiteCopy;

/** Words of the page chrome every route shares. */
export const chrome = {
  skipLink: "Saltar al contenido",
  mainNavLabel: "Principal",
  footerNavLabel: "Pie de página",
  homeLinkLabel: `Inicio de ${site.name}`,
  newTabNote: "(se abre en una pestaña nueva)",
  copyAddress: { label: "Copiar dirección del contrato", copied: "Copiada" },
  rightsLine: `© {year} ${site.name}. Todos los derechos reservados.`,
  languageLabel: "Idioma",
} satisfies ChromeCopy;
