import { AutocompleteArrayInput, Edit, Labeled, ReferenceArrayInput, SaveButton, SimpleForm, TextField, Toolbar } from 'react-admin';

// Pessimistic: the server refuses unknown specialties or treatments with field errors shown on the form.
export const ConditionMappingEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" title="Condition matching">
    {/* Every condition of the assessment has its row: nothing to delete. */}
    <SimpleForm
      sx={{ maxWidth: 720 }}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <Labeled label="Condition">
        <TextField source="conditionCategory" />
      </Labeled>
      <ReferenceArrayInput source="specializationIds" reference="specializations" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <AutocompleteArrayInput
          label="Specialties"
          optionText="name"
          helperText="Recommendations show only hospitals with one of these. None: any specialty."
          fullWidth
        />
      </ReferenceArrayInput>
      <ReferenceArrayInput source="treatmentIds" reference="treatments" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <AutocompleteArrayInput
          label="Treatments"
          optionText="name"
          helperText="Hospitals offering one of these rank first; the card shows its price there."
          fullWidth
        />
      </ReferenceArrayInput>
    </SimpleForm>
  </Edit>
);
