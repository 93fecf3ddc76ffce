import { maxLength, TextInput } from 'react-admin';
import { TRIP_COST_LIMITS } from '@medtour/contracts';
import { FormRow } from '../../common/FormLayout';
import { FigureForm, UsdInput } from '../../common/trip-figures/inputs';

const { maxVisaUsd, maxNoteLength } = TRIP_COST_LIMITS;

/** What a visa costs a national of a home country at a destination, per person (0: none needed). */
export const VisaCostForm = () => (
  <FigureForm country="nationality" sourceHelper="Where the cost comes from, e.g. the embassy's or the e-Visa portal's fee page">
    <FormRow>
      <UsdInput source="costUsd" label="Visa cost" min={0} max={maxVisaUsd} helperText="Per person; 0 when no visa is needed" />
    </FormRow>
    <TextInput
      source="note"
      label="Note"
      helperText="What patients should know, e.g. e-Visa, 30 days"
      validate={maxLength(maxNoteLength, `Note must be at most ${maxNoteLength} characters`)}
      multiline
      fullWidth
    />
  </FigureForm>
);
