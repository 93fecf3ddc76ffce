import { CountryNumberEdit } from '../../common/CountryNumbers';
import { CrisisLineForm } from './CrisisLineForm';

export const CrisisLineEdit = () => <CountryNumberEdit title="Edit Crisis Line" form={<CrisisLineForm />} />;
