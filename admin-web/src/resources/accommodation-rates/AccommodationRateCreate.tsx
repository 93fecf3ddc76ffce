import { FigureCreate } from '../../common/trip-figures/pages';
import { AccommodationRateForm } from './AccommodationRateForm';

export const AccommodationRateCreate = () => <FigureCreate title="Add Accommodation Rate" form={<AccommodationRateForm />} />;
