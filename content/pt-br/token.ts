import type { TokenCopy } from "../en/token";
import { business } from "../business";
import { site } from "../site";
import { formatNumber, formatPercent } from "@/lib/number-format";

const tag = "pt-BR";
const fee = formatPercent(business.tokenTradeFeePercent, tag);
const burnedLiquidity = `${formatNumber(business.fairLaunchLiquiditySol, tag)} SOL`;

export const token = {
  hero: {
    pageTitle: "Token",
    badgeLabel: "Endereço do token:",
    titleParts: {
      lead: "Tokenomics.",
      highlight: `${fee} de taxa na compra e na venda.`,
    },
    intro: `O token ${site.name} é negociado sem taxa na entrada nem na saída. A maior parte da oferta fica na pool de liquidez, e os ${burnedLiquidity} que a abasteceram no lançamento justo foram queimados.`,
    figures: [
      { value: fee, label: "Taxa de compra" },
      { value: fee, label: "Taxa de venda" },
      { value: burnedLiquidity, label: "Liquidez queimada" },
    ],
  },
  allocation: {
    intro: {
      eyebrow: "Distribuição",
      title: "Para onde vai a oferta",
      description:
        "A maior parte da oferta fica na pool de liquidez, onde qualquer pessoa pode negociá-la. O restante cuida do dia a dia do projeto e da divulgação.",
    },
    chartCaption: "Distribuição do token",
    chartTotalLabel: "da oferta",
    shareLabel: "da oferta",
    unavailable: "Indisponível por enquanto: o link ainda não foi publicado.",
    cards: [
      {
        id: "treasury",
        tag: "Tesouraria",
        heading: "Tesouraria e operações",
        description:
          "Paga o dia a dia do projeto e fica guardada onde nenhuma pessoa sozinha consegue movimentá-la.",
        button: { label: "Comprar", href: "#" },
        features: [
          "Tesouraria com múltiplas assinaturas",
          "Vários colaboradores principais",
        ],
      },
      {
        id: "liquidityPool",
        tag: "Pool de liquidez",
        heading: "Liquidez garantida",
        description:
          "Uma pool profunda faz as ordens serem executadas perto do preço cotado, seja uma compra pequena ou grande.",
        button: { label: "Comprar", href: "#" },
        features: [
          "Preços-alvo com deslizamento mínimo",
          "Compra na plataforma de lançamento",
          `${burnedLiquidity} de liquidez do lançamento justo, queimados`,
        ],
      },
      {
        id: "marketing",
        tag: "Marketing",
        heading: "Marca e marketing",
        description:
          "Financia o design, as campanhas e as parcerias que trazem novos detentores e novas lojas.",
        button: { label: "Contato para parcerias", href: "#" },
        features: [
          "Segurança de nível mundial",
          "Artistas e designers de ponta",
        ],
      },
    ],
  },
  roadmap: {
    intro: {
      eyebrow: "Roteiro",
      title: "Do lançamento às listagens",
      description: "O que já foi entregue e o que vem a seguir.",
    },
    phaseLabel: "Fase {phase}",
    quarter: "{quarter}º tri. {year}",
    itemStatus: { done: "Concluído", planned: "Planejado" },
    phaseStatus: {
      complete: "Concluída",
      "in-progress": "Em andamento",
      planned: "Planejada",
    },
    phases: [
      {
        title: "Lançamento do token",
        items: [
          {
            title: "Site e redes sociais",
            description:
              "Site e perfil nas redes entram no ar: um só lugar para conferir o que é real.",
          },
          {
            title: "Lançamento justo numa plataforma de tokens",
            description: `Lançado numa plataforma pública, com os ${burnedLiquidity} de liquidez inicial queimados.`,
          },
          {
            title: "Listagem em sites que acompanham tokens",
            description:
              "Preço, oferta e detentores, visíveis nos sites que quem negocia tokens já usa.",
            note: "Pedidos enviados; cada site os analisa no seu próprio prazo.",
          },
        ],
      },
      {
        title: "Lançamento do produto",
        items: [
          {
            title: "Peça o cartão",
            description: `Um cartão ${business.cardNetwork} virtual, emitido em ${business.cardIssueSeconds} segundos.`,
          },
          {
            title: "Recarregue com SOL",
            description: "Recarregue o cartão direto da sua carteira.",
            note: "As recargas com o token vêm depois.",
          },
          {
            title: "Compre nas lojas",
            description: `Pague online ou na loja física com ${business.wallets.join(" ou ")} em ${business.supportedMerchants} lojas.`,
          },
        ],
      },
      {
        title: "Ações de marketing",
        items: [
          {
            title: "Marketing de influência",
            description:
              "Campanhas com criadores que já vivem o universo cripto.",
          },
          {
            title: "Fio de reputação",
            description:
              "Um fio público com o histórico do time, o lançamento e a queima.",
          },
          {
            title: "Listagem em corretoras",
            description:
              "Levar o token a mais corretoras conforme o volume cresce.",
          },
        ],
      },
    ],
  },
  closing: {
    line: `Negocie com ${fee} de taxa. Gaste como se fosse dinheiro.`,
    cta: { href: "/get", label: "Peça seu cartão" },
  },
} satisfies TokenCopy;
