import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { Button } from 'react-admin';
import { conflictMessage } from '../../common/format';
import { useRecordUpdate } from '../../common/useRecordUpdate';
import type { HospitalRecord } from '@medtour/contracts';

type Flag = 'isActive' | 'featured';

const MESSAGES: Record<Flag, { on: string; off: string; failed: string }> = {
  isActive: {
    on: 'Hospital activated successfully',
    off: 'Hospital deactivated successfully',
    failed: 'Failed to update hospital status',
  },
  featured: {
    on: 'Hospital featured successfully',
    off: 'Hospital unfeatured successfully',
    failed: 'Failed to update featured status',
  },
};

/** Spec §2: activate/deactivate and feature/unfeature buttons of a hospital row (PUT with the record). */
const useToggle = (flag: Flag) => {
  const { record, save, isPending } = useRecordUpdate<HospitalRecord>('hospitals');
  const toggle = () => {
    if (!record) return;
    const value = !record[flag];
    // A refusal says why (featuring or activating a fifth featured active hospital: the home page shows four).
    const failure = (error: unknown) => conflictMessage(error, MESSAGES[flag].failed);
    save({ ...record, [flag]: value }, { success: value ? MESSAGES[flag].on : MESSAGES[flag].off, failure });
  };
  return { record, toggle, isPending };
};

export const ActiveButton = () => {
  const { record, toggle, isPending } = useToggle('isActive');
  if (!record) return null;
  return (
    <Button
      label={record.isActive ? 'Deactivate' : 'Activate'}
      aria-label={`${record.isActive ? 'Deactivate' : 'Activate'} ${record.name}`}
      color={record.isActive ? 'warning' : 'success'}
      disabled={isPending}
      onClick={toggle}
    >
      {record.isActive ? <ToggleOffIcon /> : <ToggleOnIcon />}
    </Button>
  );
};

export const FeatureButton = () => {
  const { record, toggle, isPending } = useToggle('featured');
  if (!record) return null;
  return (
    <Button
      label={record.featured ? 'Unfeature' : 'Feature'}
      aria-label={`${record.featured ? 'Unfeature' : 'Feature'} ${record.name}`}
      disabled={isPending}
      onClick={toggle}
    >
      {record.featured ? <StarBorderIcon /> : <StarIcon />}
    </Button>
  );
};
