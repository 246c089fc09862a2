/**
 * The site's CSP forbids code generation from strings, so `new Function(…)` can never succeed
 * here. Some bundled libraries (zod, inside the DocSearch modal) probe for it at run time; they
 * catch the failure, but the browser still reports each blocked probe as a CSP violation.
 * Refusing the probe before it reaches the browser's CSP check keeps the reports meaningful:
 * any violation left is a real problem. Behaviour is unchanged (the call fails either way).
 */
if (typeof window !== 'undefined') {
  const refuse = (): never => {
    throw new EvalError("Code generation from strings is disabled by this site's Content-Security-Policy");
  };
  window.Function = new Proxy(window.Function, {apply: refuse, construct: refuse});
}

export {};
