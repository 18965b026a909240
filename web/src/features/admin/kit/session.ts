import type { ApolloClient } from '@apollo/client';
import { MeDocument } from '@/generated/graphql';

/** After the session ended: the login shows at once (admin views unmount), and nothing cached stays. */
export async function dropAdminData(client: ApolloClient): Promise<void> {
  client.writeQuery({ query: MeDocument, data: { me: null } });
  // clearStore, not resetStore: a refetch of a still-mounted admin query would only answer 401.
  await client.clearStore();
}
