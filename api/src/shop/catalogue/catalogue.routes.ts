import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { CountryQuery, ProductListQuery, ProductParams, type ProductAnswer, type ProductList } from '@petpal/contracts';
import { validate } from '../../lib/validate';
import type { CatalogueService } from './catalogue.service';
import type { CurrencyOf } from './viewer-currency';

/** /products (anyone): the catalogue and product pages. */
export function createCatalogueRoutes(catalogue: CatalogueService, currencyOf: CurrencyOf) {
  return new Hono<AppEnv>()
    .get('/products', validate('query', ProductListQuery), async (c) => {
      const query = c.req.valid('query');
      const body: ProductList = await catalogue.list(query, await currencyOf(c.get('user'), query.country));
      return c.json(body);
    })
    .get('/products/:slug', validate('param', ProductParams), validate('query', CountryQuery), async (c) => {
      const currency = await currencyOf(c.get('user'), c.req.valid('query').country);
      const body: ProductAnswer = { product: await catalogue.get(c.req.valid('param').slug, currency) };
      return c.json(body);
    });
}
