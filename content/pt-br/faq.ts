import type { FaqCopy, FaqLink } from "../en/faq";
import { business } from "../business";
import { sceneHost } from "../scene";
import { site } from "../site";
import { formatNumber, formatPercent, formatUsd } from "@/lib/number-format";

const tag = "pt-BR";
const wallets = business.wallets.join(" ou ");
const { min: validMin, max: validMax } = business.cardValidityYears;
const topUpFee = formatPercent(business.topUpFeePercent, tag);
const nonUsdFee = formatPercent(business.nonUsdPurchaseFeePercent, tag);
const issuanceFee = formatUsd(business.issuanceFeeUsd, tag);
const share = business.allocationPercent;
const feeScheduleLink = {
  href: "#fees",
  label: "Ver todas as taxas e limites",
} satisfies FaqLink;
const privacyLink = {
  href: "/privacy",
  label: "Ler a página de privacidade",
} satisfies FaqLink;

/** Grouped the way buyers ask. A question whose answer we do not know is left out rather than guessed. */
export const faq = {
  columns: [
    [
      {
        title: "Primeiros passos",
        items: [
          {
            question: `O que é o ${site.name}?`,
            answer: `Um cartão ${business.cardNetwork} virtual pré-pago que você recarrega com SOL. Adicione ao ${wallets} e compre online ou na loja física em ${business.supportedMerchants} lojas compatíveis.`,
          },
          {
            question: "Como peço um cartão e quanto tempo leva?",
            answer: `Crie uma conta com seu nome e e-mail, toque em Depositar, escolha seu cartão e informe os dados para a emissão. Ele é emitido em ${business.cardIssueSeconds} segundos, pronto para adicionar ao ${wallets}.`,
          },
          {
            question: "Existe cartão físico?",
            answer: `Não. O cartão é virtual: ele fica no ${wallets} do seu celular e nas compras online, então não há nada para esperar chegar pelo correio.`,
          },
          {
            question: "Quais dados preciso informar no pedido?",
            answer: `Nome e sobrenome, data de nascimento, telefone e e-mail. Quando você adiciona o cartão ao ${business.wallets[0]}, a verificação é feita por e-mail ou telefone, então pelo menos um dos dois precisa estar correto.`,
          },
          {
            question: "Qual é a validade do cartão?",
            answer: `Cada cartão é válido por ${validMin} a ${validMax} anos.`,
          },
        ],
      },
      {
        title: "Recarga com SOL",
        items: [
          {
            question: "Como faço uma recarga?",
            answer: `Envie SOL da sua carteira para o seu cartão pela rede Solana. O valor é convertido em USD pela cotação do momento da recarga, e uma taxa de ${topUpFee} é descontada da recarga.`,
          },
          {
            question: "De quais redes posso enviar?",
            answer:
              "Somente da Solana. Outras redes não podem ser usadas: SOL enviado por qualquer rede que não seja a Solana não chega ao seu cartão e é perdido. Confira a rede na sua carteira antes de enviar.",
          },
          {
            question: "Quanto tempo leva uma recarga?",
            answer:
              "As recargas são instantâneas: seu saldo é atualizado assim que a rede Solana confirma a transferência, o que costuma levar segundos.",
          },
          {
            question: "Qual é a recarga mínima?",
            answer: `${formatUsd(business.minimumTopUpUsd, tag)}, ou o equivalente na moeda ou cripto que você escolher para recarregar.`,
          },
          {
            question: `Posso recarregar com o token ${site.name}?`,
            answer: `Ainda não. Hoje os cartões são recarregados com SOL; recargas com o token estão no roteiro.`,
            link: { href: "/token", label: "Ver o roteiro" },
          },
        ],
      },
      {
        title: "Compras e carteiras",
        items: [
          {
            question: `Como adiciono o cartão ao ${wallets}?`,
            answer: `No iPhone, abra o app Carteira, toque em +, escolha Cartão de Débito ou Crédito e digite os dados do seu cartão. No Android, abra a Carteira do Google, toque em Adicionar à Carteira e escolha Cartão de pagamento. Depois, a carteira verifica o cartão com um código enviado por e-mail ou telefone.`,
          },
          {
            question:
              "O código de verificação da carteira não chega. O que eu faço?",
            answer:
              "O código vai para o e-mail ou telefone que você informou ao pedir o cartão. Procure na pasta de spam ou lixo eletrônico, confira se o número foi informado com o código do país certo, espere alguns minutos e peça um novo código à carteira. Se tanto o e-mail quanto o telefone informados estiverem errados, não será possível concluir a verificação.",
          },
          {
            question: "Onde o cartão funciona?",
            answer: `Online, em qualquer lugar que aceite ${business.cardNetwork}, e na loja física, em qualquer lugar onde você possa pagar com ${wallets}. Ele funciona presencialmente em quase todo lugar; a única exceção é a Uber.`,
          },
          {
            question: "Posso pagar em outras moedas?",
            answer: `Sim. O saldo do cartão é em dólares americanos, e compras em qualquer outra moeda têm uma taxa de ${nonUsdFee}.`,
          },
        ],
      },
    ],
    [
      {
        title: "Taxas e limites",
        items: [
          {
            question: "Quanto custa?",
            answer: `A emissão do cartão custa ${issuanceFee}. Cada recarga tem uma taxa de ${topUpFee}, e compras em moeda diferente de USD têm uma taxa de ${nonUsdFee}. Não há anuidade nem taxas ocultas.`,
            link: feeScheduleLink,
          },
          {
            question:
              "A taxa de emissão é cobrada de novo nas próximas recargas?",
            answer: `Não. Os ${issuanceFee} são cobrados uma única vez, quando o cartão é emitido. Depois disso, cada recarga custa só a taxa de ${topUpFee}, e mais nada.`,
          },
          {
            question: "Existem limites de gasto ou de recarga?",
            answer:
              "Sim: seus limites de gasto e de recarga dependem do status da sua conta. Se precisar de mais margem, solicite um aumento pelo seu painel, a página onde você gerencia o cartão depois que ele é emitido.",
          },
          {
            question: "Posso pedir reembolso?",
            answer:
              "Sim, você pode pedir reembolso a qualquer momento. Como não há anuidade, manter um cartão que você parou de usar não custa nada.",
          },
          {
            question: "O que acontece com o dinheiro que eu não gastar?",
            answer:
              "Ele fica no seu cartão. Sem anuidade, manter um saldo parado não custa nada, e você pode pedir o reembolso dele a qualquer momento.",
          },
        ],
      },
      {
        title: "Segurança e privacidade",
        items: [
          {
            question: "O que acontece com os dados que eu digito neste site?",
            answer:
              "Eles ficam no seu navegador. Este site não envia para lugar nenhum o que você digita: tudo fica guardado na aba em que você digitou e é apagado quando você fecha essa aba.",
            link: privacyLink,
          },
          {
            question: "Este site usa cookies ou ferramentas de análise?",
            answer: `Sem cookies, sem armazenamento local, sem ferramentas de análise e sem rastreadores. O único outro servidor que ele contata é ${sceneHost}, para o fundo 3D da página de cadastro.`,
            link: privacyLink,
          },
          {
            question:
              "Por que vocês pedem minha data de nascimento e meu telefone?",
            answer: `Eles fazem parte dos dados usados na emissão do cartão. Seu telefone, ou seu e-mail, também é para onde o ${wallets} envia o código que verifica o cartão.`,
          },
        ],
      },
      {
        title: "O token",
        items: [
          {
            question: `Quanto custa negociar o token ${site.name}?`,
            answer: `O token tem taxas de compra e venda de ${formatPercent(business.tokenTradeFeePercent, tag)}. A distribuição e o roteiro dele estão na página do token.`,
            link: { href: "/token", label: "Ver a tokenomics" },
          },
          {
            question: "Como a oferta é dividida?",
            answer: `Os ${formatPercent(share.liquidityPool, tag)} da oferta ficam na pool de liquidez, onde qualquer pessoa pode negociá-los. Outros ${formatPercent(share.treasury, tag)} são a tesouraria que paga as operações, e ${formatPercent(share.marketing, tag)} financia marca e marketing.`,
          },
          {
            question: "O que aconteceu com a liquidez do lançamento?",
            answer: `Os ${formatNumber(business.fairLaunchLiquiditySol, tag)} SOL que abasteceram a pool de liquidez no lançamento justo foram queimados, então nunca poderão ser retirados.`,
          },
          {
            question: "Onde encontro o endereço do contrato?",
            answer:
              "O botão de copiar, no topo de todas as páginas, copia o endereço. A página do token tem links para ele no Solscan e no Solana Explorer, para você conferir por conta própria.",
            link: { href: "/token", label: "Conferir na página do token" },
          },
        ],
      },
    ],
  ],
} satisfies FaqCopy;
