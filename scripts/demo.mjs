// npm run demo: install what is missing, build, start the sandbox, Keycard and the demo calling app.
import { build, ensureInstalled } from './lib.mjs';
import { startStack } from './stack.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
if (ensureInstalled() !== 0) process.exit(1);
if (!process.argv.includes('--no-build') && build({ devPages: true }) !== 0) process.exit(1);

const { ports, stop } = await startStack('demo');
const web = (host) => `http://${host}:${ports.web}`;
console.log(`
Keycard is running.

  Demo calling application   http://localhost:${ports.demo}        (start here: "Sign in")
  Seaside Hotels             ${web('seaside.localhost')}/login   (also ${web('localhost')}/login)
  Little Hotelier            ${web('littlehotelier.localhost')}/login
  Sandbox API                http://localhost:${ports.api}
  Sandbox identity provider  http://localhost:${ports.idp}

  Every demo account's password is  Harbour-Lights-2024
    ada@seaside.test          signs straight in
    ivy@littlehotelier.test   signs straight in on Little Hotelier
    gus@seaside.test          disabled (too many attempts)
    lea@seaside.test          leaked password
    wes@seaside.test          password expires in 3 days
    pam@seaside.test          password expired
    mia@seaside.test          MFA recommended (10 days left)
    max@seaside.test          MFA required
    tom@seaside.test          MFA by authenticator app (TOTP, secret in the README)
    sam@seaside.test          MFA by text message (code in the outbox)
    val@seaside.test          MFA by voice call (code in the outbox)
    eve@seaside.test          e-mail verification required
    pat@seaside.test          partner user (channelhub help link)
  (README.md lists them all.)  Press Ctrl+C to stop.
`);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => (stop(), process.exit(0)));
