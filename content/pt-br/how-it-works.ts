import type { HowItWorksCopy } from "../en/how-it-works";
import { business } from "../business";
import { formatPercent, formatUsd } from "@/lib/number-format";

const tag = "pt-BR";
const wallets = business.wallets.join(" ou ");
const issuanceFee = formatUsd(business.issuanceFeeUsd, tag);

export const howItWorks = {
  intro: {
    eyebrow: "Como funciona",
    title: "Do SOL na sua carteira a um toque no caixa.",
    description:
      "Quatro passos, cada um mostrado do jeito que você vai ver. A única coisa que pede atenção é a rede de onde você envia.",
  },
  steps: [
    {
      id: "create",
      title: "Crie seu cartão",
      description: `Cadastre-se com seu nome e e-mail, toque em Depositar, escolha seu cartão e informe os dados para a emissão. Ele fica pronto em ${business.cardIssueSeconds} segundos, por ${issuanceFee} cobrados uma única vez.`,
    },
    {
      id: "top-up",
      title: "Recarregue com SOL, na rede Solana",
      description: `Envie SOL da sua carteira para o seu cartão, a partir de ${formatUsd(business.minimumTopUpUsd, tag)}. O valor é convertido em USD pela cotação do momento da recarga, descontada a taxa de recarga de ${formatPercent(business.topUpFeePercent, tag)}.`,
      warning:
        "Envie SOL somente pela rede Solana. Outras redes não podem ser usadas: SOL enviado por qualquer outra rede é perdido.",
    },
    {
      id: "wallet",
      title: `Adicione ao ${wallets}`,
      description:
        "Adicione o cartão na carteira do seu celular. A carteira confirma que o cartão é seu com um código enviado ao e-mail ou ao telefone que você informou no pedido, então pelo menos um dos dois precisa estar correto.",
    },
    {
      id: "spend",
      title: "Aproxime e pague",
      description: `Aproxime o celular da maquininha na loja física ou escolha ${wallets} no checkout online, em ${business.supportedMerchants} lojas compatíveis. Pagar em uma moeda diferente de USD custa ${formatPercent(business.nonUsdPurchaseFeePercent, tag)}.`,
    },
  ],
  screens: {
    create: {
      fields: [
        { label: "Nome", value: "Alex" },
        { label: "E-mail", value: "alex@example.com" },
      ],
      holderName: "Alex Morgan",
      issued: `Emitido em ${business.cardIssueSeconds} s`,
      fee: `${issuanceFee}, cobrança única`,
    },
    topUp: {
      title: "Recarregar",
      asset: "SOL",
      networkLabel: "Rede",
      network: "Solana",
      addressLabel: "Seu endereço de recarga",
      warning: "Somente rede Solana. SOL enviado por outra rede é perdido.",
    },
    wallet: {
      title: "Carteira",
      codeLabel: "Código enviado por e-mail ou SMS",
      code: ["4", "8", "1", "", "", ""],
    },
    spend: {
      merchant: "Coffee & co.",
      amount: formatUsd(4.8, tag),
      approved: "Aprovado",
      hold: "Aproxime da maquininha",
    },
  },
} satisfies HowItWorksCopy;
