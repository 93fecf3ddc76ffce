import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useCanAccess, useDataProvider } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { AiSettingsView } from '@medtour/contracts';
import { Facts } from '../../common/Facts';
import { formatDateTime } from '../../common/format';
import { queryKeys } from '../../common/queries';
import { SectionCard } from '../../common/SectionCard';
import type { AdminDataProvider } from '../../dataProvider';

const count = new Intl.NumberFormat('en-US');

const seconds = (ms: number) => `${count.format(ms / 1000)} s`;

/** The engine answering: the configured model (its name and host, never its key), or the built-in assistant. */
const engineText = (settings: AiSettingsView): string =>
  settings.engine === 'model'
    ? `${settings.model ?? 'Model'}${settings.modelHost ? ` at ${settings.modelHost}` : ''}`
    : 'Built-in assistant (answers from our own content)';

const Settings = ({ settings }: { settings: AiSettingsView }) => (
  <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
    <SectionCard title="Engine">
      <Facts
        items={[
          ['Engine in use', engineText(settings)],
          ['Model timeout', seconds(settings.timeoutMs)],
        ]}
      />
    </SectionCard>
    <SectionCard title="Limits per patient">
      <Facts
        items={[
          ['Messages per minute', count.format(settings.limits.perMinute)],
          ['Messages per day', count.format(settings.limits.perDay)],
          ['Longest message', `${count.format(settings.limits.maxMessageLength)} characters`],
        ]}
      />
    </SectionCard>
    <SectionCard title="Search index">
      <Facts
        items={[
          ['Indexed passages', count.format(settings.passages)],
          ['Last indexed', formatDateTime(settings.indexedAt)],
        ]}
      />
    </SectionCard>
    <Typography variant="body2" color="text.secondary">
      Read from the server&apos;s configuration: set AI_BASE_URL, AI_API_KEY and AI_MODEL to answer with an OpenAI-compatible model; without
      them the built-in assistant answers.
    </Typography>
  </Box>
);

/** `/admin/ai-settings`: what the AI assistant runs on (read-only). */
export const AiSettingsPage = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  // Not a react-admin list, which would check this itself: admins only, the others are sent away before any call.
  const { canAccess } = useCanAccess({ resource: 'ai-settings', action: 'list' });
  const { data, isPending, isError } = useQuery({
    queryKey: queryKeys.aiSettings,
    queryFn: () => dataProvider.getAiSettings(),
    enabled: canAccess === true,
  });
  if (canAccess === false) return <Navigate to="/access-denied" replace />;
  return (
    <Box sx={{ py: 2 }}>
      <Title title="AI settings" />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        AI settings
      </Typography>
      {isPending ? (
        <Skeleton variant="rounded" height={240} sx={{ maxWidth: 900 }} />
      ) : isError ? (
        <Alert severity="error">Failed to load the AI settings.</Alert>
      ) : (
        <Settings settings={data} />
      )}
    </Box>
  );
};
