// The sandbox's passkeys (DESIGN §8): credentials per user, and the checks a real upstream makes on
// every ceremony Keycard relays — the challenge (once only), the origin (one of the tenant's hosts),
// the relying-party id (the tenant's), the signature and user verification — with @simplewebauthn/server.
import { verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { AuthenticationResponse, RegistrationResponse } from '../../lib/upstream/contract';
import { randomToken } from '../crypto-utils';
import { ExpiringMap } from '../expiring-map';
import { HttpError } from '../http/replies';
import type { SeedTenant } from '../seed';

export interface StoredCredential {
  /** base64url credential id. */
  id: string;
  userUuid: string;
  tenantCode: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  backedUp: boolean;
  deviceType: 'singleDevice' | 'multiDevice';
  /** The authenticator's make, as its registration said (all zeros when it does not say). */
  aaguid: string;
  createdAt: string;
  /** The name the user gave it on the security page (issue 25), null until then. */
  name: string | null;
  /** The last sign-in or step-up it verified, null until then. */
  lastUsedAt: string | null;
}

export interface PasskeyStateGrant {
  stateId: string;
  userUuid: string;
  email: string;
  tenantCode: string;
  verifiedAt: string;
}

type Expected = { expectedChallenge: string; expectedOrigin: string; expectedRpId: string };

/** Longer than a challenge's 5 minutes, so a replay is caught for as long as it could verify. */
const USED_CHALLENGE_TTL_MS = 15 * 60 * 1000;
/** The calling application redeems the state right after the redirect. */
const PASSKEY_STATE_TTL_MS = 5 * 60 * 1000;

const rejected = (why: string) => new HttpError(400, 'PasskeyRejected', why);

export class PasskeyService {
  private readonly credentials = new Map<string, StoredCredential>();
  private readonly usedChallenges: ExpiringMap<true>;
  private readonly states: ExpiringMap<PasskeyStateGrant>;

  constructor(private readonly now: () => number) {
    this.usedChallenges = new ExpiringMap(now);
    this.states = new ExpiringMap(now);
  }

  /**
   * The upstream's own checks before any cryptography: the rp id is the tenant's, the origin one of
   * its hosts, and the challenge new. A challenge is spent on its first presentation, verified or not.
   */
  private admit(tenant: SeedTenant, e: Expected): void {
    if (e.expectedRpId !== tenant.tenant.passkeyRpId) throw rejected(`rp id ${e.expectedRpId} is not the tenant's`);
    if (!tenant.tenant.webOrigins.includes(e.expectedOrigin)) throw rejected(`origin ${e.expectedOrigin} is not one of the tenant's`);
    const host = new URL(e.expectedOrigin).hostname;
    if (host !== e.expectedRpId && !host.endsWith(`.${e.expectedRpId}`)) throw rejected('origin outside the rp id');
    if (this.usedChallenges.has(e.expectedChallenge)) throw new HttpError(400, 'ChallengeUsed');
    this.usedChallenges.set(e.expectedChallenge, true, USED_CHALLENGE_TTL_MS);
  }

  /**
   * `mediation: 'conditional'`: conditional create (issue 24), whose authenticator data carries neither
   * user presence nor verification (WebAuthn L3 §5.1.3); every other registration must have both.
   */
  async register(tenant: SeedTenant, userUuid: string, response: RegistrationResponse, e: Expected & { mediation?: 'conditional' }): Promise<StoredCredential> {
    this.admit(tenant, e);
    const asked = e.mediation !== 'conditional';
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: e.expectedChallenge,
      expectedOrigin: e.expectedOrigin,
      expectedRPID: e.expectedRpId,
      requireUserPresence: asked,
      requireUserVerification: asked,
    }).catch((err: unknown) => {
      throw rejected(String(err));
    });
    if (!result.verified) throw rejected('registration did not verify');
    const { credential, credentialBackedUp, credentialDeviceType, aaguid } = result.registrationInfo;
    if (this.credentials.has(credential.id)) throw new HttpError(409, 'PasskeyExists');
    const stored: StoredCredential = {
      id: credential.id,
      userUuid,
      tenantCode: tenant.tenant.code,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
      backedUp: credentialBackedUp,
      deviceType: credentialDeviceType,
      aaguid,
      createdAt: new Date(this.now()).toISOString(),
      name: null,
      lastUsedAt: null,
    };
    this.credentials.set(stored.id, stored);
    return stored;
  }

  /** The credential an assertion names, if it belongs to this tenant (another tenant's is unknown here). */
  find(tenantCode: string, id: string): StoredCredential | undefined {
    const found = this.credentials.get(id);
    return found?.tenantCode === tenantCode ? found : undefined;
  }

  async authenticate(tenant: SeedTenant, response: AuthenticationResponse, e: Expected): Promise<StoredCredential> {
    const credential = this.find(tenant.tenant.code, response.id);
    if (!credential) throw new HttpError(404, 'UnknownCredential');
    this.admit(tenant, e);
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: e.expectedChallenge,
      expectedOrigin: e.expectedOrigin,
      expectedRPID: e.expectedRpId,
      credential: { id: credential.id, publicKey: credential.publicKey as Uint8Array<ArrayBuffer>, counter: credential.counter },
      requireUserVerification: true,
    }).catch((err: unknown) => {
      throw rejected(String(err));
    });
    if (!result.verified) throw rejected('assertion did not verify');
    // The library refuses a counter that went backwards; a synced passkey's stays 0, which it allows.
    credential.counter = result.authenticationInfo.newCounter;
    credential.backedUp = result.authenticationInfo.credentialBackedUp;
    credential.lastUsedAt = new Date(this.now()).toISOString();
    return credential;
  }

  /** The user's passkeys, newest first (the map keeps them in the order they were made; a user belongs to one tenant). */
  forUser(userUuid: string): StoredCredential[] {
    return [...this.credentials.values()].filter((c) => c.userUuid === userUuid).reverse();
  }

  /** One of this user's passkeys, by id: another user's is as unknown as one that never was. */
  ownedBy(userUuid: string, id: string): StoredCredential | undefined {
    const found = this.credentials.get(id);
    return found?.userUuid === userUuid ? found : undefined;
  }

  /** A passkey removed (its owner's choice on the security page, or a test's). */
  delete(id: string): boolean {
    return this.credentials.delete(id);
  }

  issueState(grant: Omit<PasskeyStateGrant, 'verifiedAt'>): string {
    const passkeyState = randomToken();
    this.states.set(passkeyState, { ...grant, verifiedAt: new Date(this.now()).toISOString() }, PASSKEY_STATE_TTL_MS);
    return passkeyState;
  }

  redeemState(passkeyState: string): PasskeyStateGrant | undefined {
    return this.states.take(passkeyState);
  }

  sweep(): void {
    this.usedChallenges.sweep();
    this.states.sweep();
  }
}
