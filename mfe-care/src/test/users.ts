import type { SessionUser } from '@petpal/contracts';

export const petOwner: SessionUser = { id: 'u1', email: 'sam@example.com', role: 'pet_owner' };
export const sitterUser: SessionUser = { id: 'u7', email: 'sitter1@petpal.demo', role: 'pet_sitter' };
export const trainerUser: SessionUser = { id: 'u9', email: 'trainer1@petpal.demo', role: 'pet_trainer' };
export const stylistUser: SessionUser = { id: 'u9', email: 'stylist1@petpal.demo', role: 'pet_stylist' };
