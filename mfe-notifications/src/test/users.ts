import type { SessionUser } from '@petpal/contracts';

export const petOwner: SessionUser = { id: 'u1', email: 'sam@example.com', role: 'pet_owner' };
