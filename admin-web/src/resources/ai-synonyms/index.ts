import TranslateIcon from '@mui/icons-material/Translate';
import { lazy } from 'react';

const aiSynonyms = {
  list: lazy(() => import('./AiSynonymList').then((m) => ({ default: m.AiSynonymList }))),
  create: lazy(() => import('./AiSynonymCreate').then((m) => ({ default: m.AiSynonymCreate }))),
  edit: lazy(() => import('./AiSynonymEdit').then((m) => ({ default: m.AiSynonymEdit }))),
  icon: TranslateIcon,
  recordRepresentation: 'term',
};

export default aiSynonyms;
