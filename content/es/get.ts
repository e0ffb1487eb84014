import type { GetCopy } from "../en/get";
import { business } from "../business";
import { formatUsd } from "@/lib/number-format";

const tag = "es";
const { min: validMin, max: validMax } = business.cardValidityYears;

export const get = {
  viewTitles: {
    "sign-up": "Crea tu cuenta",
    login: "Hola de nuevo",
    welcome: "Te damos la bienvenida",
    "select-card": "Elige tu tarjeta",
    "personal-info": "Datos personales",
  },
  welcomeHeading: "Te damos la bienvenida, {firstName}",
  loginFirstName: "Usuario",
  stepLabel: "Paso {step} de {total}",
  stepTitle: "{step}: {heading}",
  fields: {
    firstName: { label: "Nombre", placeholder: "Satoshi" },
    lastName: { label: "Apellido", placeholder: "Nakamoto" },
    email: { label: "Correo electrónico", placeholder: "satoshi@example.com" },
    password: { label: "Contraseña" },
    birthDate: { label: "Fecha de nacimiento" },
    phone: { label: "Número de teléfono" },
  },
  refusals: {
    missing: "Completa este campo.",
    email: "Escribe un correo electrónico, como nombre@example.com.",
    date: "Escribe la fecha completa: día, mes y año.",
  },
  signUp: {
    intro: "Pide una tarjeta Visa prepagada que recargas con SOL.",
    description:
      "Crea tu cuenta y pide una tarjeta Visa virtual prepagada que recargas con SOL.",
    submit: "Crear cuenta",
    needsJavaScript:
      "Para pedir una tarjeta necesitas JavaScript: todo lo que escribes se queda en tu navegador. El resto del sitio se puede leer sin él.",
    divider: "o",
    login: "Iniciar sesión",
    terms: {
      before: "Al continuar, aceptas nuestros",
      link: "Términos de uso",
      unavailable: "(aún no publicados)",
      after: ".",
    },
  },
  login: {
    intro: "Inicia sesión para pedir tu tarjeta.",
    submit: "Iniciar sesión",
    back: "Volver al registro",
  },
  welcome: {
    body: "Para obtener tu primera tarjeta, solo presiona el botón Depositar aquí abajo.",
    deposit: "Depositar",
  },
  selectCard: {
    intro: "Explora y elige la tarjeta ideal para ti.",
    features: [
      ...business.wallets,
      "Funciona en persona en todas partes, salvo en Uber",
      `Válida de ${validMin} a ${validMax} años`,
    ],
    feeLabel: "Costo de emisión",
    fee: formatUsd(business.issuanceFeeUsd, tag),
    buttons: { back: "Cancelar", next: "Siguiente" },
  },
  personalInfo: {
    intro: "Necesitamos algunos datos para emitir tu tarjeta.",
    country: {
      label: "Código de país",
      search: "Buscar país",
      searchPlaceholder: "País, código o +49",
      noMatch: "Ningún país coincide",
      selected: "{name}, {dialCode}, seleccionado",
    },
    verificationNote:
      "Cuando agregues la tarjeta a Apple Pay, la verificamos por correo o por teléfono. Al menos uno de los dos debe ser correcto; si no, la verificación no se puede completar.",
    buttons: { back: "Atrás", next: "Siguiente" },
  },
  resuming: "Retomando donde lo dejaste…",
  pauseScene: "Pausar la animación del fondo",
  privacyNote: {
    text: "Nada de lo que escribes aquí sale de tu navegador.",
    linkLabel: "Cómo tratamos tus datos",
  },
} satisfies GetCopy;
