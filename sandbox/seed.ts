// The sandbox's seeded tenants, users and partner: the single source the README documents.
// Everything that names a port is derived from the configuration (tests and the demo differ).
import type { Locale, PhoneDelivery, Theme, WireTenant } from '../lib/upstream/contract';
import type { z } from 'zod';
import { webOrigin, type SandboxConfig } from './config';

/** Every seeded user's password (except nia, who has none until she activates her account). */
export const SEED_PASSWORD = 'Harbour-Lights-2024';

/** hal@seaside.test's earlier passwords, newest first: with the current one, a full history of four. */
export const HAL_PREVIOUS_PASSWORDS = ['Previous-Pass-2023', 'Older-Password-2022', 'Oldest-Password-2021'];

/** tom@seaside.test's authenticator secret (RFC 6238, SHA-1, 6 digits, 30 s; 20 bytes in base32). */
export const TOM_TOTP_SECRET = 'ZQO2KQBJ4OTNQQDG6O7FIOY3AWDGMSXZ';
/** sam@seaside.test gets codes by text message, val@seaside.test by voice call (a landline). */
/** rae@seaside.test's authenticator secret: the MFA-reset journey's user. */
export const RAE_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const SAM_PHONE = '+61491570313';
export const VAL_PHONE = '+61255501234';

/**
 * The leaked-credentials list: SHA-256 (hex) of `email:password`, e-mail lower-cased. Kept as hashes
 * so the list itself holds no passwords. Holds `lea@seaside.test:Harbour-Lights-2024`.
 */
export const LEAKED_CREDENTIAL_HASHES: readonly string[] = ['0450e44e01e54d8953100a0e60f0de64a93b65a3b2d5107fcec1213365118068'];

export interface SeedTenant {
  tenant: z.infer<typeof WireTenant>;
  theme: Theme;
  /** Host names Keycard serves this tenant on (login domains); the first is the primary one. */
  hosts: string[];
}

export interface SeedUser {
  uuid: string;
  email: string;
  tenantCode: string;
  passwordExpiryInDays: number;
  passwordChangeWarningInDays: number;
  /** Days left to set up MFA (0: required now); null: this user is not asked to set it up. */
  mfaRequiredByRemainingInDays: number | null;
  /** A registered primary MFA device: then every sign-in verifies it (SPEC §4 MFA_VERIFICATION_REQUIRED). */
  mfaDevice: SeedMfaDevice | null;
  emailVerificationRequired: boolean;
  /** A disabled account: the IdP answers too_many_attempts to every credential attempt. */
  disabled: boolean;
  partnerCode: string | null;
  type: 'staff' | 'property' | 'partner' | 'enterprise';
  provider: 'auth0' | 'authx';
  locale: string | null;
  defaultRedirectUri: string;
  /** Invited but never activated: no usable password, and an activation e-mail in the outbox. */
  pendingActivation: boolean;
  /** Earlier passwords, newest first; the history also holds the current one (SPEC §5: last four). */
  previousPasswords: string[];
  /** The first name a badge's PIN page greets (issue 38); by default the e-mail's local part, capitalised. */
  firstName: string | null;
  /** The property the person works at (issue 38, 39), if any. */
  property: string | null;
  /** The person's family name (issue 39's staff list), if the upstream has one. */
  lastName: string | null;
  /** The properties the person manages (issue 39's managers): they may issue, revoke and reset its people's badges. */
  manages: string[];
  /** Issue 39: a manager's rank; a manager acts on a fellow manager of the same property only where theirs is higher. */
  rank: number;
  /** Issue 39: when the person last signed in (ms since the epoch), for a seeded history; null: never. */
  lastSignInAt: number | null;
  /** Issue 39's generated staff: their invitations went out long ago, so the outbox starts without them. */
  invitedBefore?: true;
  /** Issue 38: the person's badge, as printed; `pin` null until chosen at first use. */
  badge?: { code: string; pin: string | null; revoked?: boolean };
  /** Issue 38: a temporary pass, as handed over; good for `days`, once unless `reusable`. */
  temporaryPass?: { code: string; days: number; reusable: boolean };
}

/** Issue 38's demo badges and PIN (README). */
export const KIM_BADGE = 'KCB4-7Q2M-X9D4-PK3T';
export const KIM_PIN = '482916';
export const LOU_BADGE = 'KCB4-H3NW-6RTY-Z8QE';
export const REX_BADGE = 'KCB4-RV5C-2JXF-MM7A';
/** new@seaside.test's temporary pass (README): once, for 7 days. */
export const NEW_PASS = 'TP7K-44QX-9MZD';
/** The property of the seaside demo's staff. */
export const HARBOUR = 'SSH-HARBOUR';
/** Issue 39's second property, with a manager of its own. */
export const DUNES = 'SSH-DUNES';
/** How many generated people work at Seaside Harbour besides the named ones (staff0001@seaside.test …): the manager's page's large list. */
export const GENERATED_STAFF = 2000;

/** A property as the upstream knows it: its code, its name and its tenant. */
export interface SeedProperty {
  code: string;
  name: string;
  tenantCode: string;
}

export type SeedMfaDevice = { deliveryType: 'totp'; totpSecret: string } | { deliveryType: PhoneDelivery; phone: string } | { deliveryType: 'mobile-app' };

/** A registration invitation for someone who is not a user yet; its e-mail is in the outbox at start. */
export interface SeedInvitation {
  email: string;
  tenantCode: string;
  redirectUri: string | null;
}

export interface SeedPartner {
  code: string;
  /** Help URLs by locale; English is the fallback. */
  helpUrls: Partial<Record<Locale, string>>;
}

export interface Seed {
  tenants: SeedTenant[];
  properties: SeedProperty[];
  users: SeedUser[];
  partners: SeedPartner[];
  invitations: SeedInvitation[];
}

function capitalised(name: string): string | null {
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : null;
}

/** An ordinary seaside staff user, active, nothing pending; `overrides` make each seed user special. */
export function ordinaryUser(config: SandboxConfig, uuid: string, email: string, overrides: Partial<SeedUser> = {}): SeedUser {
  return {
    uuid,
    email,
    tenantCode: 'seaside',
    passwordExpiryInDays: 90,
    passwordChangeWarningInDays: 7,
    mfaRequiredByRemainingInDays: null,
    emailVerificationRequired: false,
    disabled: false,
    mfaDevice: null,
    partnerCode: null,
    type: 'staff',
    provider: 'auth0',
    locale: null,
    defaultRedirectUri: `${config.demoUrl}/callback`,
    pendingActivation: false,
    previousPasswords: [],
    firstName: capitalised(email.split('@')[0] ?? ''),
    lastName: null,
    property: null,
    manages: [],
    rank: 0,
    lastSignInAt: null,
    ...overrides,
  };
}

export function buildSeed(config: SandboxConfig): Seed {
  const api = config.apiUrl;
  const demoCallback = `${config.demoUrl}/callback`;

  const seaside: SeedTenant = {
    hosts: ['seaside.localhost', 'localhost'],
    tenant: {
      code: 'seaside',
      aliasCode: 'SSH',
      loginDomain: config.idpUrl,
      loginClientId: 'seaside-keycard',
      enablePasskey: true,
      redirectUris: [demoCallback],
      passkeyRpId: 'seaside.localhost',
      badgeSignIn: true,
      webOrigins: ['seaside.localhost', 'localhost'].map((host) => webOrigin(config, host)),
      // Issue 26: the demo hotel's front desk, in a documentation range (RFC 5737) no real client has.
      frontDeskNetworks: ['203.0.113.0/24', '2001:db8:fd::/48'],
      // Australia and New Zealand, and the United Kingdom, where the sandbox's premium-rate range is.
      phoneSends: { countries: ['AU', 'NZ', 'GB'], sendsPerHour: 200, sendsPerPrefixPerHour: 5 },
    },
    theme: {
      name: 'Seaside Hotels',
      code: 'seaside',
      images: { favicon: `${api}/assets/seaside/favicon.svg`, logo: `${api}/assets/seaside/logo.svg` },
      // Each foreground sits on the background of the same rank; all pairs have contrast >= 7:1.
      colours: {
        primaryBackground: '#0B5A8A', // sea blue (buttons)
        primaryForeground: '#FFFFFF', // 7.4:1
        secondaryBackground: '#FFFFFF', // cards
        secondaryForeground: '#0F2A3D', // 14.8:1
        tertiaryBackground: '#F5EEDC', // sand (page)
        tertiaryForeground: '#1F4E6B', // 7.7:1
      },
      links: {
        loginHelpUrl: `${api}/help/seaside/en`,
        loginHelpUrlLocales: {
          en: `${api}/help/seaside/en`,
          de: `${api}/help/seaside/de`,
          fr: `${api}/help/seaside/fr`,
        },
        contactSupportUrl: `${api}/support/seaside`,
      },
    },
  };

  const littleHotelier: SeedTenant = {
    hosts: ['littlehotelier.localhost'],
    tenant: {
      code: 'littlehotelier',
      aliasCode: null,
      loginDomain: config.idpUrl,
      loginClientId: 'littlehotelier-keycard',
      enablePasskey: false,
      redirectUris: [demoCallback],
      passkeyRpId: 'littlehotelier.localhost',
      webOrigins: [webOrigin(config, 'littlehotelier.localhost')],
      // No send policy: its texts and calls go to its home country only (security review L7).
      country: 'AU',
    },
    theme: {
      name: 'Little Hotelier',
      code: 'littlehotelier',
      images: {
        favicon: `${api}/assets/littlehotelier/favicon.svg`,
        logo: `${api}/assets/littlehotelier/logo.svg`,
        logoDark: `${api}/assets/littlehotelier/logo-dark.svg`,
      },
      colours: {
        primaryBackground: '#B5401F', // warm coral (buttons)
        primaryForeground: '#FFFFFF', // 5.7:1
        secondaryBackground: '#FFFFFF',
        secondaryForeground: '#3B2418', // 14.5:1
        tertiaryBackground: '#FFF3EC', // peach (page)
        tertiaryForeground: '#8A3318', // 7.5:1
      },
      links: {
        loginHelpUrl: `${api}/help/littlehotelier/en`,
        loginHelpUrlLocales: { en: `${api}/help/littlehotelier/en` },
        contactSupportUrl: `${api}/support/littlehotelier`,
      },
    },
  };

  const user = (uuid: string, email: string, overrides: Partial<SeedUser> = {}) => ordinaryUser(config, uuid, email, overrides);

  const users: SeedUser[] = [
    user('739a8254-8af8-4b53-b3cd-2867c7f3522e', 'ada@seaside.test', { property: HARBOUR, lastName: 'Quist' }),
    // Locked by too many attempts: issue 39's night manager unlocks him.
    user('ce222982-0cfd-411a-a552-a24135aacaee', 'gus@seaside.test', { disabled: true, property: HARBOUR, lastName: 'Oyelaran' }),
    // Issue 38's badges: kim signs straight in with hers, lou chooses her PIN at first use, rex's was revoked.
    user('3b0f6c2e-8d4a-4e1b-9c7f-5a2d8e6b4f10', 'kim@seaside.test', { property: HARBOUR, lastName: 'Nakamura', badge: { code: KIM_BADGE, pin: KIM_PIN } }),
    user('8e4d2a6c-1f3b-4c9e-a7d5-0b6f2e8c4a31', 'lou@seaside.test', { property: HARBOUR, lastName: 'Ferreira', badge: { code: LOU_BADGE, pin: null } }),
    user('c5a1e7f3-9b2d-4a6c-8e0f-3d7b1c5a9e42', 'rex@seaside.test', { property: HARBOUR, badge: { code: REX_BADGE, pin: KIM_PIN, revoked: true } }),
    // Issue 38: starts with a temporary pass (once, 7 days) and sets up how she will sign in; the tenant asks her for MFA.
    user('1f7d3a9b-6e2c-4d8a-b5f1-7c3e9a2d6b84', 'new@seaside.test', {
      property: HARBOUR,
      mfaRequiredByRemainingInDays: 0,
      temporaryPass: { code: NEW_PASS, days: 7, reusable: false },
    }),
    // Issue 39's night manager of Seaside Harbour; she outranks its duty manager, bea.
    user('e2c6a0f4-7d3b-4b8e-9f1a-6c4e2a8d0b53', 'nora@seaside.test', { property: HARBOUR, manages: [HARBOUR], rank: 2, lastName: 'Lindqvist' }),
    user('0d9b5f2e-4a1c-4e7b-8f3d-9c2a6e1b5d74', 'bea@seaside.test', { property: HARBOUR, manages: [HARBOUR], rank: 1, lastName: 'Moreau' }),
    // Seaside Dunes: otto manages it, dune works there; neither sees Seaside Harbour's people.
    user('5a3e8c1f-2b7d-4f9a-a6e0-4d8b2c7f1e95', 'otto@seaside.test', { property: DUNES, manages: [DUNES], rank: 2, lastName: 'Brandt' }),
    user('9f2d6b4a-8c1e-4a7f-b3d5-1e9c7a5f3b26', 'dune@seaside.test', { property: DUNES, lastName: 'Sato' }),
    // Her e-mail and password are on LEAKED_CREDENTIAL_HASHES: the IdP answers password_leaked.
    user('f9b8c42c-da4e-4326-bcc7-9031d672b9fe', 'lea@seaside.test'),
    user('33f6101a-3548-4cd0-84ac-6a1d5e70aab0', 'ivy@littlehotelier.test', {
      tenantCode: 'littlehotelier',
    }),
    // MFA: set-up recommended (10 days left to skip), required, and verified at every sign-in by
    // authenticator app (tom), text message (sam) and voice call to a landline (val).
    user('f25a2137-fb9e-4d92-a441-1ecc7082f6a3', 'mia@seaside.test', { mfaRequiredByRemainingInDays: 10 }),
    user('0850e1e8-c684-4f91-9d50-d3be55644456', 'max@seaside.test', { mfaRequiredByRemainingInDays: 0 }),
    user('f5c7e73b-8d84-4139-b809-17c8062ab6be', 'tom@seaside.test', { mfaDevice: { deliveryType: 'totp', totpSecret: TOM_TOTP_SECRET } }),
    user('b3f1d0a4-6c2e-4f7a-9e85-2d4c6a8b0e13', 'sam@seaside.test', { mfaDevice: { deliveryType: 'sms', phone: SAM_PHONE } }),
    user('c7e29a51-0b3d-4c8f-a6e4-93f1b2d5c7a8', 'val@seaside.test', { mfaDevice: { deliveryType: 'voice', phone: VAL_PHONE } }),
    // The partner app is her MFA device: every sign-in shows a number to pick in the app (the
    // sandbox's /device page plays it).
    user('5e7b2c9d-1f4a-4c8e-9a3b-6d2f0e8c4b71', 'moe@seaside.test', { mfaDevice: { deliveryType: 'mobile-app' } }),
    // No passkey yet: enrols one at /passkey-enrollment (the demo application links to it), then
    // signs in with it ("continue with a passkey", or the e-mail field's autofill) and steps up.
    user('a1c3e5f7-2b4d-4f6a-8c0e-1d3f5a7b9c2e', 'pia@seaside.test'),
    // Signs in with purpose for-mfa-reset: verifies her app, confirms, and sets MFA up afresh.
    user('d4a8c3e2-7f1b-4e9d-b2a6-5c0e8f3d1a97', 'rae@seaside.test', { mfaDevice: { deliveryType: 'totp', totpSecret: RAE_TOTP_SECRET } }),
    // Outcome PASSWORD_EXPIRED: her password expires today.
    // Expired yesterday: -1 (0 would be "expires today", a warning).
    user('40cfeb8d-f086-44f2-b029-9c0ce5e33da9', 'pam@seaside.test', { passwordExpiryInDays: -1 }),
    // Inside the warning window: Keycard shows "password will expire in 3 days".
    user('2ecb367c-ae3a-472a-b58b-88c13341bd29', 'wes@seaside.test', { passwordExpiryInDays: 3 }),
    user('54ad7097-f410-4bdc-821f-8ed7b3c39f1c', 'eve@seaside.test', {
      emailVerificationRequired: true,
    }),
    // A partner user: the demo's "partner app" button signs her in by partner single sign-on.
    user('ee9cacf6-4a8f-4122-ae82-9077210cb233', 'pat@seaside.test', { partnerCode: 'channelhub', type: 'partner' }),
    // A partner user whose identity provider is authx: her sign-ins end with a partner token, and once
    // signed in by partner SSO this browser keeps her partner identity, so the next login goes through
    // the partner token route (SPEC §4) without the form.
    user('7c1e9b3a-5d2f-4a6e-8b0c-2f4d6e8a1c3b', 'axl@seaside.test', { partnerCode: 'channelhub', type: 'partner', provider: 'authx' }),
    // Never activated: sign-in fails as wrong credentials; her activation link is in the outbox.
    user('9d1e4f3a-5b7c-4e2d-8a6f-0c3b2a1d4e5f', 'nia@seaside.test', { pendingActivation: true }),
    // A full password history: reusing any of the four is refused ("you used that before").
    user('6a2f8c1d-3e4b-4f5a-9b7c-8d0e1f2a3b4c', 'hal@seaside.test', { previousPasswords: HAL_PREVIOUS_PASSWORDS }),
  ];

  // reg@seaside.test is not a user yet: the invitation's e-mail holds her registration link.
  const invitations: SeedInvitation[] = [{ email: 'reg@seaside.test', tenantCode: 'seaside', redirectUri: demoCallback }];

  const partners: SeedPartner[] = [
    {
      code: 'channelhub',
      helpUrls: {
        en: `${api}/help/partners/channelhub/en`,
        de: `${api}/help/partners/channelhub/de`,
      },
    },
  ];

  const properties: SeedProperty[] = [
    { code: HARBOUR, name: 'Seaside Harbour', tenantCode: 'seaside' },
    { code: DUNES, name: 'Seaside Dunes', tenantCode: 'seaside' },
  ];

  return { tenants: [seaside, littleHotelier], properties, users: [...users, ...generatedStaff(config, GENERATED_STAFF)], partners, invitations };
}

const FIRST_NAMES = [
  'Aroha',
  'Bruno',
  'Chen',
  'Dara',
  'Elif',
  'Femi',
  'Greta',
  'Hana',
  'Ines',
  'Jonas',
  'Kanoa',
  'Lena',
  'Malik',
  'Nadia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sione',
  'Tariq',
  'Uma',
  'Vikram',
  'Wiremu',
  'Yara',
  'Zoe',
];
const LAST_NAMES = [
  'Abbott',
  'Baptiste',
  'Costa',
  'Dlamini',
  'Eriksen',
  'Fujita',
  'Garcia',
  'Haddad',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'Lima',
  'Mensah',
  'Nguyen',
  'Okafor',
  'Pereira',
  'Rahman',
  'Silva',
  'Tanaka',
  'Walker',
];
const HOUR_MS = 60 * 60 * 1000;

/**
 * Seaside Harbour's generated people, staff0001@seaside.test onwards, named from two short lists and
 * as varied as a real hotel's: a few wait for activation, some verify a second factor by app or text,
 * some have badges, most signed in within the last weeks. Deterministic: the same seed every start.
 */
export function generatedStaff(config: SandboxConfig, count: number): SeedUser[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const id = String(n).padStart(4, '0');
    const uuid = `00000039-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const mfaDevice: SeedMfaDevice | null =
      n % 7 === 0 ? { deliveryType: 'totp', totpSecret: TOM_TOTP_SECRET } : n % 11 === 0 ? { deliveryType: 'sms', phone: SAM_PHONE } : null;
    return ordinaryUser(config, uuid, `staff${id}@seaside.test`, {
      firstName: FIRST_NAMES[i % FIRST_NAMES.length] ?? null,
      lastName: LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length] ?? null,
      property: HARBOUR,
      pendingActivation: n % 23 === 0,
      invitedBefore: true,
      mfaDevice,
      // Hours ago, spread over about five weeks; every thirteenth never signed in.
      lastSignInAt: n % 13 === 0 || n % 23 === 0 ? null : Date.now() - ((n * 37) % 840) * HOUR_MS,
    });
  });
}
