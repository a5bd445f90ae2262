// A tiny path router: "/partners/:partnerCode/generate-token" patterns, generic over the handler type.

export interface RouteMatch<H> {
  handler: H;
  params: Record<string, string>;
  /** The pattern that matched: logged instead of the raw path, which may hold e-mails. */
  pattern: string;
}

interface Route<H> {
  method: string;
  pattern: string;
  regex: RegExp;
  names: string[];
  handler: H;
}

export class Router<H> {
  private readonly routes: Route<H>[] = [];

  add(method: string, pattern: string, handler: H): this {
    const names: string[] = [];
    const source = pattern
      .split('/')
      .map((part) => {
        if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part.slice(1));
        return '([^/]+)';
      })
      .join('/');
    this.routes.push({ method, pattern, regex: new RegExp(`^${source}$`), names, handler });
    return this;
  }

  get(pattern: string, handler: H): this {
    return this.add('GET', pattern, handler);
  }

  post(pattern: string, handler: H): this {
    return this.add('POST', pattern, handler);
  }

  patch(pattern: string, handler: H): this {
    return this.add('PATCH', pattern, handler);
  }

  delete(pattern: string, handler: H): this {
    return this.add('DELETE', pattern, handler);
  }

  /** `undefined` when no route has this path; `'method-not-allowed'` when only the method differs. */
  match(method: string, path: string): RouteMatch<H> | 'method-not-allowed' | undefined {
    let pathMatched = false;
    for (const route of this.routes) {
      const found = route.regex.exec(path);
      if (!found) continue;
      pathMatched = true;
      if (route.method !== method && !(route.method === 'GET' && method === 'HEAD')) continue;
      const params: Record<string, string> = {};
      try {
        route.names.forEach((name, i) => (params[name] = decodeURIComponent(found[i + 1] ?? '')));
      } catch {
        continue; // malformed percent-encoding: treat as no match
      }
      return { handler: route.handler, params, pattern: route.pattern };
    }
    return pathMatched ? 'method-not-allowed' : undefined;
  }
}
