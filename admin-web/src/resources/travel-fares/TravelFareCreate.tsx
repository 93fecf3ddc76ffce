import { FigureCreate } from '../../common/trip-figures/pages';
import { TravelFareForm } from './TravelFareForm';

export const TravelFareCreate = () => <FigureCreate title="Add Travel Fare" form={<TravelFareForm />} />;
