import type { PrivacyCopy } from "../en/privacy";
import { sceneHost, sceneRuntimeHosts } from "../scene";

const typedFields = "nome, e-mail, senha, data de nascimento e telefone";
/** Where this language's sign-up page lives. */
const getPath = "/pt-br/get";

export const privacy = {
  pageTitle: "Privacidade",
  description:
    "O que este site faz com o que você digita e com o que ele carrega: nada do que você digita sai do seu navegador, sem cookies, sem armazenamento local, sem ferramentas de análise.",
  eyebrow: "Privacidade",
  titleParts: {
    lead: "O que você digita",
    highlight: "fica no seu navegador.",
  },
  intro: `Para pedir um cartão, você informa ${typedFields}. Veja exatamente o que este site faz com esses dados e com tudo o mais que ele carrega. Nossos testes automatizados verificam cada afirmação desta página.`,
  factsLabel: "Este site em resumo",
  facts: [
    { label: "Requisições que levam o que você digita", value: "0" },
    { label: "Cookies", value: "0" },
    { label: "Itens em armazenamento permanente", value: "0" },
    { label: "Ferramentas de análise e rastreadores", value: "0" },
    {
      label: `Outros servidores que ${getPath} pode contatar`,
      value: String(1 + sceneRuntimeHosts.length),
    },
  ],
  closing: {
    title: "Mais dúvidas antes de fazer o pedido?",
    description:
      "As perguntas frequentes respondem o que os compradores querem saber sobre recarga com SOL, carteiras, taxas e o token.",
    faq: { href: "/#faq", label: "Ver perguntas frequentes" },
  },
  cta: { href: "/get", label: "Peça seu cartão" },
  groups: [
    {
      id: "typed",
      intro: {
        eyebrow: "O que você digita",
        title: "Nunca enviado, guardado só nesta aba.",
      },
      statements: [
        {
          icon: "send-off",
          title: "Nunca enviado",
          body: `Seus dados (${typedFields}) não são enviados para nós nem para mais ninguém. Nenhuma requisição feita por este site leva esses dados.`,
        },
        {
          icon: "app-window",
          title: "Guardado só nesta aba",
          body: "O que você digita fica na aba do navegador em que você digitou, enquanto você passa pelas etapas. Outras abas e outros sites não conseguem ler esses dados.",
        },
        {
          icon: "eraser",
          title: "Apagado quando você fecha a aba",
          body: "Feche a aba e tudo é apagado: nada do que você digitou estará lá quando você abrir o site de novo. Só reabrir a aba fechada, em um navegador que permita isso, traz tudo de volta.",
        },
      ],
    },
    {
      id: "stored",
      intro: {
        eyebrow: "O que fica no seu dispositivo",
        title: "Nada que dure além da sua visita.",
      },
      statements: [
        {
          icon: "cookie",
          title: "Sem cookies",
          body: "Nenhuma página deste site grava cookies, então não há nenhum aviso para fechar.",
        },
        {
          icon: "hard-drive",
          title: "Sem armazenamento local",
          body: "Nada é gravado no armazenamento permanente do seu navegador (local storage, IndexedDB), então nenhum rastro da sua visita fica esperando a sua volta.",
        },
        {
          icon: "eye-off",
          title: "Sem ferramentas de análise nem rastreadores",
          body: "Nenhum script de análise, publicidade ou rastreamento, e nenhum pixel. Páginas, fontes, ícones e bandeiras vêm todos do próprio site.",
        },
      ],
    },
    {
      id: "loaded",
      intro: {
        eyebrow: "O que o site carrega de fora",
        title: "Os servidores do Spline, para uma animação.",
      },
      statements: [
        {
          icon: "globe",
          title: `Só em ${getPath}: ${sceneHost}`,
          body: `A página de cadastro desenha o fundo 3D animado com o Spline e baixa a cena de ${sceneHost}. As páginas inicial, do token e de privacidade não contatam ninguém além deste site.`,
        },
        {
          icon: "fingerprint",
          title: "O que essa requisição revela",
          body: "Como qualquer download, ela mostra ao servidor o seu endereço IP (e, portanto, onde você está, aproximadamente), o seu navegador e os idiomas dele, e que ela partiu deste site, mas nunca de qual página. Ela não leva cookies nem nada do que você digitou. Quem hospeda este site fica sabendo o mesmo quando o seu navegador pede uma página a ele.",
        },
        {
          icon: "pause",
          title: "Como evitar",
          body: `Ative a redução de movimento nas configurações do seu dispositivo, ou a Economia de dados no Android (o Chrome a respeita nos dados móveis), e ${getPath} mantém um fundo estático: a cena nem chega a ser baixada.`,
        },
      ],
      hosts: {
        lead: "Depois que a cena chega, o player do Spline pode buscar partes de que precisa (módulos de programa, um decodificador de geometria, uma fonte) nestes servidores, e cada requisição revela o mesmo e nada além disso:",
        names: sceneRuntimeHosts,
        after:
          "A política de segurança do site instrui o seu navegador a recusar qualquer servidor que não esteja citado nesta página.",
      },
    },
  ],
} satisfies PrivacyCopy;
