// Runs once when the server starts: refuse to start with a bad configuration, naming each bad variable.
// (SIGTERM is server/keycard-server.cjs's: it drains requests, flushes traces, then exits.)
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { config } = await import('./lib/config');
  config();
  // OpenTelemetry traces, only when the OTEL_* variables ask for them.
  const { startTracing } = await import('./lib/telemetry/start');
  if (await startTracing()) {
    const { logger } = await import('./lib/logger');
    logger.info({ exporter: process.env.OTEL_TRACES_EXPORTER ?? 'otlp' }, 'tracing on');
  }
  // Connect to the shared store now, so the first sign-ins already count in it (when REDIS_URL is set).
  const { redis } = await import('./lib/redis');
  redis();
  // The metrics registry exists from the start, so the metrics port answers before the first request.
  const { metrics } = await import('./lib/metrics');
  metrics();
}
