import { startSandbox } from '../support/sandbox-process';
import { INTEGRATION_PORTS } from './ports';

export default async function globalSetup() {
  const sandbox = await startSandbox({ ...INTEGRATION_PORTS, faults: true });
  (globalThis as { __SANDBOX__?: { stop(): Promise<void> } }).__SANDBOX__ = sandbox;
}
