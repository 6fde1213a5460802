import { useMutation } from '@tanstack/react-query';
import { WidgetToken } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';

/** POST /api/vet/widget/tokens: a 30-minute token for the partner page that opened this popup. */
export function issueWidgetToken(origin: string) {
  return apiFetch('/api/vet/widget/tokens', WidgetToken, { body: { origin } });
}

export function useIssueWidgetToken() {
  return useMutation({ mutationFn: issueWidgetToken });
}
