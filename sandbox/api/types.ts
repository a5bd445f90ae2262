// What every API route handler receives, and the shared dependencies they are built with.
import type { IncomingHttpHeaders } from 'node:http';
import type { SandboxConfig } from '../config';
import type { FaultRegistry } from '../faults';
import type { Reply } from '../http/replies';
import type { Router } from '../http/router';
import type { Store } from '../store';
import type { IdTokenVerifier } from './id-token-verifier';

export interface ApiRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body (POST/PATCH/PUT), undefined when empty. */
  body: unknown;
}

export type ApiHandler = (req: ApiRequest) => Promise<Reply> | Reply;
export type ApiRouter = Router<ApiHandler>;

export interface ApiDeps {
  config: SandboxConfig;
  store: Store;
  /** Null unless SANDBOX_FAULT_INJECTION=1. */
  faults: FaultRegistry | null;
  verifyIdToken: IdTokenVerifier;
}
