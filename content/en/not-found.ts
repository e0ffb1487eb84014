export type NotFoundCopy = {
  title: string;
  code: string;
  heading: string;
  message: string;
  backLabel: string;
};

export const notFound = {
  title: "Page not found",
  code: "404",
  heading: "Oops! Page not found",
  message: "The page you asked for does not exist or has moved.",
  backLabel: "Back to home",
} satisfies NotFoundCopy;
