import { CountryNumberCreate } from '../../common/CountryNumbers';
import { EmergencyNumberForm } from './EmergencyNumberForm';

export const EmergencyNumberCreate = () => <CountryNumberCreate title="Add Emergency Number" form={<EmergencyNumberForm />} />;
