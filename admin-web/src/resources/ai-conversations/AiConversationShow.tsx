import { Card, CardContent, Typography } from '@mui/material';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import type { AiConversationRecord } from '@medtour/contracts';
import { Facts } from '../../common/Facts';
import { formatDateTime } from '../../common/format';

const Actions = () => (
  <TopToolbar>
    <ListButton label="All conversations" />
  </TopToolbar>
);

const Details = () => {
  const c = useRecordContext<AiConversationRecord>();
  if (!c) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Facts
          items={[
            ['User', c.userEmail],
            ['Messages', c.messageCount],
            ['Emergency hits', c.emergencyHits],
            ['Refusals', c.refusals],
            ['Started', formatDateTime(c.createdAt)],
            ['Last message', formatDateTime(c.updatedAt)],
          ]}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          What the patient and the assistant wrote stays private: only the patient can read it.
        </Typography>
      </CardContent>
    </Card>
  );
};

export const AiConversationShow = () => (
  <Show title="AI conversation" actions={<Actions />}>
    <Details />
  </Show>
);
