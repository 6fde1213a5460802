import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import { QuoteInput, type QuoteAnswer } from '@petpal/contracts';
import { validate } from '../../lib/validate';
import type { CurrencyOf } from '../../shop';
import type { QuotesService } from './quotes.service';

/** POST /quotes (anyone, guests too): a premium per plan, kept for 30 days. */
export function createQuoteRoutes(quotes: QuotesService, currencyOf: CurrencyOf) {
  return new Hono<AppEnv>().post('/quotes', validate('json', QuoteInput), async (c) => {
    const { country, ...pet } = c.req.valid('json');
    const user = c.get('user');
    const currency = await currencyOf(user, country);
    const body: QuoteAnswer = { quote: await quotes.quote(user ? new ObjectId(user.id) : null, pet, currency) };
    return c.json(body, 201);
  });
}
