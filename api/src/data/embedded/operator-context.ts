import { Context } from 'mingo';
import * as accumulator from 'mingo/operators/accumulator';
import * as expression from 'mingo/operators/expression';
import * as pipeline from 'mingo/operators/pipeline';
import * as projection from 'mingo/operators/projection';
import * as query from 'mingo/operators/query';
import * as window from 'mingo/operators/window';
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
