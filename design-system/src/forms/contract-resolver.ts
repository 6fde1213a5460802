import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * The one resolver every form uses: the contract's zod/mini schema (zod 4 core, which `zodResolver` reads since
 * @hookform/resolvers 5.1), given `context` too: values the schema needs that are not fields (a reset token).
 */
export function contractResolver<Values extends FieldValues, Output>(
  schema: z.ZodMiniType<Output>,
  context: Record<string, unknown> = {},
): Resolver<Values, unknown, Output> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>;
  return (values, resolverContext, options) => resolve({ ...context, ...values }, resolverContext, options);
}
