import { ID_CHECK_SANDBOX_CONSIDER_PREFIX, type IdCheckResult, type IdDocumentType } from '@petpal/contracts';

/**
 * An identity-verification provider (Onfido, Veriff, Checkr and the like): checks a document and answers
 * 'clear' or 'consider' (a person must look). PetPal keeps only the type, the last four characters and the result.
 */
export interface IdCheckProvider {
  readonly name: string;
  check(document: { documentType: IdDocumentType; documentNumber: string }): Promise<{ result: IdCheckResult }>;
}

/**
 * The stand-in at the edge of the world (docs/decisions/013): every document is 'clear' except a number starting
 * with ID_CHECK_SANDBOX_CONSIDER_PREFIX, which is 'consider', so both answers can be tried.
 */
export function createSandboxIdCheckProvider(): IdCheckProvider {
  return {
    name: 'sandbox',
    check: async ({ documentNumber }) => ({
      result: documentNumber.toUpperCase().startsWith(ID_CHECK_SANDBOX_CONSIDER_PREFIX) ? 'consider' : 'clear',
    }),
  };
}
