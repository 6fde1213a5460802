import { ObjectId } from 'mongodb';
import {
  APPLICATION_REQUIREMENTS,
  isProviderRole,
  profileInputSchemas,
  StoredRole,
  type ProfileFields,
  type ProfileResponse,
  type RecordRole,
  type RoleRecord,
  type SessionUser,
} from '@petpal/contracts';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { ImagesService } from '../../images';
import { toFieldErrors } from '../../lib/validate';
import { toSessionUser, type UsersRepository } from '../users/users.repository';
import type { ProfilesRepository, RoleRecordDoc } from './profiles.repository';
import { checkProviderPhotos, releaseProviderPhotos, type ProviderPhotoFields } from './provider-photos';

export interface ProfilesServiceDeps {
  users: UsersRepository;
  records: ProfilesRepository;
  images: ImagesService;
  now?: () => Date;
}

/** Spec section 3: 'none' is saved as pet_owner, and an unknown role falls back to pet_owner. */
export function storedRoleOf(requested: string): StoredRole {
  const parsed = StoredRole.safeParse(requested);
  return parsed.success ? parsed.data : 'pet_owner';
}

function toRecord<R extends RecordRole>(doc: RoleRecordDoc<R>): RoleRecord<R> {
  const { _id, userId: _userId, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = doc;
  return { id: _id.toHexString(), ...fields } as RoleRecord<R>;
}

function profileOf<R extends RecordRole>(role: R, doc: RoleRecordDoc<R> | null): ProfileResponse {
  return { role, record: doc && toRecord(doc), complete: doc !== null } as ProfileResponse;
}

export type ProfilesService = ReturnType<typeof createProfilesService>;

/** The user's role and the record of that role (the profile). */
export function createProfilesService({ users, records, images, now = () => new Date() }: ProfilesServiceDeps) {
  return {
    /** Stores the chosen role on the user and answers the updated session user. */
    async chooseRole(userId: string, requested: string): Promise<SessionUser> {
      const user = await users.findById(userId);
      if (!user) throw new NotFound();
      const role = storedRoleOf(requested);
      await users.update(user._id, { role });
      return toSessionUser({ ...user, role });
    },

    async get(user: SessionUser): Promise<ProfileResponse> {
      if (user.role === 'none') return { role: 'none', record: null, complete: false };
      return profileOf(user.role, await records.findByUser(user.role, new ObjectId(user.id)));
    },

    /** Creates or replaces the record of the user's current role from `body` (that role's schema). */
    async save(user: SessionUser, body: unknown): Promise<ProfileResponse> {
      const { role } = user;
      if (role === 'none') throw new Conflict('Please choose your role first.', 'role_required');
      const schema = profileInputSchemas[role];
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        throw new Invalid('Some fields are missing or not valid.', toFieldErrors(parsed.error.issues, 'json'));
      }
      const fields = parsed.data as ProfileFields<typeof role>;
      const absent = Object.keys(schema.shape).filter((key) => !(key in fields));
      const userId = new ObjectId(user.id);
      let released: string[] = [];
      // A decided application whose checked details (licence, business, tax id, experience) change is pending
      // again (docs/decisions/052); other edits keep the decision.
      if (isProviderRole(role)) {
        const before = await records.findByUser(role, userId);
        const checked = APPLICATION_REQUIREMENTS[role].map((item) => item.field).filter((field) => field !== 'idCheck');
        const changed = (field: string) =>
          (before as Record<string, unknown> | null)?.[field] !== (fields as Record<string, unknown>)[field];
        if (before?.verification && checked.some(changed)) absent.push('verification');
        released = await checkProviderPhotos(
          images,
          user.id,
          before as ProviderPhotoFields | null,
          fields as ProviderPhotoFields,
        );
      }
      const saved = await records.save(role, userId, fields, absent, now());
      await releaseProviderPhotos(images, user.id, released);
      return profileOf(role, saved);
    },
  };
}
