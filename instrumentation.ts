// Runs once when the server starts: refuse to start with a bad configuration, naming each bad variable.
// (Next's own server handles SIGTERM: it stops accepting connections and exits.)
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { config } = await import('./lib/config');
  config();
}
