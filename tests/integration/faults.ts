// Test-only fault injection on the integration sandbox (API and IdP share one registry).
import { request } from 'undici';
import { API_BASE } from './ports';

export type Fault = { path: string; method?: string; status?: number; count?: number; delayMs?: number; malformed?: boolean };

export async function injectFault(fault: Fault): Promise<void> {
  const res = await request(`${API_BASE}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
  if (res.statusCode !== 201) throw new Error(`could not inject ${JSON.stringify(fault)}: ${await res.body.text()}`);
  await res.body.dump();
}

export async function pendingFaults(): Promise<{ path: string; count: number }[]> {
  const res = await request(`${API_BASE}/__faults`);
  return ((await res.body.json()) as { faults: { path: string; count: number }[] }).faults;
}

export async function clearFaults(): Promise<void> {
  const res = await request(`${API_BASE}/__faults`, { method: 'DELETE' });
  await res.body.dump();
}
