import type { HomeCopy } from "../en/home";
import { business } from "../business";
import { site } from "../site";
import { formatPercent, formatUsd } from "@/lib/number-format";

const tag = "pt-BR";
const { min: validMin, max: validMax } = business.cardValidityYears;

export const home = {
  hero: {
    eyebrow: `${business.cardNetwork} virtual pré-pago, recarregado com SOL`,
    titleParts: { lead: "Gaste cripto como se fosse", highlight: "dinheiro." },
    subtitle:
      "Recarregue seu cartão com SOL na hora e pague online ou na loja física, sem limites.",
    secondaryCta: { href: "#faq", label: "Ver perguntas frequentes" },
    issuedBadge: `Emitido em ${business.cardIssueSeconds} s`,
    claims: [
      "Sem anuidade",
      "Sem taxas ocultas",
      "Reembolso quando quiser",
      `Cartão emitido em ${business.cardIssueSeconds} segundos`,
      `${business.supportedMerchants} lojas compatíveis`,
    ],
  },
  featuresIntro: {
    eyebrow: `Por que ${site.name}`,
    title: "Seu SOL, pronto na hora de pagar.",
    description:
      "Um cartão virtual que transforma sua cripto em compras do dia a dia, sem as letras miúdas de sempre.",
  },
  features: [
    {
      icon: "wallet",
      title: "Gaste só o que recarregar",
      description:
        "É pré-pago: você gasta o que recarregou e nada além disso. Sem crédito, sem dívida, sem fatura no fim do mês.",
    },
    {
      icon: "store",
      title: "Online e na loja física",
      description: `Compre online em ${business.supportedMerchants} lojas compatíveis e pague presencialmente em quase todo lugar (a Uber é a única exceção).`,
    },
    {
      icon: "rotate",
      title: "Reembolso quando quiser",
      description:
        "Mudou de ideia? Peça o reembolso quando quiser. Sem anuidade, não há nada que você continue pagando.",
    },
  ],
  badges: [
    business.cardNetwork,
    ...business.wallets,
    "Recarga com SOL",
    "Sem anuidade",
    "Sem taxas ocultas",
    "Reembolso quando quiser",
    `Emitido em ${business.cardIssueSeconds} s`,
    `${business.supportedMerchants} lojas`,
    `Válido por ${validMin}-${validMax} anos`,
    `Recarga a partir de ${formatUsd(business.minimumTopUpUsd, tag)}`,
    `${formatPercent(business.tokenTradeFeePercent, tag)} de taxa para negociar o token`,
  ],
  badgesLabel: "Destaques do cartão",
  badgesPauseLabel: "Pausar os destaques do cartão",
  merchantsIntro: {
    eyebrow: "Aceito onde você compra",
    title: `${business.supportedMerchants} lojas, e a lista só cresce.`,
    description:
      "De marketplaces a assinaturas e lojas de apps: gaste seu SOL nas marcas que você já usa.",
  },
  merchantsListLabel: "Lojas compatíveis",
  merchantsPauseLabel: "Pausar os logotipos das lojas",
  faqIntro: {
    eyebrow: "Perguntas frequentes",
    title: "Suas dúvidas, respondidas.",
    description:
      "O que quem compra pergunta antes de fazer o pedido: primeiros passos, recarga com SOL, carteiras, taxas, privacidade e o token.",
  },
} satisfies HomeCopy;
