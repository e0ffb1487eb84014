import type { GetCopy } from "../en/get";
import { business } from "../business";
import { formatUsd } from "@/lib/number-format";

const tag = "pt-BR";
const { min: validMin, max: validMax } = business.cardValidityYears;

export const get = {
  viewTitles: {
    "sign-up": "Crie sua conta",
    login: "Olá de novo",
    welcome: "Boas-vindas",
    "select-card": "Escolha seu cartão",
    "personal-info": "Dados pessoais",
  },
  welcomeHeading: "Boas-vindas, {firstName}",
  loginFirstName: "Usuário",
  stepLabel: "Etapa {step} de {total}",
  stepTitle: "{step}: {heading}",
  fields: {
    firstName: { label: "Nome", placeholder: "Satoshi" },
    lastName: { label: "Sobrenome", placeholder: "Nakamoto" },
    email: { label: "E-mail", placeholder: "satoshi@example.com" },
    password: { label: "Senha" },
    birthDate: { label: "Data de nascimento" },
    phone: { label: "Telefone" },
  },
  refusals: {
    missing: "Preencha este campo.",
    email: "Digite um e-mail, como nome@example.com.",
    date: "Digite a data completa: dia, mês e ano.",
  },
  signUp: {
    intro: "Peça um cartão Visa pré-pago que você recarrega com SOL.",
    description:
      "Crie sua conta e peça um cartão Visa virtual pré-pago que você recarrega com SOL.",
    submit: "Criar conta",
    needsJavaScript:
      "Para pedir um cartão, é preciso JavaScript: tudo o que você digita fica no seu navegador. O restante do site funciona sem ele.",
    divider: "ou",
    login: "Entrar",
    terms: {
      before: "Ao continuar, você concorda com os nossos",
      link: "Termos de Uso",
      unavailable: "(ainda não publicados)",
      after: ".",
    },
  },
  login: {
    intro: "Entre para pedir seu cartão.",
    submit: "Entrar",
    back: "Voltar para o cadastro",
  },
  welcome: {
    body: "Para pedir seu primeiro cartão, é só tocar no botão Depositar abaixo.",
    deposit: "Depositar",
  },
  selectCard: {
    intro: "Explore e escolha o cartão ideal para você.",
    features: [
      ...business.wallets,
      "Funciona presencialmente em todo lugar, menos na Uber",
      `Válido por ${validMin}-${validMax} anos`,
    ],
    feeLabel: "Taxa de emissão",
    fee: formatUsd(business.issuanceFeeUsd, tag),
    buttons: { back: "Cancelar", next: "Continuar" },
  },
  personalInfo: {
    intro: "Precisamos de alguns dados para emitir seu cartão.",
    country: {
      label: "Código do país (DDI)",
      search: "Buscar países",
      searchPlaceholder: "País, código ou +55",
      noMatch: "Nenhum país encontrado",
      selected: "{name}, {dialCode}, selecionado",
    },
    verificationNote:
      "Quando você adicionar o cartão ao Apple Pay, vamos verificá-lo por e-mail ou telefone. Pelo menos um dos dois precisa estar correto, ou não será possível concluir a verificação.",
    buttons: { back: "Voltar", next: "Continuar" },
  },
  resuming: "Retomando de onde você parou…",
  pauseScene: "Pausar a animação do fundo",
  privacyNote: {
    text: "Nada do que você digita aqui sai do seu navegador.",
    linkLabel: "Como tratamos seus dados",
  },
} satisfies GetCopy;
