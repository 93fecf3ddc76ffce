import { DataTable, List } from 'react-admin';
import type { AiConversationRecord } from '@medtour/contracts';
import { EmptyResults } from '../../common/EmptyResults';
import { formatDateTime } from '../../common/format';

/** "AI conversations": who talks to the assistant and how (counts only: the messages stay private). */
export const AiConversationList = () => (
  <List title="AI conversations" actions={false} sort={{ field: 'updatedAt', order: 'DESC' }} perPage={25} empty={false}>
    <DataTable bulkActionButtons={false} rowClick="show" empty={<EmptyResults text="No AI conversations yet." />}>
      <DataTable.Col source="userEmail" label="User" disableSort />
      <DataTable.NumberCol source="messageCount" label="Messages" />
      <DataTable.NumberCol source="emergencyHits" label="Emergency hits" />
      <DataTable.NumberCol source="refusals" label="Refusals" />
      <DataTable.Col source="createdAt" label="Started" render={(r: AiConversationRecord) => formatDateTime(r.createdAt)} />
      <DataTable.Col source="updatedAt" label="Last message" render={(r: AiConversationRecord) => formatDateTime(r.updatedAt)} />
    </DataTable>
  </List>
);
