import { useId, useState, type FormEvent } from 'react';
import { format, parseISO } from 'date-fns';
import {
  ID_DOCUMENT_LABELS,
  ID_DOCUMENT_TYPES,
  IdCheckInput,
  type IdCheck,
  type IdDocumentType,
} from '@petpal/contracts';
import styled from 'styled-components';
import { Alert, ApiError, Button, Heading, Select, Stack, Text, TextField } from '@petpal/design-system';
import { FormBanner } from '../../../ui/FormBanner';
import { useIdCheck } from '../api/id-check';

type Field = 'documentType' | 'documentNumber';

const Section = styled.section`
  padding-top: ${({ theme }) => theme.spacing[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface IdCheckFormProps {
  /** True once the standing no longer lists the ID check as missing (a check was made, maybe on another day). */
  done: boolean;
}

const RESULT_TEXT = {
  clear: 'Clear: your document was checked.',
  consider: 'Needs a closer look: PetPal will look at your document before deciding on your application.',
} as const;

function resultLine(check: IdCheck) {
  const when = format(parseISO(check.checkedAt), 'd MMM yyyy, HH:mm');
  return `${ID_DOCUMENT_LABELS[check.documentType]} ending ${check.last4}, checked ${when}.`;
}

/**
 * The ID check step of a sitter's, trainer's or stylist's application (a stand-in for an identity service,
 * decision 013): a document type and number, checked with the contract's schema, then the result. Only the
 * type, the last four characters and the result are kept.
 */
export function IdCheckForm({ done }: IdCheckFormProps) {
  const headingId = useId();
  const check = useIdCheck();
  const [documentType, setDocumentType] = useState<IdDocumentType | ''>('');
  const [documentNumber, setDocumentNumber] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = IdCheckInput.safeParse({ documentType: documentType || undefined, documentNumber });
    if (!result.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0];
        if ((field === 'documentType' || field === 'documentNumber') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      const first = next.documentType ? 'documentType' : 'documentNumber';
      const control = event.currentTarget.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setErrors({});
    check.mutate(result.data, {
      onSuccess: () => setDocumentNumber(''),
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
      },
    });
  }

  const latest = check.data?.idCheck;
  const failure = check.error instanceof ApiError && !check.error.fields ? check.error.message : null;

  return (
    <Section aria-labelledby={headingId}>
      <Stack gap={4}>
        <Heading level={2} id={headingId}>
          ID check
        </Heading>
        <Text tone="muted">
          PetPal checks the identity of every sitter, trainer and stylist before owners can book them. We keep only the
          document type, its last four characters and the result.
        </Text>
        {latest ? (
          <Alert variant={latest.result === 'clear' ? 'success' : 'warning'} title="ID check result">
            <Stack gap={1}>
              <span>{RESULT_TEXT[latest.result]}</span>
              <span>{resultLine(latest)}</span>
            </Stack>
          </Alert>
        ) : done ? (
          <Alert variant="success" title="ID check done">
            You can check another document if yours has changed.
          </Alert>
        ) : null}
        <form noValidate aria-label="ID check" onSubmit={submit}>
          <Stack gap={4}>
            {failure ? <FormBanner message={failure} /> : null}
            <Select
              label="Document type"
              name="documentType"
              placeholder="Choose a document"
              value={documentType}
              error={errors.documentType}
              options={ID_DOCUMENT_TYPES.map((type) => ({ value: type, label: ID_DOCUMENT_LABELS[type] }))}
              onChange={(event) => {
                setDocumentType(event.target.value as IdDocumentType | '');
                setErrors((current) => ({ ...current, documentType: undefined }));
              }}
            />
            <TextField
              label="Document number"
              name="documentNumber"
              autoComplete="off"
              value={documentNumber}
              error={errors.documentNumber}
              onChange={(event) => {
                setDocumentNumber(event.target.value);
                setErrors((current) => ({ ...current, documentNumber: undefined }));
              }}
            />
            <div>
              <Button type="submit" variant="secondary" loading={check.isPending}>
                Check My ID
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </Section>
  );
}
