import { expect, it } from 'vitest';
import type { Caller } from './community.test-support';

/** A route x role case: its name, the request made in the test's world and the status each role must get. */
export type RoleCase<Role extends string, World> = [
  name: string,
  /** The request `role` sends (a body may need the role's own data, e.g. its uploads). */
  request: (w: World, role: Role) => [method: string, path: string, body?: unknown],
  expected: Record<Role, number>,
];

/** The same status for every role. */
export const everyRole = <Role extends string>(roles: readonly Role[], status: number): Record<Role, number> =>
  Object.fromEntries(roles.map((role) => [role, status])) as Record<Role, number>;

/**
 * One test per case and role: the case's request, sent by that role's caller, answers the expected status.
 * `world()` is the fresh data the test runs on; `before`, when given, changes it first.
 */
export function itAnswersEachRole<Role extends string, World extends { callers: Record<Role, Caller> }>(
  roles: readonly Role[],
  cases: readonly RoleCase<Role, World>[],
  world: () => World,
  before?: (w: World) => Promise<unknown>,
): void {
  for (const [name, request, expected] of cases) {
    for (const role of roles) {
      it(`${name} as ${role} answers ${expected[role]}`, async () => {
        const w = world();
        await before?.(w);
        const [method, path, body] = request(w, role);
        const res = await w.callers[role].send(method, path, body);
        expect(res.status, await res.clone().text()).toBe(expected[role]);
      });
    }
  }
}
