import { Stack, Text, RouterButtonLink } from '@petpal/design-system';

/** Suppliers have no role record: nothing to fill in, straight on to the dashboard. */
export function SupplierNotice() {
  return (
    <Stack gap={4} align="flex-start">
      <Text>Suppliers need no profile details yet. You are all set.</Text>
      <RouterButtonLink to="/dashboard" size="lg">
        Continue to Dashboard
      </RouterButtonLink>
    </Stack>
  );
}
