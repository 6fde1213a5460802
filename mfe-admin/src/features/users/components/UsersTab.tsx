import { Heading, Stack } from '@petpal/design-system';
import { SearchBox, useListSearch } from '../../../ui/ListSearch';
import { ListStatus } from '../../../ui/ListStatus';
import { Pager } from '../../../ui/Pager';
import { Filters, RowList } from '../../../ui/RowCard';
import { useAdminUsers } from '../api/users';
import { UserCard } from './UserCard';

/**
 * Users: search by email or name; each with their role, when they joined, their profile status and their
 * suspension (reason), with Suspend and Lift suspension.
 */
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
            <UserCard key={user.id} user={user} />
          ))}
        </RowList>
        {users.data ? <Pager {...users.data} onPage={setPage} /> : null}
      </ListStatus>
    </Stack>
  );
}
