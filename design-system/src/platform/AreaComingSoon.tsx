import { EmptyState } from '../EmptyState';
import { Container } from '../Layout';

export interface AreaComingSoonProps {
  /** The remote that rendered this, e.g. "mfe-vet". */
  remote: string;
  title: string;
}

/** A route whose feature is not built yet: proves the owning remote loaded and says so plainly. */
export function AreaComingSoon({ remote, title }: AreaComingSoonProps) {
  return (
    <Container data-remote={remote} data-testid="area-coming-soon">
      <EmptyState
        title={title}
        description="We are putting the finishing touches on this page. It will be available soon."
      />
    </Container>
  );
}
