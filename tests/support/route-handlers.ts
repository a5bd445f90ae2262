// The route handlers under app/ and the fields of the form each one parses, found on disk: what the
// fuzzer (tests/e2e/fuzz.spec.ts) generates requests for. route()'s `body:` is read with the
// TypeScript parser, per exported method. It names a schema exported by a module of lib/validation/
// (every module there is loaded, so a new one's forms are found without being listed) or one the
// route file builds itself with formSchema({...}), whose field names are read from that literal.
// Anything else (a schema from another folder, fields spread in) is not found, and a test says so
// rather than letting the fuzzer send the handler requests without its fields.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.join(__dirname, '../..');
const load = createRequire(__filename);
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

export type FormSchemaLike = { fields: string[]; safeParse(input: unknown): unknown };
/** `schema`: the source of the handler's `body:`, if it parses a form; `fields`: that schema's, when found. */
export type RouteHandler = { path: string; method: string; schema?: string; fields?: string[] };

const isFormSchema = (v: unknown): v is FormSchemaLike =>
  typeof v === 'object' && v !== null && Array.isArray((v as { fields?: unknown }).fields) && typeof (v as { safeParse?: unknown }).safeParse === 'function';

/** Every form schema exported by a module of lib/validation/, by its exported name (one name, one schema). */
export function formSchemas(dir = path.join(ROOT, 'lib/validation')): Map<string, FormSchemaLike> {
  const found = new Map<string, FormSchemaLike>();
  for (const file of fs.readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))) {
    for (const [name, value] of Object.entries(load(path.join(dir, file)) as Record<string, unknown>)) {
      if (!isFormSchema(value)) continue;
      if (found.has(name) && found.get(name) !== value) throw new Error(`two form schemas are named ${name}: a handler's \`body: ${name}\` would be ambiguous`);
      found.set(name, value);
    }
  }
  return found;
}

/** The field names of `formSchema({ a: …, b: … })`, in order; undefined for anything else (a spread, a computed name). */
function literalFields(node: ts.Node): string[] | undefined {
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'formSchema') return undefined;
  const [shape] = node.arguments;
  if (!shape || !ts.isObjectLiteralExpression(shape)) return undefined;
  const names: string[] = [];
  for (const p of shape.properties) {
    if (!(ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) return undefined;
    names.push(p.name.text);
  }
  return names;
}

/** The `body:` given to the first route({...}) call under `node`, if any. */
function routeBody(node: ts.Node): ts.Expression | undefined {
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'route') {
    const [spec] = node.arguments;
    if (spec && ts.isObjectLiteralExpression(spec)) {
      const body = spec.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'body');
      return body?.initializer;
    }
  }
  return ts.forEachChild(node, routeBody);
}

const exported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** A route file's exported methods, each with the source and fields of the form its route() parses. */
function methodsOf(file: string, schemas: Map<string, FormSchemaLike>): Omit<RouteHandler, 'path'>[] {
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const local = new Map<string, string[] | undefined>();
  const methods: Omit<RouteHandler, 'path'>[] = [];
  for (const statement of sf.statements) {
    if (ts.isFunctionDeclaration(statement) && exported(statement) && statement.name && METHODS.has(statement.name.text))
      methods.push({ method: statement.name.text });
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || !d.initializer) continue;
      if (!exported(statement)) local.set(d.name.text, literalFields(d.initializer));
      else if (METHODS.has(d.name.text)) {
        const body = routeBody(d.initializer);
        if (!body) methods.push({ method: d.name.text });
        else {
          const named = ts.isIdentifier(body) ? body.text : undefined;
          const fields = named ? (local.has(named) ? local.get(named) : schemas.get(named)?.fields) : literalFields(body);
          methods.push({ method: d.name.text, schema: body.getText(sf), fields });
        }
      }
    }
  }
  return methods;
}

/** Every route handler under app/: its path (route groups left out), each exported method, and its form's fields. */
export function routeHandlers(appDir = path.join(ROOT, 'app'), schemas = formSchemas()): RouteHandler[] {
  const found: RouteHandler[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'route.ts') {
        const route = path
          .relative(appDir, dir)
          .split(path.sep)
          .filter((s) => !/^\(.*\)$/.test(s))
          .join('/');
        for (const m of methodsOf(full, schemas)) found.push({ path: `/${route}`, ...m });
      }
    }
  };
  walk(appDir);
  return found;
}

/** The handlers that parse a form whose fields were not found: the fuzzer would send them none. */
export function unfoundSchemas(handlers: readonly RouteHandler[]): string[] {
  return handlers.filter((h) => h.schema !== undefined && h.fields === undefined).map((h) => `${h.method} ${h.path}: body: ${h.schema}`);
}
