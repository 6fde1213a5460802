import { Context } from 'mingo';
import * as accumulator from 'mingo/operators/accumulator';
import * as expression from 'mingo/operators/expression';
import * as pipeline from 'mingo/operators/pipeline';
import * as projection from 'mingo/operators/projection';
import * as query from 'mingo/operators/query';
import * as window from 'mingo/operators/window';
import { Query } from 'mingo/query';
import { $geoWithin } from './geo';

/**
 * mingo's own operators plus the geo ones, built once; pass as `{ context }` to mingo's base Query and Aggregator
 * (`mingo/query`, `mingo/aggregator`). The package's default Query merged its operators with a given context on
 * every construction, about half of what building a query cost (a feed page builds one per request).
 */
export const operatorContext = Context.init({
  accumulator,
  expression,
  pipeline,
  projection,
  query: { ...query, $geoWithin },
  window,
} as never);

type QueryOptions = ConstructorParameters<typeof Query>[1];

/**
 * The options every find's Query is built with: mingo's own options object (its `ComputeOptions`), made once.
 * Given plain options, a Query copies every operator table of the context (~600 entries) on each construction;
 * given a `ComputeOptions` it copies only its per-query locals. mingo does not export the class, so it is taken
 * from the options a probe operator receives; if that ever fails, the plain options still work.
 */
export const queryOptions: QueryOptions = (() => {
  const plain: QueryOptions = { context: operatorContext };
  let received: unknown = null;
  const probe = Context.init({
    query: {
      $probe: (_selector: string, _value: unknown, options: unknown) => {
        received = options;
        return () => true;
      },
    },
  } as never);
  new Query({ probe: { $probe: 1 } }, { context: probe });
  const ComputeOptions = (received as { constructor?: { init?: (options: QueryOptions) => QueryOptions } } | null)
    ?.constructor;
  return typeof ComputeOptions?.init === 'function' ? ComputeOptions.init(plain) : plain;
})();
