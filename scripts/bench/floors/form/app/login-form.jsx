"use client";

import { useState } from "react";

import press from "./press.json";

// /get's press with nothing else: a form whose action React replays when it was pressed before
// the page was interactive, as sign-up's Login is.
export function LoginForm() {
  const [isLogin, setIsLogin] = useState(false);
  return (
    <>
      <h1>{isLogin ? press.heading : press.title}</h1>
      <form action={() => setIsLogin(true)}>
        <button>{press.button}</button>
      </form>
    </>
  );
}
