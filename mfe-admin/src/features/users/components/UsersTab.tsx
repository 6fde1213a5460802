import { Badge, Heading, Stack } from '@petpal/design-system';
import { SearchBox, useListSearch } from '../../dashboard/components/ListSearch';
import { formatDay } from '../../dashboard/format';
import { ListStatus } from '../../dashboard/components/ListStatus';
import { Pager } from '../../dashboard/components/Pager';
import { Details, Filters, RowCard, RowList } from '../../dashboard/components/RowCard';
import { useAdminUsers } from '../api/users';

const roleLabel = (role: string) => (role === 'none' ? 'No role yet' : role.replace(/_/g, ' '));

/** Users: search by email or name; each with their role, when they joined and their status (profile or not). */
export function UsersTab() {
  const search = useListSearch();
  const { q, page, setPage } = search;
  const users = useAdminUsers(q, page);

  return (
    <Stack gap={4}>
      <Heading level={2}>Users</Heading>
      <Filters role="search" onSubmit={search.submit}>
        <SearchBox label="Search users" hint="Email or name" search={search} />
      </Filters>
      <ListStatus
        what="users"
        isPending={users.isPending}
        error={users.error}
        onRetry={() => void users.refetch()}
        isEmpty={users.data?.items.length === 0}
        emptyTitle={q ? `No users match "${q}".` : 'No users yet.'}
      >
        <RowList aria-label="Users">
          {users.data?.items.map((user) => (
            <RowCard key={user.id}>
              <Stack direction="row" gap={2} align="center" justify="space-between" wrap>
                <Heading level={3}>{user.email}</Heading>
                <Badge variant={user.fullName ? 'success' : 'neutral'}>
                  {user.fullName ? 'Profile complete' : 'No profile yet'}
                </Badge>
              </Stack>
              <Details>
                <div>
                  <dt>Name</dt>
                  <dd>{user.fullName ?? '—'}</dd>
                </div>
                <div>
                  <dt>Role</dt>
                  <dd>{roleLabel(user.role)}</dd>
                </div>
                <div>
                  <dt>Joined</dt>
                  <dd>{formatDay(user.createdAt)}</dd>
                </div>
              </Details>
            </RowCard>
          ))}
        </RowList>
        {users.data ? <Pager {...users.data} onPage={setPage} /> : null}
      </ListStatus>
    </Stack>
  );
}
