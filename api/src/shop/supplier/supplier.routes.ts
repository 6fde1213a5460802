import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import { requireUser, type AuthFacade } from '../../auth';
import {
  CreateSupplierProductInput,
  IdParams,
  supplierMessages,
  UpdateSupplierProductInput,
  type SupplierProductAnswer,
  type SupplierProductList,
} from '@petpal/contracts';
import { Forbidden } from '../../errors';
import { validate } from '../../lib/validate';
import { requireVerified } from '../access/provider-guard';
import type { SupplierProductsService } from './supplier-products.service';

/**
 * /supplier/products (verified suppliers; 401 guest, 403 otherwise): their own products only; another
 * supplier's are "not found".
 */
export function createSupplierRoutes(products: SupplierProductsService, providers: AuthFacade['providers']) {
  const requireSupplier = requireVerified(
    providers,
    'supplier',
    () => new Forbidden(supplierMessages.notSupplier, 'not_a_supplier'),
  );
  const supplierOf = (user: AppEnv['Variables']['user']) => new ObjectId(user!.id);

  return new Hono<AppEnv>()
    .use('/supplier/*', requireUser, requireSupplier)
    .get('/supplier/products', async (c) => {
      const body: SupplierProductList = { products: await products.list(supplierOf(c.get('user'))) };
      return c.json(body);
    })
    .post('/supplier/products', validate('json', CreateSupplierProductInput), async (c) => {
      const body: SupplierProductAnswer = {
        product: await products.create(supplierOf(c.get('user')), c.req.valid('json')),
      };
      return c.json(body, 201);
    })
    .patch(
      '/supplier/products/:id',
      validate('param', IdParams),
      validate('json', UpdateSupplierProductInput),
      async (c) => {
        const body: SupplierProductAnswer = {
          product: await products.update(
            supplierOf(c.get('user')),
            new ObjectId(c.req.valid('param').id),
            c.req.valid('json'),
          ),
        };
        return c.json(body);
      },
    )
    .post('/supplier/products/:id/deactivate', validate('param', IdParams), async (c) => {
      const body: SupplierProductAnswer = {
        product: await products.setActive(supplierOf(c.get('user')), new ObjectId(c.req.valid('param').id), false),
      };
      return c.json(body);
    })
    .post('/supplier/products/:id/activate', validate('param', IdParams), async (c) => {
      const body: SupplierProductAnswer = {
        product: await products.setActive(supplierOf(c.get('user')), new ObjectId(c.req.valid('param').id), true),
      };
      return c.json(body);
    })
    .delete('/supplier/products/:id', validate('param', IdParams), async (c) => {
      await products.remove(supplierOf(c.get('user')), new ObjectId(c.req.valid('param').id));
      return c.body(null, 204);
    });
}
