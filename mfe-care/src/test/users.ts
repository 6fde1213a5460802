import type { SessionUser } from '@petpal/api/contracts';

export const petOwner: SessionUser = { id: 'u1', email: 'sam@example.com', role: 'pet_owner' };
export const sitterUser: SessionUser = { id: 'u7', email: 'sitter1@petpal.demo', role: 'pet_sitter' };
