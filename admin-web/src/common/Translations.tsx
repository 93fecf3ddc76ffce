import { Chip, Stack, Typography } from '@mui/material';
import { TextInput, useRecordContext } from 'react-admin';
import { LOCALE_NAMES_IN_ENGLISH, TRANSLATED_LOCALES, type TranslatedLocale, localeDirection } from '@medtour/contracts';
import { FormHeading } from './FormLayout';
import { LinesInput } from './LinesInput';
import { VisuallyHidden } from './VisuallyHidden';

/*
 * A catalogue record's texts in the site's other languages (treatments, destinations, hospitals,
 * specialties), edited beside its English. A text left empty is shown to patients in English, and
 * the record is marked untranslated in that language (`untranslated`, computed by the API).
 */

/** One translatable field of a form: its English input's source and label, and how it is typed. */
export interface TranslatedField {
  source: string;
  label: string;
  /** A list edited one item per line (procedures, highlights…). */
  list?: boolean;
  multiline?: boolean;
}

interface WithUntranslated {
  untranslated?: TranslatedLocale[];
}

/**
 * The languages a record still lacks texts in, as short chips ("FR", read "Untranslated: French"), or
 * "Translated": narrow enough for a list at 1280 px.
 */
export const UntranslatedChips = ({ record }: { record: WithUntranslated }) => {
  const missing = record.untranslated ?? [];
  if (!missing.length) return <Chip size="small" color="success" variant="outlined" label="Translated" />;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {missing.map((locale) => (
        <Chip
          key={locale}
          size="small"
          color="warning"
          variant="outlined"
          title={`Untranslated: ${LOCALE_NAMES_IN_ENGLISH[locale]}`}
          label={
            <>
              <span aria-hidden="true">{locale.toUpperCase()}</span>
              <VisuallyHidden>{`Untranslated: ${LOCALE_NAMES_IN_ENGLISH[locale]}`}</VisuallyHidden>
            </>
          }
        />
      ))}
    </Stack>
  );
};

/** A list column: the record's untranslated languages. */
export const untranslatedColumn = (record: WithUntranslated) => <UntranslatedChips record={record} />;

const LanguageSection = ({ locale, fields }: { locale: TranslatedLocale; fields: TranslatedField[] }) => {
  const record = useRecordContext<WithUntranslated>();
  const language = LOCALE_NAMES_IN_ENGLISH[locale];
  const untranslated = record?.untranslated?.includes(locale) ?? true;
  // Typed in the language's own direction, so that Arabic reads as patients will see it.
  const htmlInput = { dir: localeDirection(locale), lang: locale };
  return (
    <Stack component="section" aria-label={`${language} texts`} spacing={1} sx={{ width: '100%' }}>
      <Typography component="h3" variant="subtitle2">
        {`${language} texts`}
      </Typography>
      <Typography variant="body2" color={untranslated ? 'warning.main' : 'text.secondary'}>
        {untranslated
          ? `Untranslated in ${language}: patients reading in ${language} see the English of any text left empty.`
          : `Every text is translated into ${language}.`}
      </Typography>
      {fields.map(({ source, label, list, multiline }) =>
        list ? (
          <LinesInput
            key={source}
            source={`translations.${locale}.${source}`}
            label={`${label} (${language})`}
            helperText="One per line, in the English's order; left empty, the English is shown"
            slotProps={{ htmlInput }}
            fullWidth
          />
        ) : (
          <TextInput
            key={source}
            source={`translations.${locale}.${source}`}
            label={`${label} (${language})`}
            helperText="Left empty, the English is shown"
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            slotProps={{ htmlInput }}
            fullWidth
          />
        ),
      )}
    </Stack>
  );
};

/** Inputs for the record's texts in French, Arabic and Swahili, one section per language. */
export const TranslationInputs = ({ fields }: { fields: TranslatedField[] }) => (
  <Stack spacing={2} sx={{ width: '100%' }}>
    <FormHeading>Translations</FormHeading>
    {TRANSLATED_LOCALES.map((locale) => (
      <LanguageSection key={locale} locale={locale} fields={fields} />
    ))}
  </Stack>
);
