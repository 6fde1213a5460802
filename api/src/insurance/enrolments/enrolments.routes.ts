import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import {
  EnrolmentInput,
  IdParams,
  insuranceMessages,
  type EnrolmentAnswer,
  type EnrolmentList,
} from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { idempotency, requireIdempotencyKey } from '../../lib/idempotency';
import { validate } from '../../lib/validate';
import type { EnrolmentsService } from './enrolments.service';

/** Enrolling must be safe to retry, so the key is not optional here. */
const requireKey = requireIdempotencyKey(insuranceMessages.idempotencyKeyRequired);

/** /enrolments (signed in): enrol one's own pet (Idempotency-Key required), list and cancel one's own. */
export function createEnrolmentRoutes(db: DataPort, enrolments: EnrolmentsService) {
  const userIdOf = (user: AppEnv['Variables']['user']) => new ObjectId(user!.id);

  return new Hono<AppEnv>()
    .use('/enrolments', requireUser)
    .use('/enrolments/*', requireUser)
    .get('/enrolments', async (c) => {
      const body: EnrolmentList = { enrolments: await enrolments.list(userIdOf(c.get('user'))) };
      return c.json(body);
    })
    .post(
      '/enrolments',
      requireKey,
      idempotency(db, { scope: (c) => `insurance.enrol:${c.get('user')?.id ?? ''}` }),
      validate('json', EnrolmentInput),
      async (c) => {
        const body: EnrolmentAnswer = { enrolment: await enrolments.enrol(c.get('user')!, c.req.valid('json')) };
        return c.json(body, 201);
      },
    )
    .post('/enrolments/:id/cancel', validate('param', IdParams), async (c) => {
      const body: EnrolmentAnswer = {
        enrolment: await enrolments.cancel(userIdOf(c.get('user')), new ObjectId(c.req.valid('param').id)),
      };
      return c.json(body);
    });
}
