import type { NotFoundCopy } from "../en/not-found";

export const notFound = {
  title: "Página no encontrada",
  code: "404",
  heading: "¡Ups! No encontramos esta página",
  message: "La página que buscas no existe o se movió.",
  backLabel: "Volver al inicio",
} satisfies NotFoundCopy;
