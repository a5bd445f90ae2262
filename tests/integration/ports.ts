// Integration tests run their own sandbox on ports of their own (demo: 4000s, e2e: 4100s).
export const INTEGRATION_PORTS = { apiPort: 4200, idpPort: 4201, demoPort: 4202, webPort: 3200 } as const;
export const API_BASE = `http://localhost:${INTEGRATION_PORTS.apiPort}`;
export const IDP_BASE = `http://localhost:${INTEGRATION_PORTS.idpPort}`;
