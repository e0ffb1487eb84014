/** The visitor every /get test signs up as, in Playwright and in the cross-engine journeys. */
export const person = {
  firstName: "Augusta",
  lastName: "Byronova",
  email: "augusta.byronova@example.test",
  password: "correct-horse-battery",
  birthDate: "1815-12-10",
  phone: "15123456789",
};
