import { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';

export const IDENTITIES_COLLECTION = 'identities';

/** The issuer of email-and-password identities; their subject is the lower-cased email. */
export const PASSWORD_ISSUER = 'password';
/** The issuer of phone identities; their subject is the E.164 number. */
export const PHONE_ISSUER = 'phone';

/**
 * One way of signing in to an account: a password, a phone, or an OpenID provider (issuer URL + `sub`).
 * Unique per (issuer, subject); a user may have several, which is how sign-ins are linked.
 */
export interface IdentityDoc {
  _id: ObjectId;
  userId: ObjectId;
  /** 'password', 'phone' or an OIDC issuer URL. */
  issuer: string;
  /** Lower-cased email, E.164 phone or OIDC `sub`. */
  subject: string;
  /**
   * The email address this identity speaks for: the subject of a password identity; for an OIDC
   * identity only the provider's email when the provider marks it verified; null for a phone.
   * Linking goes only through `findVerifiedByEmail`.
   */
  email: string | null;
  /** argon2id PHC string; password identities only. Never leaves the API. */
  passwordHash?: string;
  /** When the subject was proven (email link clicked, code entered, provider sign-in); null until then. */
  verifiedAt: Date | null;
  createdAt: Date;
}

export type NewIdentity = Omit<IdentityDoc, '_id'>;

/** The only code that touches `identities`. */
export function createIdentitiesRepository(db: DataPort) {
  const identities = db.collection<IdentityDoc>(IDENTITIES_COLLECTION);
  return {
    async ensureIndexes() {
      await identities.createIndex({ issuer: 1, subject: 1 }, { unique: true, name: 'issuer_subject_unique' });
      await identities.createIndex({ userId: 1 }, { name: 'user' });
      await identities.createIndex({ email: 1 }, { name: 'email' });
    },

    /** Throws a duplicate-key error (see isDuplicateKeyError) when (issuer, subject) is taken. */
    async insert(identity: NewIdentity): Promise<IdentityDoc> {
      const doc: IdentityDoc = { _id: new ObjectId(), ...identity };
      await identities.insertOne(doc);
      return doc;
    },

    find: (issuer: string, subject: string) => identities.findOne({ issuer, subject }),

    findByUser: (userId: ObjectId) => identities.find({ userId }, { sort: { createdAt: 1 } }).toArray(),

    /** An identity whose email is proven: the only way a new sign-in may join an existing account. */
    findVerifiedByEmail: (email: string) =>
      identities.findOne({ email, verifiedAt: { $ne: null } }, { sort: { createdAt: 1 } }),

    async setPasswordHash(id: ObjectId, passwordHash: string) {
      await identities.updateOne({ _id: id }, { $set: { passwordHash } });
    },

    /** Sets verifiedAt once; later calls keep the first time. */
    async markVerified(id: ObjectId, at: Date) {
      await identities.updateOne({ _id: id, verifiedAt: null }, { $set: { verifiedAt: at } });
    },
  };
}

export type IdentitiesRepository = ReturnType<typeof createIdentitiesRepository>;
