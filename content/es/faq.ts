import type { FaqCopy, FaqLink } from "../en/faq";
import { business } from "../business";
import { sceneHost } from "../scene";
import { site } from "../site";
import { formatNumber, formatPercent, formatUsd } from "@/lib/number-format";

const tag = "es";
const wallets = business.wallets.join(" o ");
const { min: validMin, max: validMax } = business.cardValidityYears;
const topUpFee = formatPercent(business.topUpFeePercent, tag);
const nonUsdFee = formatPercent(business.nonUsdPurchaseFeePercent, tag);
const issuanceFee = formatUsd(business.issuanceFeeUsd, tag);
const share = business.allocationPercent;
const feeScheduleLink = {
  href: "#fees",
  label: "Ver todas las comisiones y límites",
} satisfies FaqLink;
const privacyLink = {
  href: "/privacy",
  label: "Ver la página de privacidad",
} satisfies FaqLink;

/** Grouped the way buyers ask. A question whose answer we do not know is left out rather than guessed. */
export const faq = {
  columns: [
    [
      {
        title: "Primeros pasos",
        items: [
          {
            question: `¿Qué es ${site.name}?`,
            answer: `Una tarjeta ${business.cardNetwork} virtual prepagada que recargas con SOL. Agrégala a ${wallets} y paga en línea o en tienda en ${business.supportedMerchants} comercios compatibles.`,
          },
          {
            question: "¿Cómo consigo una tarjeta y cuánto tarda?",
            answer: `Crea una cuenta con tu nombre y correo, presiona Depositar, elige tu tarjeta e ingresa los datos del titular. Se emite en ${business.cardIssueSeconds} segundos, lista para agregar a ${wallets}.`,
          },
          {
            question: "¿Hay una tarjeta física?",
            answer: `No. La tarjeta es virtual: vive en ${wallets} en tu teléfono y en los pagos en línea, así que no tienes que esperar nada por correo.`,
          },
          {
            question: "¿Qué datos necesito para pedirla?",
            answer: `Tu nombre y apellido, fecha de nacimiento, número de teléfono y correo. Cuando agregas la tarjeta a ${business.wallets[0]}, la verificación se hace por correo o por teléfono, así que al menos uno de los dos debe ser correcto.`,
          },
          {
            question: "¿Por cuánto tiempo es válida la tarjeta?",
            answer: `Cada tarjeta tiene una vigencia de ${validMin} a ${validMax} años.`,
          },
        ],
      },
      {
        title: "Recargas con SOL",
        items: [
          {
            question: "¿Cómo recargo?",
            answer: `Envía SOL desde tu billetera a tu tarjeta por la red Solana. Se convierte a USD al tipo de cambio del momento en que recargas, y se descuenta una comisión del ${topUpFee} de la recarga.`,
          },
          {
            question: "¿Desde qué redes puedo enviar?",
            answer:
              "Solo desde Solana. No se pueden usar otras redes: el SOL enviado por cualquier red que no sea Solana no puede llegar a tu tarjeta y se pierde. Revisa la red en tu billetera antes de enviar.",
          },
          {
            question: "¿Cuánto tarda una recarga?",
            answer:
              "Las recargas son instantáneas: tu saldo se actualiza en cuanto la red Solana confirma la transferencia, lo que suele tardar unos segundos.",
          },
          {
            question: "¿Cuál es la recarga mínima?",
            answer: `${formatUsd(business.minimumTopUpUsd, tag)}, o su equivalente en la moneda o cripto con la que elijas recargar.`,
          },
          {
            question: `¿Puedo recargar con el token de ${site.name}?`,
            answer: `Todavía no. Hoy las tarjetas se recargan con SOL; las recargas con el token están en la hoja de ruta.`,
            link: { href: "/token", label: "Ver la hoja de ruta" },
          },
        ],
      },
      {
        title: "Compras y billeteras",
        items: [
          {
            question: `¿Cómo agrego la tarjeta a ${wallets}?`,
            answer: `En un iPhone, abre Wallet, toca +, elige Tarjeta de débito o crédito e ingresa los datos de tu tarjeta. En Android, abre Google Wallet, toca Agregar a Wallet y elige Tarjeta de pago. En ambos casos, la billetera verifica luego la tarjeta con un código enviado por correo o por teléfono.`,
          },
          {
            question:
              "No me llega el código de verificación de la billetera. ¿Qué hago?",
            answer:
              "El código se envía al correo o al número de teléfono que diste al pedir la tarjeta. Revisa tu carpeta de spam o correo no deseado, confirma que el número tenga el código de país correcto, espera unos minutos y pide un código nuevo en la billetera. Si tanto el correo como el número de teléfono que diste son incorrectos, la verificación no se puede completar.",
          },
          {
            question: "¿Dónde funciona la tarjeta?",
            answer: `En línea, en cualquier sitio donde se acepte ${business.cardNetwork}, y en tiendas físicas, donde puedas pagar con ${wallets}. Funciona en persona casi en todas partes; Uber es la única excepción.`,
          },
          {
            question: "¿Puedo pagar en otras monedas?",
            answer: `Sí. El saldo de la tarjeta está en dólares estadounidenses, y las compras en cualquier otra moneda tienen una comisión del ${nonUsdFee}.`,
          },
        ],
      },
    ],
    [
      {
        title: "Comisiones y límites",
        items: [
          {
            question: "¿Cuánto cuesta?",
            answer: `Emitir una tarjeta cuesta ${issuanceFee}. Cada recarga tiene una comisión del ${topUpFee}, y las compras en una moneda distinta del USD, una comisión del ${nonUsdFee}. No hay costos anuales ni costos ocultos.`,
            link: feeScheduleLink,
          },
          {
            question:
              "¿El costo de emisión se vuelve a cobrar en las recargas siguientes?",
            answer: `No. Los ${issuanceFee} se cobran una sola vez, cuando se emite la tarjeta. Después, cada recarga cuesta su comisión del ${topUpFee} y nada más.`,
          },
          {
            question: "¿Hay límites de gasto o de recarga?",
            answer:
              "Sí: tus límites de gasto y de recarga dependen del estado de tu cuenta. Si necesitas más margen, solicita un aumento desde tu panel, la página donde administras tu tarjeta una vez emitida.",
          },
          {
            question: "¿Puedo pedir un reembolso?",
            answer:
              "Sí, puedes pedir un reembolso cuando quieras. Como no hay costo anual, mantener una tarjeta que dejas de usar no te cuesta nada.",
          },
          {
            question: "¿Qué pasa con el dinero que no gasto?",
            answer:
              "Se queda en tu tarjeta. Como no hay costo anual, mantener un saldo sin usar no cuesta nada, y puedes pedir su reembolso cuando quieras.",
          },
        ],
      },
      {
        title: "Seguridad y privacidad",
        items: [
          {
            question: "¿Qué pasa con los datos que escribo en este sitio?",
            answer:
              "Se quedan en tu navegador. Este sitio no envía a ningún lado lo que escribes: se guarda en la pestaña donde lo escribiste y se borra cuando cierras esa pestaña.",
            link: privacyLink,
          },
          {
            question: "¿Este sitio usa cookies o analítica?",
            answer: `Ni cookies, ni almacenamiento local, ni analítica, ni rastreadores. El único otro servidor con el que se conecta es ${sceneHost}, para el fondo 3D de la página de registro.`,
            link: privacyLink,
          },
          {
            question:
              "¿Por qué me piden mi fecha de nacimiento y mi número de teléfono?",
            answer: `Son parte de los datos con los que se emite la tarjeta. Además, ${wallets} envía a tu número de teléfono, o a tu correo, el código que verifica la tarjeta.`,
          },
        ],
      },
      {
        title: "El token",
        items: [
          {
            question: `¿Cuánto cuesta operar el token de ${site.name}?`,
            answer: `El token tiene comisiones de compra y venta del ${formatPercent(business.tokenTradeFeePercent, tag)}. Su distribución y su hoja de ruta están en la página del token.`,
            link: { href: "/token", label: "Ver la tokenómica" },
          },
          {
            question: "¿Cómo se reparte el suministro?",
            answer: `El ${formatPercent(share.liquidityPool, tag)} está en el pool de liquidez, donde cualquiera puede operarlo. El ${formatPercent(share.treasury, tag)} es la tesorería que cubre la operación, y el ${formatPercent(share.marketing, tag)} financia la marca y el marketing.`,
          },
          {
            question: "¿Qué pasó con la liquidez del lanzamiento?",
            answer: `Los ${formatNumber(business.fairLaunchLiquiditySol, tag)} SOL con los que se inició el pool de liquidez en el lanzamiento justo se quemaron, así que nunca se podrán retirar.`,
          },
          {
            question: "¿Dónde encuentro la dirección del contrato?",
            answer:
              "El botón de copiar, arriba en cada página, la copia. La página del token la enlaza en Solscan y Solana Explorer, para que la verifiques por tu cuenta.",
            link: {
              href: "/token",
              label: "Verifícala en la página del token",
            },
          },
        ],
      },
    ],
  ],
} satisfies FaqCopy;
