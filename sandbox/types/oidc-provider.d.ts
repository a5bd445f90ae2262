// Just the part of oidc-provider 9 the sandbox uses: the package ships no type declarations and
// @types/oidc-provider is not installed.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Session {
    accountId?: string;
    uid: string;
    authorizations?: Record<string, { grantId?: string }>;
    state?: { postLogoutRedirectUri?: string; state?: string; clientId?: string };
    grantIdFor(clientId: string): string | undefined;
    /** When the session logged in (seconds since the epoch). */
    authTime(): number | undefined;
    destroy(): Promise<void>;
  }

  export interface ClientEntity {
    clientId: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; acr?: string; amr?: string[]; ts?: number };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export interface KoaContextWithOIDC {
    oidc: {
      session: Session;
      client?: ClientEntity;
      params?: Record<string, unknown>;
      result?: InteractionResults;
      provider: Provider;
      /** Set by end_session once the id_token_hint verified: the decoded token. */
      entities: { IdTokenHint?: { payload: { sub?: string; aud?: string } } };
    };
    cookies: { set(name: string, value: string | null, options?: Record<string, unknown>): void };
    redirect(url: string): void;
    host: string;
    type: string;
    body: unknown;
    status: number;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string; uid?: string };
    grantId?: string;
    returnTo: string;
  }

  export interface Grant {
    readonly jti: string;
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
    destroy(): Promise<void>;
  }

  export interface GrantStatic {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    post_logout_redirect_uris?: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
    [key: string]: unknown;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    jwks?: { keys: object[] };
    cookies?: { keys?: string[]; long?: object; short?: object; names?: Record<string, string> };
    claims?: Record<string, string[]>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    extraParams?: string[];
    responseTypes?: string[];
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: ClientEntity) => boolean };
    ttl?: Record<string, number>;
    features?: Record<string, object>;
    interactions?: { policy?: unknown; url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => string | Promise<string> };
    /** `token`: the model the account is looked up for (the authorization code at the token endpoint). */
    findAccount?: (ctx: KoaContextWithOIDC, sub: string, token?: unknown) => Promise<Account | undefined>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, string>, error: Error) => void | Promise<void>;
    [key: string]: unknown;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly Grant: GrantStatic;
    cookieName(type: 'session' | 'interaction' | 'resume'): string;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: InteractionResults, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  /** One reason a prompt is needed (interactionPolicy.Check; not a top-level export). */
  export interface Check {
    readonly reason: string;
  }

  export interface CheckStatic {
    /** `error` is what prompt=none answers when this check fails (default interaction_required). */
    new (reason: string, description: string, error: string, check: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>): Check;
    readonly REQUEST_PROMPT: true;
    readonly NO_NEED_TO_PROMPT: false;
  }

  export interface Prompt {
    name: string;
    checks: { add(check: Check, index?: number): void };
  }

  export const interactionPolicy: {
    base(): Prompt[] & { get(name: string): Prompt | undefined };
    Check: CheckStatic;
  };

  export default Provider;
}
