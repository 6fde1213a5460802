import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import {
  FileReportCardInput,
  UpdateReportCardInput,
  type ReportCardList,
  type ReportCardSaved,
  type ReportCardVisitList,
} from '@petpal/contracts';
import { validate } from '../../lib/validate';
import { IdParams, signedInUser } from '../access/care-access';
import type { ReportCardsService } from './report-cards.service';

/**
 * Report cards (mounted at /api/care): the sitter's visits and cards under /practice, the owner's cards of a
 * booking under /requests. Photos are images (GET /api/images/:id/:width), decision 100.
 */
export function createReportCardRoutes(reportCards: ReportCardsService) {
  return new Hono<AppEnv>()
    .get('/practice/requests/:id/report-cards', requireUser, validate('param', IdParams), async (c) => {
      const body: ReportCardVisitList = await reportCards.visits(signedInUser(c.get('user')), c.req.valid('param').id);
      return c.json(body);
    })
    .post(
      '/practice/requests/:id/report-cards',
      requireUser,
      validate('param', IdParams),
      validate('json', FileReportCardInput),
      async (c) => {
        const card = await reportCards.file(signedInUser(c.get('user')), c.req.valid('param').id, c.req.valid('json'));
        const body: ReportCardSaved = { card };
        return c.json(body, 201);
      },
    )
    .patch(
      '/practice/report-cards/:id',
      requireUser,
      validate('param', IdParams),
      validate('json', UpdateReportCardInput),
      async (c) => {
        const card = await reportCards.update(
          signedInUser(c.get('user')),
          c.req.valid('param').id,
          c.req.valid('json'),
        );
        const body: ReportCardSaved = { card };
        return c.json(body);
      },
    )
    .get('/requests/:id/report-cards', requireUser, validate('param', IdParams), async (c) => {
      const body: ReportCardList = await reportCards.ofOwner(signedInUser(c.get('user')), c.req.valid('param').id);
      return c.json(body);
    });
}
