import {
  Create,
  CreateButton,
  DataTable,
  DateInput,
  Edit,
  List,
  maxLength,
  required,
  SearchInput,
  TextInput,
  TopToolbar,
} from 'react-admin';
import type { ReactElement, ReactNode } from 'react';
import { EmptyResults } from './EmptyResults';
import { EMPTY, formatDate } from './format';

/*
 * The back-office pages of the numbers the assistant's safety replies give, per country: emergency numbers and crisis
 * lines. Both are listed, added and edited the same way; each resource brings its own columns and form fields.
 */

interface CountryNumberRecord {
  notes: string | null;
  verifiedOn: string | null;
  source: string | null;
  updatedAt: string;
}

interface CountryNumberListProps {
  /** The page's title ("Emergency numbers"); the empty table says "No emergency numbers found matching your criteria." */
  title: string;
  addLabel: string;
  searchPlaceholder: string;
  /** The row's columns between its country and its notes. */
  children: ReactNode;
}

/** A table by country, searchable, with each row's notes and when it last changed. */
export const CountryNumberList = ({ title, addLabel, searchPlaceholder, children }: CountryNumberListProps) => (
  <List
    title={title}
    filters={[<SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder} />]}
    actions={
      <TopToolbar>
        <CreateButton label={addLabel} />
      </TopToolbar>
    }
    sort={{ field: 'country', order: 'ASC' }}
    perPage={25}
    empty={false}
  >
    <DataTable
      bulkActionButtons={false}
      rowClick="edit"
      empty={<EmptyResults text={`No ${title.toLowerCase()} found matching your criteria.`} />}
    >
      <DataTable.Col source="country" label="Country" />
      {children}
      <DataTable.Col label="Notes" disableSort render={(r: CountryNumberRecord) => r.notes ?? EMPTY} />
      <DataTable.Col
        source="verifiedOn"
        label="Verified"
        render={(r: CountryNumberRecord) => (r.verifiedOn ? formatDate(r.verifiedOn) : 'Not verified')}
      />
      <DataTable.Col label="Source" disableSort render={(r: CountryNumberRecord) => r.source ?? EMPTY} />
      <DataTable.Col source="updatedAt" label="Changed" render={(r: CountryNumberRecord) => formatDate(r.updatedAt)} />
    </DataTable>
  </List>
);

export const CountryNumberCreate = ({ title, form }: { title: string; form: ReactElement }) => (
  <Create title={title} redirect="list">
    {form}
  </Create>
);

// Pessimistic: wait for the server so that its validation errors land on the form.
export const CountryNumberEdit = ({ title, form }: { title: string; form: ReactElement }) => (
  <Edit mutationMode="pessimistic" redirect="list" title={title}>
    {form}
  </Edit>
);

export const CountryInput = () => <TextInput source="country" label="Country" validate={[required(), maxLength(100)]} />;

/**
 * When staff last checked the number works (a call, the service's own page) and where it comes from: the back office
 * says which numbers patients in distress are given unverified.
 */
export const VerificationInputs = () => (
  <>
    <DateInput
      source="verifiedOn"
      label="Verified on"
      helperText="The day someone checked the number works; leave empty if not verified"
      parse={(value: string) => value || null}
    />
    <TextInput source="source" label="Source" validate={maxLength(300)} parse={(value: string) => value || null} fullWidth />
  </>
);

/** Notes as the API takes them: at most 200 characters, an emptied input cleared (null). */
export const NotesInput = ({ helperText }: { helperText: string }) => (
  <TextInput
    source="notes"
    label="Notes"
    validate={maxLength(200)}
    helperText={helperText}
    parse={(value: string) => value || null}
    fullWidth
  />
);
