import ForumIcon from '@mui/icons-material/Forum';
import { lazy } from 'react';
import type { AiConversationRecord } from '@medtour/contracts';

const aiConversations = {
  list: lazy(() => import('./AiConversationList').then((m) => ({ default: m.AiConversationList }))),
  show: lazy(() => import('./AiConversationShow').then((m) => ({ default: m.AiConversationShow }))),
  icon: ForumIcon,
  recordRepresentation: (record: AiConversationRecord) => record.userEmail,
};

export default aiConversations;
