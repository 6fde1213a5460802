import { ObjectId } from 'mongodb';
import type { AuthMode, OidcProviderName } from '@petpal/contracts';
import type { DataPort } from '../../data/port';

export const OIDC_FLOWS_COLLECTION = 'oidc_flows';

/**
 * One sign-in in progress with a provider, from the start link to the callback: what the callback must
 * check (state, nonce, PKCE verifier) and where the user goes after. The browser holds a random token
 * in a cookie; only its hash is kept here.
 */
export interface OidcFlowDoc {
  _id: ObjectId;
  tokenHash: string;
  provider: OidcProviderName;
  state: string;
  nonce: string;
  codeVerifier: string;
  mode: AuthMode;
  returnTo: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** The only code that touches `oidc_flows`. */
export function createOidcFlowsRepository(db: DataPort) {
  const flows = db.collection<OidcFlowDoc>(OIDC_FLOWS_COLLECTION);
  return {
    async ensureIndexes() {
      await flows.createIndex({ tokenHash: 1 }, { unique: true, name: 'token_unique' });
      await flows.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expiry' });
    },

    async insert(flow: Omit<OidcFlowDoc, '_id'>) {
      await flows.insertOne({ _id: new ObjectId(), ...flow });
    },

    /** Removes and returns the live flow of `tokenHash`: each flow can finish once. */
    async take(tokenHash: string, at: Date): Promise<OidcFlowDoc | null> {
      const flow = await flows.findOne({ tokenHash });
      if (!flow) return null;
      const deleted = await flows.deleteOne({ _id: flow._id });
      if (deleted.deletedCount !== 1 || flow.expiresAt <= at) return null;
      return flow;
    },
  };
}
