import { Box, Card, CardContent, Typography } from '@mui/material';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { Facts } from '../../common/Facts';
import { EMPTY, formatDateTime } from '../../common/format';
import { LOCALE_NAMES_IN_ENGLISH, type ContactMessageRecord } from '@medtour/contracts';
import { HandledButton } from './HandledButton';
import { HandledChip } from './HandledChip';

const Title = () => {
  const record = useRecordContext<ContactMessageRecord>();
  return <>{record ? `Message from ${record.name}` : 'Contact message'}</>;
};

const Actions = () => (
  <TopToolbar>
    <ListButton label="Inbox" />
    <HandledButton variant="contained" />
  </TopToolbar>
);

const MessageDetails = () => {
  const record = useRecordContext<ContactMessageRecord>();
  if (!record) return null;
  const facts: [string, React.ReactNode][] = [
    ['From', record.name],
    [
      'Email',
      <a key="email" href={`mailto:${record.email}`}>
        {record.email}
      </a>,
    ],
    [
      'Phone',
      record.phone ? (
        <a key="phone" href={`tel:${record.phone.replace(/[^+\d]/g, '')}`}>
          {record.phone}
        </a>
      ) : (
        EMPTY
      ),
    ],
    ['Country', record.country],
    ['Treatment interest', record.treatmentInterest ?? EMPTY],
    ['Language', LOCALE_NAMES_IN_ENGLISH[record.language]],
    ['Received', formatDateTime(record.createdAt)],
    ['Status', <HandledChip key="status" handled={record.handled} />],
  ];
  if (record.handled) facts.push(['Handled', `${formatDateTime(record.handledAt)}${record.handledBy ? ` by ${record.handledBy}` : ''}`]);
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Facts items={facts} />
        <Box component="section" aria-label="Message">
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            Message
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.message}</Typography>
        </Box>
      </CardContent>
    </Card>
  );
};

export const ContactMessageShow = () => (
  <Show title={<Title />} actions={<Actions />} component="div">
    <MessageDetails />
  </Show>
);
