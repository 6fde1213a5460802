import { EmptyState, RouterButtonLink } from '@petpal/design-system';

export interface SignInPromptProps {
  title: string;
  description: string;
  /** Where the login page sends the user back to (its ?next=). */
  returnTo: string;
}

/** A guest's view of a signed-in page: what it is, and Login (which comes back here). */
export function SignInPrompt({ title, description, returnTo }: SignInPromptProps) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <RouterButtonLink to={`/login?${new URLSearchParams({ next: returnTo }).toString()}`}>Login</RouterButtonLink>
      }
    />
  );
}
