// Test-only: POST/GET/DELETE /__faults, registered only when SANDBOX_FAULT_INJECTION=1.
import type { FaultRegistry } from '../faults';
import { FaultSpec } from '../faults';
import { json, noContent, parseBody } from '../http/replies';
import type { ApiRouter } from './types';

export function registerFaultRoutes(router: ApiRouter, faults: FaultRegistry): void {
  router.post('/__faults', ({ body }) => json(201, { fault: faults.add(parseBody(FaultSpec, body)) }));
  router.get('/__faults', () => json(200, { faults: faults.list() }));
  router.delete('/__faults', () => {
    faults.clear();
    return noContent();
  });
}
