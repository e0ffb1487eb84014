import type { PrivacyCopy } from "../en/privacy";
import { sceneHost, sceneRuntimeHosts } from "../scene";

const typedFields =
  "nombre, correo electrónico, contraseña, fecha de nacimiento y número de teléfono";

export const privacy = {
  pageTitle: "Privacidad",
  description:
    "Qué hace este sitio con lo que escribes y con lo que carga: nada de lo que escribes sale de tu navegador, sin cookies, sin almacenamiento local, sin analítica.",
  eyebrow: "Privacidad",
  titleParts: {
    lead: "Lo que escribes",
    highlight: "se queda en tu navegador.",
  },
  intro: `Pedir una tarjeta requiere tu ${typedFields}. Aquí está exactamente lo que este sitio hace con esos datos, y con todo lo demás que carga. Nuestras pruebas automatizadas verifican cada afirmación de esta página.`,
  factsLabel: "Este sitio de un vistazo",
  facts: [
    { label: "Solicitudes que incluyen lo que escribes", value: "0" },
    { label: "Cookies", value: "0" },
    { label: "Elementos en almacenamiento persistente", value: "0" },
    { label: "Analítica y rastreadores", value: "0" },
    {
      label: "Otros servidores que /es/get puede contactar",
      value: String(1 + sceneRuntimeHosts.length),
    },
  ],
  closing: {
    title: "¿Más preguntas antes de pedir tu tarjeta?",
    description:
      "Las preguntas frecuentes responden lo que los compradores preguntan sobre recargas con SOL, billeteras, comisiones y el token.",
    faq: { href: "/#faq", label: "Ver preguntas frecuentes" },
  },
  cta: { href: "/get", label: "Pide tu tarjeta" },
  groups: [
    {
      id: "typed",
      intro: {
        eyebrow: "Lo que escribes",
        title: "Nunca se envía y solo se guarda en esta pestaña.",
      },
      statements: [
        {
          icon: "send-off",
          title: "Nunca se envía",
          body: `Tu ${typedFields} no se envían ni a nosotros ni a nadie más. Ninguna solicitud que hace este sitio los incluye.`,
        },
        {
          icon: "app-window",
          title: "Solo se guarda en esta pestaña",
          body: "Lo que escribes se queda en la pestaña del navegador donde lo escribiste mientras avanzas por los pasos. Otras pestañas y otros sitios no pueden leerlo.",
        },
        {
          icon: "eraser",
          title: "Se borra al cerrar la pestaña",
          body: "Cierra la pestaña y se borra: nada de lo que escribiste sigue ahí cuando vuelves a abrir el sitio. Solo reabrir la pestaña cerrada, en un navegador que lo permita, lo trae de vuelta.",
        },
      ],
    },
    {
      id: "stored",
      intro: {
        eyebrow: "Lo que queda en tu dispositivo",
        title: "Nada que sobreviva a tu visita.",
      },
      statements: [
        {
          icon: "cookie",
          title: "Sin cookies",
          body: "Ninguna página de este sitio crea una cookie, así que no hay ningún aviso que cerrar.",
        },
        {
          icon: "hard-drive",
          title: "Sin almacenamiento local",
          body: "No se escribe nada en el almacenamiento persistente de tu navegador (local storage, IndexedDB), así que ningún rastro de tu visita te espera cuando vuelves.",
        },
        {
          icon: "eye-off",
          title: "Sin analítica ni rastreadores",
          body: "Sin scripts de analítica, publicidad ni rastreo, y sin píxeles. Las páginas, fuentes, íconos y banderas vienen todos de este mismo sitio.",
        },
      ],
    },
    {
      id: "loaded",
      intro: {
        eyebrow: "Lo que el sitio carga de otros lugares",
        title: "Los servidores de Spline, para una animación.",
      },
      statements: [
        {
          icon: "globe",
          title: `Solo en /es/get: ${sceneHost}`,
          body: `La página de registro dibuja su fondo 3D animado con Spline y descarga la escena desde ${sceneHost}. Las páginas de inicio, del token y de privacidad no se conectan con nadie más que este sitio.`,
        },
        {
          icon: "fingerprint",
          title: "Lo que revela esa solicitud",
          body: "Como cualquier descarga, le muestra a ese servidor tu dirección IP (y, por lo tanto, más o menos dónde estás), tu navegador y sus idiomas, y que la pidió este sitio, pero nunca desde qué página. No incluye ninguna cookie ni nada de lo que escribiste. Quien aloja este sitio se entera de lo mismo cuando tu navegador le pide una página.",
        },
        {
          icon: "pause",
          title: "Cómo evitarla",
          body: "Activa la reducción de movimiento en la configuración de tu dispositivo, o el Ahorro de datos en Android (Chrome lo respeta con datos móviles), y /es/get mantiene un fondo fijo: la escena ni siquiera se descarga.",
        },
      ],
      hosts: {
        lead: "Una vez que llega la escena, el reproductor de Spline puede descargar partes que necesita (módulos de programa, un decodificador de geometría, una fuente) desde estos servidores; cada solicitud revela lo mismo y nada más:",
        names: sceneRuntimeHosts,
        after:
          "La política de seguridad del sitio le indica a tu navegador que rechace cualquier servidor que no aparezca en esta página.",
      },
    },
  ],
} satisfies PrivacyCopy;
