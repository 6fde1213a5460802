import type { SessionUser } from '@petpal/contracts';

export const petOwner: SessionUser = { id: 'u1', email: 'sam@example.com', role: 'pet_owner' };
export const vetUser: SessionUser = { id: 'u9', email: 'vet1@petpal.demo', role: 'veterinary_doctor' };
