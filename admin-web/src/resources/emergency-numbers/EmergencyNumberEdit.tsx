import { CountryNumberEdit } from '../../common/CountryNumbers';
import { EmergencyNumberForm } from './EmergencyNumberForm';

export const EmergencyNumberEdit = () => <CountryNumberEdit title="Edit Emergency Number" form={<EmergencyNumberForm />} />;
