import * as z from 'zod/mini';
import { ObjectIdString } from '../contracts';

/** Path parameters: ids are validated before they reach a filter. */
export const VetParams = z.strictObject({ vetId: ObjectIdString });
export const IdParams = z.strictObject({ id: ObjectIdString });
