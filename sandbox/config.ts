// Sandbox configuration, read once from the environment. Every URL is derived from the ports so the
// demo (4000-4002, web 3000) and the tests (4100-4102, web 3100) can run side by side.

export interface SandboxConfig {
  apiPort: number;
  idpPort: number;
  demoPort: number;
  webPort: number;
  faultInjection: boolean;
  /** Where the servers listen: loopback only, the sandbox is never meant to be reachable. */
  bindHost: string;
  apiUrl: string;
  idpUrl: string;
  demoUrl: string;
  /** IdP client secrets by client id (the tenants' loginClientId). */
  clientSecrets: Record<string, string>;
}

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a TCP port (1-65535), got "${raw}"`);
  }
  return port;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const apiPort = readPort(env, 'SANDBOX_API_PORT', 4000);
  const idpPort = readPort(env, 'SANDBOX_IDP_PORT', 4001);
  const demoPort = readPort(env, 'SANDBOX_DEMO_PORT', 4002);
  const webPort = readPort(env, 'SANDBOX_WEB_PORT', 3000);
  return {
    apiPort,
    idpPort,
    demoPort,
    webPort,
    faultInjection: env.SANDBOX_FAULT_INJECTION === '1',
    bindHost: '127.0.0.1',
    apiUrl: `http://localhost:${apiPort}`,
    idpUrl: `http://localhost:${idpPort}`,
    demoUrl: `http://localhost:${demoPort}`,
    clientSecrets: {
      'seaside-keycard': env.SANDBOX_CLIENT_SECRET_SEASIDE || 'seaside-sandbox-client-secret-0001',
      'littlehotelier-keycard': env.SANDBOX_CLIENT_SECRET_LITTLEHOTELIER || 'littlehotelier-sandbox-client-secret-0001',
    },
  };
}

/** The Keycard web app's origin on one of a tenant's hosts. */
export function webOrigin(config: SandboxConfig, host: string): string {
  return `http://${host}:${config.webPort}`;
}
