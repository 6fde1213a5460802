import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  ButtonLink,
  Card,
  CardBody,
  CardFooter,
  CardTitle,
  LoadingLine,
  ProviderStandingGate,
  Text,
} from '@petpal/design-system';

export interface ProviderDashboardCardProps {
  title: string;
  /** The provider's own screen, and the words of the link to it. */
  href: string;
  linkLabel: string;
  children: ReactNode;
}

/** A shop provider's card on the dashboard (in the shop-card parcel); the standing panel until an admin verifies them. */
export function ProviderDashboardCard({ title, href, linkLabel, children }: ProviderDashboardCardProps) {
  return (
    <Card data-remote="mfe-shop">
      <CardTitle>{title}</CardTitle>
      <ProviderStandingGate headingLevel={4}>
        {children}
        <CardFooter>
          {/* A parcel has no router of its own: a plain link, the shell routes it. */}
          <ButtonLink href={href} variant="outline" size="sm">
            {linkLabel}
          </ButtonLink>
        </CardFooter>
      </ProviderStandingGate>
    </Card>
  );
}

export interface QuerySummaryProps<T> {
  /** The query, asked only here: inside the standing gate, so an unverified provider asks nothing. */
  useData(): UseQueryResult<T>;
  /** What shows while it loads, and when it failed. */
  loading: string;
  failed: string;
  /** The one line the loaded data makes. */
  summary(data: T): string;
}

/** The body of a provider's card: one line from a query, or its loading and failure notes. */
export function QuerySummary<T>({ useData, loading, failed, summary }: QuerySummaryProps<T>) {
  const query = useData();
  let body;
  if (query.isPending) body = <LoadingLine message={loading} />;
  else if (query.isError) body = <Text tone="muted">{failed}</Text>;
  else body = <Text>{summary(query.data)}</Text>;
  return <CardBody>{body}</CardBody>;
}
