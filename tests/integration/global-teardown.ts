export default async function globalTeardown() {
  await (globalThis as { __SANDBOX__?: { stop(): Promise<void> } }).__SANDBOX__?.stop();
}
