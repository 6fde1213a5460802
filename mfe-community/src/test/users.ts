import type { SessionUser } from '@petpal/contracts';

/** Sam writes the posts; Nina is a neighbour who comments, likes and flags. Ids are 24 hex like the API's. */
export const sam: SessionUser = { id: 'a00000000000000000000001', email: 'sam@example.com', role: 'pet_owner' };
export const nina: SessionUser = { id: 'a00000000000000000000002', email: 'nina@example.com', role: 'pet_owner' };
