// Issue 41: the breached-password ranges Keycard asks for a new password's SHA-1 prefix (k-anonymity).
import { api } from '../../lib/upstream/contract';
import { serve } from '../http/serve';
import { fileCorpus, type BreachCorpus } from '../passwords/breached';
import type { ApiRouter } from './types';

export function registerPasswordRoutes(router: ApiRouter, corpus: () => Promise<BreachCorpus> = fileCorpus): void {
  // Built while the sandbox starts: the first range may wait for it.
  void corpus();
  serve(router, api.breachedPasswordRange, async ({ body: { prefix } }) => ({ suffixes: (await corpus()).range(prefix) }));
}
