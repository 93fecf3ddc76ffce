import { CountryNumberCreate } from '../../common/CountryNumbers';
import { CrisisLineForm } from './CrisisLineForm';

export const CrisisLineCreate = () => <CountryNumberCreate title="Add Crisis Line" form={<CrisisLineForm />} />;
