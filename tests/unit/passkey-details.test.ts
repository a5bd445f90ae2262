// GET /passkeys as Keycard reads it (lib/upstream/contract/passkeys.ts): what a real store may hold
// differently from the sandbox (an AAGUID in capitals or missing, a transport WebAuthn added since, no
// name) is read, not refused, so one odd passkey never makes the user's list unreadable.
import { api, PasskeyDetails } from '@/lib/upstream/contract';

const stored = {
  id: 'AbC-123_x',
  name: 'Work laptop',
  createdAt: '2026-11-01T08:00:00Z',
  lastUsedAt: '2026-11-20T08:00:00Z',
  backedUp: true,
  transports: ['internal', 'hybrid'],
  aaguid: 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4',
};

test('a passkey as the sandbox answers it reads as it is', () => {
  expect(PasskeyDetails.parse(stored)).toEqual(stored);
});

test.each([
  ['in capitals', 'EA9B8D66-4D01-1D21-3CE4-B6B48CB575D4', 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4'],
  ['without dashes', 'ea9b8d664d011d213ce4b6b48cb575d4', 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4'],
  ['missing (an older credential)', null, '00000000-0000-0000-0000-000000000000'],
  ['not an AAGUID at all', 'n/a', '00000000-0000-0000-0000-000000000000'],
])('an AAGUID %s is read as the make it names, or none', (_how, aaguid, read) => {
  expect(PasskeyDetails.parse({ ...stored, aaguid }).aaguid).toBe(read);
});

test('transports WebAuthn added since are ignored, as relying parties must; none at all is an empty list', () => {
  expect(PasskeyDetails.parse({ ...stored, transports: ['internal', 'smoke-signal'] }).transports).toEqual(['internal']);
  expect(PasskeyDetails.parse({ ...stored, transports: null }).transports).toEqual([]);
});

test('no name and no last use are null, whether absent or null', () => {
  const { name: _name, lastUsedAt: _last, ...bare } = stored;
  expect(PasskeyDetails.parse(bare)).toMatchObject({ name: null, lastUsedAt: null });
});

test('what cannot be a passkey is still refused: no id, no creation date', () => {
  expect(PasskeyDetails.safeParse({ ...stored, id: '' }).success).toBe(false);
  expect(PasskeyDetails.safeParse({ ...stored, createdAt: undefined }).success).toBe(false);
});

test('a user with many passkeys gets them all', () => {
  const many = Array.from({ length: 150 }, (_, i) => ({ ...stored, id: `id-${i}` }));
  expect(api.listPasskeys.response.parse({ data: { passkeys: many } }).data.passkeys).toHaveLength(150);
});
