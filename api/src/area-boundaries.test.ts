import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The rule messages ESLint gives `code` as if it stood at `file` (a path under the repo root). */
async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('API area boundaries (eslint.config.js)', () => {
  it("refuses another area's repositories and internals, from any depth and from the app", async () => {
    const refused: Array<[file: string, code: string]> = [
      ['api/src/vet/booking/x.ts', "import { createPetsRepository } from '../../auth/profiles/pets.repository';\n"],
      [
        'api/src/vet/x.ts',
        "import { createNotificationsRepository } from '../notifications/inbox/notifications.repository';\n",
      ],
      ['api/src/care/requests/x.ts', "import { cellsOf } from '../../vet/booking/slot-cells';\n"],
      ['api/src/app.ts', "import { createVetArea } from './vet/vet-area';\n"],
      ['api/src/vet/x.ts', "import { createAuditRepository } from '../admin/audit/audit.repository';\n"],
      ['api/src/admin/users/x.ts', "import { createUsersRepository } from '../../auth/users/users.repository';\n"],
      ['api/src/vet/x.ts', "import { createQuotesRepository } from '../insurance/quotes/quotes.repository';\n"],
      ['api/src/app.ts', "import { createInsuranceArea } from './insurance/insurance-area';\n"],
      [
        'api/src/insurance/enrolments/x.ts',
        "import { createPetsRepository } from '../../auth/profiles/pets.repository';\n",
      ],
    ];
    for (const [file, code] of refused) {
      expect(await restrictedImports(file, code), file).toEqual([expect.stringContaining('facade')]);
    }
  });

  it("allows an area's facade and the area's own files", async () => {
    const allowed: Array<[file: string, code: string]> = [
      ['api/src/vet/booking/x.ts', "import { requireUser } from '../../auth';\n"],
      ['api/src/vet/booking/x.ts', "import { cellsOf } from './slot-cells';\n"],
      ['api/src/care/x.ts', "import type { NotificationsService } from '../notifications';\n"],
      ['api/src/areas.ts', "import { createVetArea } from './vet';\n"],
      // auth's own admin sign-in folder is not the admin area.
      ['api/src/auth/accounts/x.ts', "import { createAdminRoutes } from '../admin/admin.routes';\n"],
      ['api/src/admin/x.ts', "import type { CommunityArea } from '../community';\n"],
      ['api/src/insurance/enrolments/x.ts', "import { requireUser } from '../../auth';\n"],
      ['api/src/areas.ts', "import { createInsuranceArea } from './insurance';\n"],
      ['api/src/care/requests/x.ts', "import { toInstant } from '../../scheduling';\n"],
      ['api/src/scheduling/jobs/x.ts', "import { toInstant } from '../zoned-time';\n"],
    ];
    for (const [file, code] of allowed) expect(await restrictedImports(file, code), file).toEqual([]);
  });
});
