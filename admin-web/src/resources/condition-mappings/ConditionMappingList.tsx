import { DataTable, List, ReferenceArrayField, SearchInput, SingleFieldList, ChipField } from 'react-admin';
import { EmptyResults } from '../../common/EmptyResults';
import { formatDate } from '../../common/format';
import type { ConditionMappingRecord } from '@medtour/contracts';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search conditions" />];

/** "Condition matching": which specialties and treatments each condition of the health assessment is matched to. */
export const ConditionMappingList = () => (
  <List
    title="Condition matching"
    filters={filters}
    actions={false}
    sort={{ field: 'conditionCategory', order: 'ASC' }}
    perPage={25}
    empty={false}
  >
    <DataTable bulkActionButtons={false} rowClick="edit" empty={<EmptyResults text="No conditions found matching your criteria." />}>
      <DataTable.Col source="conditionCategory" label="Condition" />
      <DataTable.Col label="Specialties" disableSort>
        <ReferenceArrayField source="specializationIds" reference="specializations" empty={<span>Any specialty</span>}>
          <SingleFieldList linkType={false}>
            <ChipField source="name" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
      </DataTable.Col>
      <DataTable.Col label="Treatments" disableSort>
        <ReferenceArrayField source="treatmentIds" reference="treatments" empty={<span>None</span>}>
          <SingleFieldList linkType={false}>
            <ChipField source="name" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
      </DataTable.Col>
      <DataTable.Col source="updatedAt" label="Changed" render={(r: ConditionMappingRecord) => formatDate(r.updatedAt)} />
    </DataTable>
  </List>
);
