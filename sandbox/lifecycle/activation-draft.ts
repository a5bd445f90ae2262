// Applying SPEC's activation draft (password, secret question and answer) to a user: shared by
// activation of an invited account and by self-registration.
import type { ActivationDraft } from '../../lib/upstream/contract';
import { hashPassword } from '../crypto-utils';
import type { Store, UserRecord } from '../store';

export interface HashedDraft {
  passwordHash: string;
  secretAnswerHash: string;
}

/** The slow part, done before any state changes. Answers compare case- and space-insensitively. */
export async function hashDraft(draft: ActivationDraft): Promise<HashedDraft> {
  const [passwordHash, secretAnswerHash] = await Promise.all([hashPassword(draft.password), hashPassword(draft.secretAnswer.trim().toLowerCase())]);
  return { passwordHash, secretAnswerHash };
}

/** Synchronous: the user is active, with a fresh 90-day password, in one step. */
export function applyDraft(store: Store, user: UserRecord, draft: ActivationDraft, hashed: HashedDraft): void {
  store.applyPasswordHash(user, hashed.passwordHash);
  user.secretQuestion = draft.secretQuestion;
  user.secretAnswerHash = hashed.secretAnswerHash;
  user.pendingActivation = false;
  store.accountTokens.revoke('activation', user.email, user.tenantCode);
}
