// A message the browser fills in (a countdown's time): formatted on the server with each simple
// {argument} written back as itself, so the page gets plain text with its placeholders in place.
// Messages are precompiled at build time (next-intl's `precompile`), so `t.raw` gives the compiled
// form, not the ICU text; the ICU text (jest, a build without precompiling) is read the same way.

/** The names of a message's simple arguments ({time}), in its ICU text or its compiled form. */
export function simpleArguments(raw: unknown): string[] {
  if (typeof raw === 'string') return [...raw.matchAll(/\{\s*(\w+)\s*\}/g)].map((m) => m[1]!);
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (!Array.isArray(node)) return;
    // icu-minify writes a simple argument as [name]; text as strings; the rest as longer arrays.
    if (node.length === 1 && typeof node[0] === 'string') found.push(node[0]);
    else for (const inner of node) walk(inner);
  };
  walk(raw);
  return found;
}

/** Any of next-intl's translators (each is typed by its own messages; `never` takes them all). */
type Translator = ((key: never, values?: never) => string) & { raw: (key: never) => unknown };
type Loose = ((key: string, values: Record<string, string>) => string) & { raw: (key: string) => unknown };

/** The message at `key` with its simple arguments left as `{name}`, for the browser to fill in. */
export function template(translator: Translator, key: string): string {
  const t = translator as unknown as Loose;
  const names = simpleArguments(t.raw(key));
  return t(key, Object.fromEntries(names.map((name) => [name, `{${name}}`])));
}
