import type { AdminProvider } from '@petpal/contracts';
import { formatDay, formatWhen } from '../../../lib/format';
import { Details } from '../../../ui/RowCard';
import { idCheckLabel, PROVIDER_ROLE_NAMES } from '../labels';

/** The rows of an application that apply to the provider's role (a vet's licence, a supplier's tax ID, ...). */
const ASKS = {
  licence: ['veterinary_doctor', 'pharmacist'],
  business: ['supplier'],
  experience: ['pet_sitter', 'pet_trainer', 'pet_stylist'],
} as const;

const asks = (kind: keyof typeof ASKS, role: AdminProvider['role']) => (ASKS[kind] as readonly string[]).includes(role);
const given = (value: string | number | null) => (value === null ? 'None given' : String(value));

/** What an applicant sent, with when the application became complete (or what it still lacks). */
export function ApplicationDetails({ provider }: { provider: AdminProvider }) {
  const { role } = provider;
  return (
    <Details>
      <div>
        <dt>Type</dt>
        <dd>{PROVIDER_ROLE_NAMES[role]}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>{provider.email ?? '—'}</dd>
      </div>
      {asks('licence', role) ? (
        <div>
          <dt>License ID</dt>
          <dd>{given(provider.licenseId)}</dd>
        </div>
      ) : null}
      {asks('business', role) ? (
        <>
          <div>
            <dt>Business name</dt>
            <dd>{given(provider.businessName)}</dd>
          </div>
          <div>
            <dt>Tax ID (GSTIN)</dt>
            <dd>{given(provider.taxId)}</dd>
          </div>
        </>
      ) : null}
      {asks('experience', role) ? (
        <>
          <div>
            <dt>Experience</dt>
            <dd>
              {provider.yearsExperience === null
                ? 'None given'
                : `${provider.yearsExperience} ${provider.yearsExperience === 1 ? 'year' : 'years'}`}
            </dd>
          </div>
          <div>
            <dt>ID check</dt>
            <dd>{provider.idCheck ? idCheckLabel(provider.idCheck) : 'Not done'}</dd>
          </div>
        </>
      ) : null}
      <div>
        <dt>Sent for review</dt>
        <dd>{provider.submittedAt ? formatWhen(provider.submittedAt) : 'Not yet: incomplete'}</dd>
      </div>
      {provider.missing.length > 0 ? (
        <div>
          <dt>Missing</dt>
          <dd>{provider.missing.map((item) => item.label).join(', ')}</dd>
        </div>
      ) : null}
      <div>
        <dt>Profile since</dt>
        <dd>{formatDay(provider.createdAt)}</dd>
      </div>
      {provider.decidedAt ? (
        <div>
          <dt>Decided</dt>
          <dd>{formatWhen(provider.decidedAt)}</dd>
        </div>
      ) : null}
    </Details>
  );
}
